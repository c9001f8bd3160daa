import { Suspense, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert, Descriptions, Flex, Skeleton, Tabs, Typography } from 'antd';
import type { IcebergTable } from '../../../../api/lake/icebergSchemas';
import { SectionCard } from '../../../../components/SectionCard';
import { PrincipalName } from '../../../lake-common/components/PrincipalName';
import { MsTime } from '../../../lake-common/components/MsTime';
import { useIcebergT } from '../i18n';
import { SchemaTree } from '../../schema/components/SchemaTree';
import { KeyValueTable } from './KeyValueTable';
import { formatIcebergType, icebergTreeSchema, readIcebergType } from '../model/icebergSchema';
import { PartitionFields } from './PartitionFields';
import { icebergPaths, TABLE_VIEWS, type TableView } from '../model/paths';
import { useIcebergTableParams } from '../hooks/useIcebergParams';
// The page opens on its snapshots, so their list comes with it; their chart is a lazy chunk.
import { SnapshotsTab } from './SnapshotsTab';

interface Props {
  catalog: string;
  catalogId: string;
  namespace: string;
  table: string;
  data: IcebergTable;
}

/**
 * One Iceberg table (GetIcebergTable, read by its page): a line of facts with the current
 * snapshot, then its views as tabs, the snapshots first, so the timeline is in the first screen.
 */
export function IcebergTableView({ catalog, catalogId, namespace, table, data }: Props) {
  const t = useIcebergT();
  const [{ tab }, update] = useIcebergTableParams();
  const metadata = data.icebergTableMetadata;
  const fields = metadata?.fields ?? [];
  const partitionFields = metadata?.partitionFields ?? [];
  const current = metadata?.currentSnapshot ?? null;
  const content: Record<TableView, () => ReactNode> = {
    snapshots: () => (
      <SnapshotsTab
        catalog={catalog}
        catalogId={catalogId}
        namespace={namespace}
        table={table}
        currentId={current?.id}
      />
    ),
    schema: () => <SchemaPanel data={data} />,
    partitions: () => (
      <SectionCard title={t('iceberg.partitions.title')}>
        <PartitionFields partitionFields={partitionFields} fields={fields} />
      </SectionCard>
    ),
    properties: () => (
      <SectionCard title={t('iceberg.properties.title')}>
        <KeyValueTable
          label={t('iceberg.properties.title')}
          entries={metadata?.properties ?? {}}
          empty={t('iceberg.properties.none')}
        />
      </SectionCard>
    ),
  };
  return (
    <Flex vertical gap={8}>
      <TableFacts
        data={data}
        currentHref={
          current
            ? icebergPaths.table(catalog, namespace, table, 'snapshots', current.id)
            : undefined
        }
      />
      <Tabs
        activeKey={tab}
        onChange={(key) => update({ tab: key as TableView })}
        destroyOnHidden
        items={TABLE_VIEWS.map((key) => ({
          key,
          label: t(`iceberg.table.tab.${key}`),
          children:
            key === tab ? (
              <Suspense fallback={<Skeleton active />}>{content[key]()}</Suspense>
            ) : null,
        }))}
      />
    </Flex>
  );
}

function TableFacts({
  data,
  currentHref,
}: {
  data: IcebergTable;
  currentHref?: string | undefined;
}) {
  const t = useIcebergT();
  const none = t('common.none');
  const current = data.icebergTableMetadata?.currentSnapshot;
  return (
    <SectionCard title={t('iceberg.table.details')}>
      <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small">
        <Descriptions.Item label={t('iceberg.fact.path')} span="filled">
          {data.path ? (
            <Typography.Text code style={{ wordBreak: 'break-all' }}>
              {data.path}
            </Typography.Text>
          ) : (
            none
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('iceberg.current.title')}>
          {current && currentHref ? (
            <Link to={currentHref} aria-label={t('iceberg.snapshots.open', { id: current.id })}>
              <code>{current.id}</code>
            </Link>
          ) : (
            t('iceberg.tables.noSnapshot')
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('iceberg.snapshot.time')}>
          {current ? <MsTime value={current.timestampMillis} /> : none}
        </Descriptions.Item>
        <Descriptions.Item label={t('iceberg.fact.version')}>
          {data.version ?? none}
        </Descriptions.Item>
        <Descriptions.Item label={t('iceberg.fact.owner')}>
          <PrincipalName value={data.owner} empty={none} />
        </Descriptions.Item>
        <Descriptions.Item label={t('iceberg.fact.created')}>
          <MsTime value={data.createdAt} />
        </Descriptions.Item>
        <Descriptions.Item label={t('iceberg.fact.updated')}>
          <MsTime value={data.updatedAt} />
        </Descriptions.Item>
      </Descriptions>
    </SectionCard>
  );
}

function SchemaPanel({ data }: { data: IcebergTable }) {
  const t = useIcebergT();
  const metadata = data.icebergTableMetadata;
  const fields = useMemo(() => metadata?.fields ?? [], [metadata]);
  const schema = useMemo(
    () => icebergTreeSchema(fields, metadata?.partitionFields ?? []),
    [fields, metadata],
  );
  const unreadable = useMemo(
    () => fields.filter((field) => readIcebergType(field.type) === null).length,
    [fields],
  );
  const schemaId = metadata?.currentSnapshot?.schemaId;
  return (
    <SectionCard title={t('iceberg.table.schemaTitle')}>
      {unreadable > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('iceberg.table.unreadableTypes', { count: unreadable })}
        />
      )}
      <SchemaTree schema={schema} schemaId={schemaId} formatType={formatIcebergType} />
    </SectionCard>
  );
}
