import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Flex, Skeleton, Tabs, Typography } from 'antd';
import { isApiError } from '../../../../api/errors';
import type { IcebergTable } from '../../../../api/lake/icebergSchemas';
import { lakeIcebergQueries } from '../../../../api/lake/icebergQueries';
import { ErrorState } from '../../../../components/ErrorState';
import { SectionCard } from '../../../../components/SectionCard';
import { PrincipalName } from '../../../lake-common/components/PrincipalName';
import { MsTime } from '../../../lake-common/components/MsTime';
import { useIcebergT } from '../i18n';
import { SchemaTree } from '../../schema/components/SchemaTree';
import { KeyValueTable } from './KeyValueTable';
import { formatIcebergType, icebergTreeSchema, readIcebergType } from '../model/icebergSchema';
import { PartitionFields } from './PartitionFields';
import { icebergPaths, TABLE_VIEWS, type TableView } from '../model/paths';
import { SnapshotFacts } from './SnapshotFacts';
import { Trail } from './Trail';
import { useIcebergParams } from '../hooks/useIcebergParams';

// The snapshots tab brings the timeline chart (echarts): loaded when the tab is first shown.
const SnapshotsTab = lazy(async () => ({ default: (await import('./SnapshotsTab')).SnapshotsTab }));

interface Props {
  catalog: string;
  catalogId: string;
  namespace: string;
  table: string;
}

/** One Iceberg table (GetIcebergTable): its facts and current snapshot, then four tabs. */
export function IcebergTableView(props: Props) {
  const { catalog, catalogId, namespace, table } = props;
  const t = useIcebergT();
  const query = useQuery(lakeIcebergQueries.icebergTable(catalogId, namespace, table));
  let body: ReactNode;
  if (query.isError) {
    body =
      isApiError(query.error) && query.error.status === 404 ? (
        <SectionCard title={t('iceberg.table.facts', { name: table })}>
          <p role="alert">{t('iceberg.table.notFound', { name: table })}</p>
          <Link to={icebergPaths.namespace(catalog, namespace)}>{namespace}</Link>
        </SectionCard>
      ) : (
        <ErrorState
          error={query.error}
          title={t('iceberg.table.loadFailed')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      );
  } else if (query.data === undefined) {
    body = <Skeleton active paragraph={{ rows: 8 }} />;
  } else {
    body = <TableBody {...props} data={query.data} />;
  }
  return (
    <>
      <Trail catalog={catalog} namespace={namespace} table={table} />
      {body}
    </>
  );
}

function TableBody({ catalog, catalogId, namespace, table, data }: Props & { data: IcebergTable }) {
  const t = useIcebergT();
  const [{ nview }, update] = useIcebergParams();
  const metadata = data.icebergTableMetadata;
  const fields = metadata?.fields ?? [];
  const partitionFields = metadata?.partitionFields ?? [];
  const current = metadata?.currentSnapshot ?? null;
  const parentHref = (id: string) => icebergPaths.table(catalog, namespace, table, 'snapshots', id);
  const content: Record<TableView, () => ReactNode> = {
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
    snapshots: () => (
      <SnapshotsTab
        catalog={catalog}
        catalogId={catalogId}
        namespace={namespace}
        table={table}
        currentId={current?.id}
      />
    ),
  };
  return (
    <Flex vertical gap={16}>
      <TableFacts data={data} />
      <SectionCard title={t('iceberg.current.title')}>
        {current ? (
          <SnapshotFacts snapshot={current} parentHref={parentHref} />
        ) : (
          <p>{t('iceberg.current.none')}</p>
        )}
      </SectionCard>
      <Tabs
        activeKey={nview}
        onChange={(key) => update({ nview: key as TableView })}
        destroyOnHidden
        items={TABLE_VIEWS.map((key) => ({
          key,
          label: t(`iceberg.table.tab.${key}`),
          children:
            key === nview ? (
              <Suspense fallback={<Skeleton active />}>{content[key]()}</Suspense>
            ) : null,
        }))}
      />
    </Flex>
  );
}

function TableFacts({ data }: { data: IcebergTable }) {
  const t = useIcebergT();
  const none = t('common.none');
  return (
    <SectionCard title={t('iceberg.table.facts', { name: data.name })}>
      <Descriptions column={{ xs: 1, md: 2 }} size="small">
        <Descriptions.Item label={t('iceberg.fact.path')} span="filled">
          {data.path ? (
            <Typography.Text code style={{ wordBreak: 'break-all' }}>
              {data.path}
            </Typography.Text>
          ) : (
            none
          )}
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
