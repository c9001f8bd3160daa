import { Typography } from 'antd';
import type { Table } from '../../../../api/lake/schemas';
import { SchemaSummary } from '../../schema/components/SchemaSummary';
import { SchemaTree } from '../../schema/components/SchemaTree';
import { useTableT } from '../tableI18n';

/**
 * The schema the page already read (GetTable): a summary, then the column tree, which renders
 * only the rows in view however many columns (2,000 top-level, or 500 nested five deep).
 */
export function SchemaTab({ record }: { record: Table }) {
  const t = useTableT();
  if (!record.schema) {
    return <Typography.Paragraph>{t('table.schema.none')}</Typography.Paragraph>;
  }
  return (
    <>
      <SchemaSummary schema={record.schema} schemaId={record.schemaId} />
      <SchemaTree schema={record.schema} schemaId={record.schemaId} height={560} />
    </>
  );
}
