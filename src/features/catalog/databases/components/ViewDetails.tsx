import { useId, useMemo, type ReactNode } from 'react';
import { Typography } from 'antd';
import { formatDataType } from '../../schema/model/dataTypes';
import type { DataField, View } from '../../../../api/lake/schemas';
import { DataTable, type DataTableColumn } from '../../../../components/DataTable';
import { useDatabasesT } from '../i18n';
import styles from './databases.module.css';

/** One part of a view's details, a titled region so its heading names it. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className={styles.detailsHeading}>
        {title}
      </h3>
      {children}
    </section>
  );
}

/** SQL as the service stored it: plain text in a `<pre>`, never interpreted as markup. */
function QueryText({ text, label }: { text: string; label: string }) {
  return (
    <pre className={styles.query} aria-label={label} tabIndex={0}>
      <code>{text}</code>
    </pre>
  );
}

function useFieldColumns(): DataTableColumn<DataField>[] {
  const t = useDatabasesT();
  return useMemo(
    () => [
      {
        id: 'name',
        header: t('databases.views.field.name'),
        meta: { rowHeader: true },
        cell: ({ row }) => <code>{row.original.name}</code>,
      },
      {
        id: 'type',
        header: t('databases.views.field.type'),
        cell: ({ row }) => (
          <code style={{ wordBreak: 'break-all' }}>{formatDataType(row.original.type)}</code>
        ),
      },
      {
        id: 'description',
        header: t('databases.views.field.description'),
        cell: ({ row }) => row.original.description || t('common.none'),
      },
    ],
    [t],
  );
}

/** A view's definition: its columns, its query, each engine's dialect of it, comment and options. */
export function ViewDetails({ view }: { view: View }) {
  const t = useDatabasesT();
  const columns = useFieldColumns();
  const { fields, query, dialects, comment, options } = view.schema;
  const engines = Object.keys(dialects).sort((a, b) => a.localeCompare(b));
  const optionKeys = Object.keys(options).sort((a, b) => a.localeCompare(b));

  return (
    <div className={styles.details}>
      <Part title={t('databases.views.fields')}>
        <DataTable<DataField>
          label={t('databases.views.fieldsOf', { name: view.name })}
          size="small"
          columns={columns}
          data={fields}
          getRowId={(field) => field.name}
          empty={t('databases.views.noFields')}
        />
      </Part>
      <Part title={t('databases.views.query')}>
        {query ? (
          <QueryText text={query} label={t('databases.views.queryOf', { name: view.name })} />
        ) : (
          <Typography.Text type="secondary">{t('databases.views.noQuery')}</Typography.Text>
        )}
      </Part>
      <Part title={t('databases.views.dialects')}>
        {engines.length === 0 ? (
          <Typography.Text type="secondary">{t('databases.views.noDialects')}</Typography.Text>
        ) : (
          <dl style={{ margin: 0 }}>
            {engines.map((engine) => (
              <div key={engine} style={{ marginBottom: 8 }}>
                <dt>
                  <Typography.Text strong>{engine}</Typography.Text>
                </dt>
                <dd style={{ margin: '4px 0 0' }}>
                  <QueryText
                    text={dialects[engine] ?? ''}
                    label={t('databases.views.dialectOf', { engine, name: view.name })}
                  />
                </dd>
              </div>
            ))}
          </dl>
        )}
      </Part>
      <Part title={t('databases.views.comment')}>
        <Typography.Text type={comment ? undefined : 'secondary'}>
          {comment || t('databases.views.noComment')}
        </Typography.Text>
      </Part>
      <Part title={t('databases.views.options')}>
        {optionKeys.length === 0 ? (
          <Typography.Text type="secondary">{t('databases.views.noOptions')}</Typography.Text>
        ) : (
          <dl style={{ margin: 0 }}>
            {optionKeys.map((key) => (
              <div key={key} style={{ display: 'flex', gap: 8 }}>
                <dt>
                  <code>{key}</code>
                </dt>
                <dd style={{ margin: 0, wordBreak: 'break-all' }}>{options[key]}</dd>
              </div>
            ))}
          </dl>
        )}
      </Part>
    </div>
  );
}
