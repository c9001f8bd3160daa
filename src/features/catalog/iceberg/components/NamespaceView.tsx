import { useMemo } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Flex, Skeleton, Typography } from 'antd';
import type { IcebergNamespace, IcebergTable } from '../../../../api/lake/icebergSchemas';
import { lakeIcebergQueries } from '../../../../api/lake/icebergQueries';
import type { ListParams } from '../../../../api/lake/params';
import type { DataTableColumn } from '../../../../components/DataTable';
import { ErrorState } from '../../../../components/ErrorState';
import { SectionCard } from '../../../../components/SectionCard';
import { PrincipalName } from '../../../lake-common/components/PrincipalName';
import { SearchablePagedList } from '../../../lake-common/components/SearchablePagedList';
import { MsTime } from '../../../lake-common/components/MsTime';
import { useIcebergT } from '../i18n';
import { KeyValueTable } from './KeyValueTable';
import { ICEBERG_TABLE_LIST_PARAMS } from '../model/listParams';
import { icebergPaths } from '../model/paths';
import { Trail } from './Trail';
import { auditColumns } from '../../../lake-common/components/auditColumns';
import { catalogPaths } from '../../../lake-common/hooks/useCatalogRoute';

interface Props {
  catalog: string;
  catalogId: string;
  namespace: string;
}

/**
 * One namespace: its details and options, then its tables. The spec shows no GetIcebergNamespace,
 * so the details are the namespace's row of ListIcebergNamespaceDetails, asked for by its name.
 */
export function NamespaceView({ catalog, catalogId, namespace }: Props) {
  const t = useIcebergT();
  const detailQuery = useQuery({
    ...lakeIcebergQueries.icebergNamespaces(catalogId, { pattern: namespace }),
    select: (data) => data.namespaceDetails.find((n) => n.name === namespace) ?? null,
  });
  const details = detailQuery.data;
  return (
    <>
      <Trail catalog={catalog} namespace={namespace} />
      <Flex vertical gap={16}>
        {detailQuery.isError ? (
          <ErrorState
            error={detailQuery.error}
            title={t('iceberg.namespaces.loadFailed')}
            onRetry={() => void detailQuery.refetch()}
            retrying={detailQuery.isFetching}
          />
        ) : details === undefined ? (
          <Skeleton active paragraph={{ rows: 4 }} />
        ) : details === null ? (
          <SectionCard title={t('iceberg.namespace.details', { name: namespace })}>
            <p role="alert">{t('iceberg.namespace.notFound', { name: namespace })}</p>
            <Link to={icebergPaths.namespaces(catalog)}>{t('iceberg.namespaces.title')}</Link>
          </SectionCard>
        ) : (
          <>
            <NamespaceFacts catalog={catalog} namespace={details} />
            <SectionCard title={t('iceberg.namespace.options')}>
              <KeyValueTable
                label={t('iceberg.namespace.options')}
                entries={details.options}
                empty={t('iceberg.namespace.noOptions')}
              />
            </SectionCard>
            <TableList catalog={catalog} catalogId={catalogId} namespace={namespace} />
          </>
        )}
      </Flex>
    </>
  );
}

function NamespaceFacts({ catalog, namespace }: { catalog: string; namespace: IcebergNamespace }) {
  const t = useIcebergT();
  const none = t('common.none');
  return (
    <SectionCard
      title={t('iceberg.namespace.details', { name: namespace.name })}
      // The lake keeps an ICEBERG catalog's namespaces as its databases: that page has what
      // the Iceberg reads do not (storage, functions, views, who may do what).
      extra={
        <Link to={catalogPaths.database(catalog, namespace.name)}>
          {t('iceberg.namespace.asDatabase')}
        </Link>
      }
    >
      <Descriptions column={{ xs: 1, md: 2 }} size="small">
        <Descriptions.Item label={t('iceberg.fact.location')} span="filled">
          {namespace.location ? (
            <Typography.Text code style={{ wordBreak: 'break-all' }}>
              {namespace.location}
            </Typography.Text>
          ) : (
            none
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('iceberg.fact.id')}>
          {namespace.id ? <Typography.Text code>{namespace.id}</Typography.Text> : none}
        </Descriptions.Item>
        <Descriptions.Item label={t('iceberg.fact.owner')}>
          <PrincipalName value={namespace.owner} empty={none} />
        </Descriptions.Item>
        <Descriptions.Item label={t('iceberg.fact.createdBy')}>
          <PrincipalName value={namespace.createdBy} empty={none} />
        </Descriptions.Item>
        <Descriptions.Item label={t('iceberg.fact.created')}>
          <MsTime value={namespace.createdAt} />
        </Descriptions.Item>
        <Descriptions.Item label={t('iceberg.fact.updatedBy')}>
          <PrincipalName value={namespace.updatedBy} empty={none} />
        </Descriptions.Item>
        <Descriptions.Item label={t('iceberg.fact.updated')}>
          <MsTime value={namespace.updatedAt} />
        </Descriptions.Item>
      </Descriptions>
    </SectionCard>
  );
}

function useTableColumns(catalog: string, namespace: string): DataTableColumn<IcebergTable>[] {
  const t = useIcebergT();
  return useMemo(
    () => [
      {
        id: 'name',
        header: t('iceberg.col.name'),
        meta: { rowHeader: true, minWidth: 160 },
        cell: ({ row }) => (
          <Link to={icebergPaths.table(catalog, namespace, row.original.name)}>
            {row.original.name}
          </Link>
        ),
      },
      {
        id: 'columns',
        header: t('iceberg.tables.col.columns'),
        meta: { align: 'right' },
        cell: ({ row }) => row.original.icebergTableMetadata?.fields.length ?? t('common.none'),
      },
      {
        id: 'snapshot',
        header: t('iceberg.tables.col.snapshot'),
        cell: ({ row }) => {
          const current = row.original.icebergTableMetadata?.currentSnapshot;
          return current ? (
            <MsTime value={current.timestampMillis} compact />
          ) : (
            t('iceberg.tables.noSnapshot')
          );
        },
      },
      ...auditColumns<IcebergTable>(
        { owner: t('iceberg.col.owner'), created: t('iceberg.col.created') },
        t('common.none'),
      ),
    ],
    [t, catalog, namespace],
  );
}

function TableList({ catalog, catalogId, namespace }: Props) {
  const t = useIcebergT();
  const columns = useTableColumns(catalog, namespace);
  return (
    <SearchablePagedList
      params={ICEBERG_TABLE_LIST_PARAMS}
      scope={[catalogId, namespace]}
      page={(list: ListParams) => lakeIcebergQueries.icebergTables(catalogId, namespace, list)}
      rows={tableRows}
      title={t('iceberg.tables.title')}
      search={{
        label: t('iceberg.tables.search'),
        placeholder: t('iceberg.tables.placeholder'),
        help: t('iceberg.patternHelp'),
      }}
      empty={t('iceberg.tables.empty')}
      emptyFiltered={(pattern) => t('iceberg.tables.emptyFiltered', { pattern })}
      table={{
        columns,
        getRowId: (table) => table.name,
        errorTitle: t('iceberg.tables.loadFailed'),
      }}
    />
  );
}

const tableRows = (data: { tableDetails: IcebergTable[] }) => data.tableDetails;
