import { Button } from 'antd';
import { useId, useMemo, useState } from 'react';
import type { TableSchema } from '../../../../api/lake/schemas';
import { useSchemaT } from '../i18n';
import { columnCounts } from '../model/columnCounts';
import { diffColumns, diffSchemas, type ColumnDiffRow } from '../model/diffSchemas';
import styles from './schema.module.css';
import { columnCountText, diffEntryText } from '../model/schemaText';

export interface SchemaDiffProps {
  before: TableSchema;
  after: TableSchema;
  /** Level of the two section headings, to fit the page or dialog around it. */
  headingLevel?: 2 | 3 | 4 | undefined;
}

/** Unchanged columns next to a change stay visible for context; longer runs fold. */
const CONTEXT = 1;
/** Shorter runs of unchanged columns are shown: a fold line would not save space. */
const MIN_FOLD = 3;
/** Above this many columns "show unchanged" is not offered: the list would not stay small. */
const SHOW_ALL_LIMIT = 500;

type Line = { kind: 'row'; row: ColumnDiffRow } | { kind: 'gap'; key: string; count: number };

function foldUnchanged(rows: readonly ColumnDiffRow[]): Line[] {
  const near = new Uint8Array(rows.length);
  rows.forEach((row, i) => {
    if (row.status === 'unchanged') return;
    for (let j = Math.max(0, i - CONTEXT); j <= Math.min(rows.length - 1, i + CONTEXT); j += 1) {
      near[j] = 1;
    }
  });
  const lines: Line[] = [];
  let run: ColumnDiffRow[] = [];
  const flush = (key: string) => {
    if (run.length >= MIN_FOLD) lines.push({ kind: 'gap', key, count: run.length });
    else for (const row of run) lines.push({ kind: 'row', row });
    run = [];
  };
  rows.forEach((row, i) => {
    if (row.status === 'unchanged' && !near[i]) {
      run.push(row);
      return;
    }
    flush(`gap:${i}`);
    lines.push({ kind: 'row', row });
  });
  flush('gap:end');
  return lines;
}

/**
 * An AlterTable preview: the changes as sentences, then the top-level columns before and after,
 * counted as everywhere else (columnCounts) and each marked in words (added, removed, changed and
 * how, unchanged).
 */
export function SchemaDiff({ before, after, headingLevel = 3 }: SchemaDiffProps) {
  const t = useSchemaT();
  const Heading = `h${headingLevel}` as const;
  const changesId = useId();
  const columnsId = useId();
  const [showAll, setShowAll] = useState(false);
  const entries = useMemo(() => diffSchemas(before, after), [before, after]);
  const rows = useMemo(() => diffColumns(before, after), [before, after]);
  const folded = useMemo(() => foldUnchanged(rows), [rows]);
  const canShowAll = rows.length <= SHOW_ALL_LIMIT;
  const lines: Line[] = showAll && canShowAll ? rows.map((row) => ({ kind: 'row', row })) : folded;
  const anyHidden = folded.some((line) => line.kind === 'gap');

  const mark = (row: ColumnDiffRow) => {
    const word = t(`schema.diff.mark.${row.status}`);
    if (row.status !== 'changed') return word;
    return `${word}: ${row.changes.map((c) => t(`schema.diff.change.${c}`)).join(', ')}`;
  };

  return (
    <div>
      <section className={styles.diffSection} aria-labelledby={changesId}>
        <Heading id={changesId} className={styles.diffHeading}>
          {t('schema.diff.changes')}
        </Heading>
        {entries.length === 0 ? (
          <p>{t('schema.diff.none')}</p>
        ) : (
          <ul className={styles.changeList}>
            {entries.map((entry, i) => (
              <li key={i}>{diffEntryText(t, entry)}</li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.diffSection} aria-labelledby={columnsId}>
        <Heading id={columnsId} className={styles.diffHeading}>
          {t('schema.diff.columns')}
        </Heading>
        <p className={styles.diffCount}>
          {t('schema.diff.count', {
            before: columnCountText(t, columnCounts(before)),
            after: columnCountText(t, columnCounts(after)),
          })}
        </p>
        <table className={styles.diffTable} aria-labelledby={columnsId}>
          <thead>
            <tr>
              <th scope="col">{t('schema.diff.col.change')}</th>
              <th scope="col">{t('schema.diff.col.before')}</th>
              <th scope="col">{t('schema.diff.col.after')}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) =>
              line.kind === 'gap' ? (
                <tr key={line.key} className={styles.gap}>
                  <td colSpan={3}>{t('schema.diff.hidden', { count: line.count })}</td>
                </tr>
              ) : (
                <tr key={line.row.key} className={styles[line.row.status]}>
                  <td className={styles.mark}>{mark(line.row)}</td>
                  <td className={line.row.status === 'removed' ? styles.strike : undefined}>
                    {line.row.before && (
                      <>
                        {line.row.before.name}{' '}
                        <code className={styles.code}>{line.row.before.type}</code>
                      </>
                    )}
                  </td>
                  <td>
                    {line.row.after && (
                      <>
                        {line.row.after.name}{' '}
                        <code className={styles.code}>{line.row.after.type}</code>
                      </>
                    )}
                  </td>
                </tr>
              ),
            )}
          </tbody>
        </table>
        {canShowAll && (anyHidden || showAll) && (
          <Button type="link" onClick={() => setShowAll((v) => !v)}>
            {showAll ? t('schema.diff.showChanged') : t('schema.diff.showAll')}
          </Button>
        )}
      </section>
    </div>
  );
}
