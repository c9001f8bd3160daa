import { useMemo } from 'react';
import { Typography } from 'antd';
import type { Permission } from '../../../../api/lake/accessSchemas';
import { ClampedText } from '../../../../components/ClampedText';
import { useGrantsT, type GrantsT } from '../i18n';
import { filterInWords, operatorLabelKey, readProblemText } from '../model/filterText';
import type { FilterColumn } from '../model/filterColumns';
import { principalShort } from '../../../lake-common/model/principal';
import { isNullCheck, type FilterNode } from '../model/rowFilter';
import { parsePredicateText, readPredicate, type ReadResult } from '../model/predicateText';
import styles from './grants.module.css';

type RowFilter = NonNullable<Permission['rowFilter']>;

/** A saved filter read back into the builder's model (its columns from the FieldRefs). */
function readSaved(rowFilter: RowFilter): ReadResult | null {
  const predicate = parsePredicateText(rowFilter.predicate);
  return predicate === null ? null : readPredicate(predicate, []);
}

/** The saved filter in words, or its expression when the predicate cannot be read. */
export function useSavedFilterWords(rowFilter: RowFilter | undefined): string {
  const t = useGrantsT();
  return useMemo(() => {
    if (!rowFilter) return '';
    const read = readSaved(rowFilter);
    return read?.ok ? filterInWords(read.root, read.columns, t) : rowFilter.expression;
  }, [rowFilter, t]);
}

/** A list's cell for a saved filter: its words, or "All rows" without one. */
export function SavedFilterCell({ rowFilter }: { rowFilter: RowFilter | null | undefined }) {
  const t = useGrantsT();
  const words = useSavedFilterWords(rowFilter ?? undefined);
  if (!rowFilter) return t('grants.rows.all');
  // A few lines at most: a long filter would take the table's width from every other column
  // (the expiry header broke, badges fell under names). The row's details show it whole.
  return <ClampedText text={words} lines={3} maxWidth="36ch" />;
}

/**
 * A permission's saved row filter opened: in words, as its expression, and as the tree of groups
 * and conditions the builder would show.
 */
export function SavedRowFilter({
  permission,
  rowFilter,
}: {
  permission: Permission;
  rowFilter: RowFilter;
}) {
  const t = useGrantsT();
  const read = useMemo(() => readSaved(rowFilter), [rowFilter]);
  const label = t('grants.filter.saved');
  return (
    <section
      aria-label={`${label}: ${t('grants.rowLabel', {
        access: permission.access,
        principal: principalShort(permission.principal),
      })}`}
    >
      <Typography.Text strong>{label}</Typography.Text>
      {read?.ok ? (
        <>
          <dl className={styles.filterSummary}>
            <dt>{t('grants.filter.inWords')}</dt>
            <dd>{filterInWords(read.root, read.columns, t)}</dd>
            <dt>{t('grants.filter.expression')}</dt>
            <dd>
              <code>{rowFilter.expression}</code>
            </dd>
          </dl>
          <TreeView node={read.root} columns={read.columns} t={t} />
        </>
      ) : (
        <>
          <Typography.Paragraph type="warning">
            {t('grants.words.unreadable', {
              reason: read && !read.ok ? readProblemText(read.problem) : 'JSON',
            })}
          </Typography.Paragraph>
          <code>{rowFilter.expression}</code>
        </>
      )}
    </section>
  );
}

function TreeView({
  node,
  columns,
  t,
}: {
  node: FilterNode;
  columns: readonly FilterColumn[];
  t: GrantsT;
}) {
  if (node.kind === 'condition') {
    const column = columns.find((known) => known.name === node.column);
    const type = column?.typeLabel;
    return (
      <span>
        <Typography.Text code>{node.column}</Typography.Text>
        {type && <Typography.Text type="secondary"> ({type})</Typography.Text>}{' '}
        {t(operatorLabelKey(node.operator, column))}
        {!isNullCheck(node.operator) && (
          <>
            {' '}
            {node.values.map((value, index) => (
              // The values of one saved condition never change order.
              <Typography.Text code key={index}>
                {value}
              </Typography.Text>
            ))}
          </>
        )}
      </span>
    );
  }
  return (
    <div className={styles.group}>
      <Typography.Text strong>
        {t('grants.filter.match')} {t(`grants.filter.op.${node.op}`)}
      </Typography.Text>
      <ul className={styles.children}>
        {node.children.map((child) => (
          <li key={child.id}>
            <TreeView node={child} columns={columns} t={t} />
          </li>
        ))}
      </ul>
    </div>
  );
}
