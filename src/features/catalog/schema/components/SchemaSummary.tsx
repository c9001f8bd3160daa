import { Descriptions } from 'antd';
import type { TableSchema } from '../../../../api/lake/schemas';
import { useSchemaT } from '../i18n';
import styles from './schema.module.css';

export interface SchemaSummaryProps {
  schema: TableSchema;
  schemaId?: number | undefined;
}

/** A schema's table-level facts: comment, schema id, keys and options. */
export function SchemaSummary({ schema, schemaId }: SchemaSummaryProps) {
  const t = useSchemaT();
  const none = t('schema.summary.none');
  const names = (list: readonly string[]) =>
    list.length === 0 ? (
      none
    ) : (
      <span>
        {list.map((name, i) => (
          <span key={name}>
            {i > 0 && ', '}
            <code className={styles.code}>{name}</code>
          </span>
        ))}
      </span>
    );
  const options = Object.entries(schema.options).sort(([a], [b]) => a.localeCompare(b));
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      items={[
        {
          key: 'comment',
          label: t('schema.summary.comment'),
          children: schema.comment?.trim() ? schema.comment : none,
        },
        {
          key: 'schemaId',
          label: t('schema.summary.schemaId'),
          children: schemaId === undefined ? none : <code className={styles.code}>{schemaId}</code>,
        },
        {
          key: 'primaryKeys',
          label: t('schema.summary.primaryKeys'),
          children: names(schema.primaryKeys),
        },
        {
          key: 'partitionKeys',
          label: t('schema.summary.partitionKeys'),
          children: names(schema.partitionKeys),
        },
        {
          key: 'options',
          label: t('schema.summary.options'),
          children:
            options.length === 0 ? (
              none
            ) : (
              <ul className={styles.optionList} aria-label={t('schema.summary.options')}>
                {options.map(([key, value]) => (
                  <li key={key}>
                    <code className={styles.code}>{key}</code> ={' '}
                    <code className={styles.code}>{value}</code>
                  </li>
                ))}
              </ul>
            ),
        },
      ]}
    />
  );
}
