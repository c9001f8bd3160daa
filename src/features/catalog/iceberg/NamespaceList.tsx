import { useMemo } from 'react';
import { Link } from 'react-router';
import { Flex, Typography } from 'antd';
import type { IcebergNamespace } from '../../../api/lake/icebergSchemas';
import { lakeQueries } from '../../../api/lake/queries';
import type { DataTableColumn } from '../../../components/DataTable';
import { SectionCard } from '../../../components/SectionCard';
import { useCursorPagedQuery } from '../../../lib/usePager';
import { PagedTable } from '../components/PagedTable';
import { PatternSearch } from '../components/PatternSearch';
import { PrincipalName } from '../components/PrincipalName';
import { MsTime } from '../databases/components/MsTime';
import { useListParams } from '../databases/hooks/useListParams';
import { useCatalogT } from '../i18n';
import { NAMESPACE_LIST_PARAMS } from './listParams';
import { icebergPaths } from './paths';
import './messages';

interface Props {
  catalog: string;
  catalogId: string;
}

function useColumns(catalog: string): DataTableColumn<IcebergNamespace>[] {
  const t = useCatalogT();
  return useMemo(
    () => [
      {
        id: 'name',
        header: t('iceberg.col.name'),
        meta: { rowHeader: true, minWidth: 160 },
        cell: ({ row }) => (
          <Link to={icebergPaths.namespace(catalog, row.original.name)}>{row.original.name}</Link>
        ),
      },
      {
        id: 'location',
        header: t('iceberg.col.location'),
        meta: { minWidth: 240 },
        cell: ({ row }) =>
          row.original.location ? (
            <Typography.Text type="secondary" style={{ wordBreak: 'break-all' }}>
              {row.original.location}
            </Typography.Text>
          ) : (
            t('common.none')
          ),
      },
      {
        id: 'options',
        header: t('iceberg.col.options'),
        cell: ({ row }) =>
          t('iceberg.optionCount', { count: Object.keys(row.original.options).length }),
      },
      {
        id: 'owner',
        header: t('iceberg.col.owner'),
        cell: ({ row }) => <PrincipalName value={row.original.owner} empty={t('common.none')} />,
      },
      {
        id: 'created',
        header: t('iceberg.col.created'),
        cell: ({ row }) => <MsTime value={row.original.createdAt} compact />,
      },
      {
        id: 'updated',
        header: t('iceberg.col.updated'),
        cell: ({ row }) => <MsTime value={row.original.updatedAt} compact />,
      },
    ],
    [t, catalog],
  );
}

/** An ICEBERG catalog's namespaces, searched (`%` patterns) and paged by the service. */
export function NamespaceList({ catalog, catalogId }: Props) {
  const t = useCatalogT();
  const list = useListParams(NAMESPACE_LIST_PARAMS);
  const columns = useColumns(catalog);
  const { query, pager } = useCursorPagedQuery({
    view: [catalogId, list.pattern, list.size],
    page: (cursor) =>
      lakeQueries.icebergNamespaces(catalogId, {
        maxResults: list.size,
        pageToken: cursor,
        pattern: list.pattern,
      }),
    nextCursor: (data) => data.nextPageToken ?? null,
  });
  return (
    <SectionCard title={t('iceberg.namespaces.title')}>
      <Flex gap={12} wrap align="flex-start" style={{ marginBottom: 16 }}>
        <PatternSearch
          label={t('iceberg.namespaces.search')}
          placeholder={t('iceberg.namespaces.placeholder')}
          help={t('iceberg.patternHelp')}
          value={list.text}
          onChange={list.setText}
        />
      </Flex>
      <PagedTable<IcebergNamespace>
        query={query}
        pager={pager}
        pageSize={list.size}
        onPageSize={list.setSize}
        label={t('iceberg.namespaces.title')}
        columns={columns}
        rows={query.data?.namespaceDetails ?? []}
        getRowId={(namespace) => namespace.name}
        errorTitle={t('iceberg.namespaces.loadFailed')}
        empty={
          list.pattern
            ? t('iceberg.namespaces.emptyFiltered', { pattern: list.pattern })
            : t('iceberg.namespaces.empty')
        }
      />
    </SectionCard>
  );
}
