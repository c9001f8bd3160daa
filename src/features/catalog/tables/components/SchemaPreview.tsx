import { memo, useMemo } from 'react';
import { Typography } from 'antd';
import { formatDataType } from '../../schema/model/dataTypes';
import { useTablesT } from '../i18n';
import { requestBody, type TableForm } from '../model/tableForm';

const preStyle = {
  margin: 0,
  padding: 12,
  maxHeight: 360,
  overflow: 'auto',
  background: '#fafafa',
  border: '1px solid #f0f0f0',
  borderRadius: 6,
  fontSize: 12,
  whiteSpace: 'pre',
} as const;

/**
 * What will be created: the schema as SQL-like text (one column a line) and the exact JSON
 * body CreateTable sends. Plain text in <pre>, never markup built from input.
 */
export const SchemaPreview = memo(function SchemaPreview({
  form,
  database,
}: {
  form: TableForm;
  database: string;
}) {
  const t = useTablesT();
  const body = useMemo(() => requestBody(form, database), [form, database]);
  const schemaText = useMemo(() => {
    const { schema } = body;
    if (schema.fields.length === 0) return t('tables.preview.empty');
    const lines = schema.fields.map(
      (field) => `${field.name || '?'} ${formatDataType(field.type)}`,
    );
    const none = t('tables.preview.none');
    lines.push(
      '',
      t('tables.preview.keys', {
        primary: schema.primaryKeys.join(', ') || none,
        partition: schema.partitionKeys.join(', ') || none,
      }),
    );
    return lines.join('\n');
  }, [body, t]);
  const json = useMemo(() => JSON.stringify(body, null, 2), [body]);

  return (
    <>
      <Typography.Title level={3} style={{ fontSize: 14 }}>
        {t('tables.preview.schema')}
      </Typography.Title>
      <pre style={preStyle} tabIndex={0} aria-label={t('tables.preview.schema')}>
        {schemaText}
      </pre>
      <Typography.Title level={3} style={{ fontSize: 14, marginTop: 16 }}>
        {t('tables.preview.body')}
      </Typography.Title>
      <pre style={preStyle} tabIndex={0} aria-label={t('tables.preview.body')}>
        {json}
      </pre>
    </>
  );
});
