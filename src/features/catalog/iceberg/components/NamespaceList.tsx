import { useMemo } from 'react';
import { Link } from 'react-router';
import { Typography } from 'antd';
import type { IcebergNamespace } from '../../../../api/lake/icebergSchemas';
import { lakeIcebergQueries } from '../../../../api/lake/icebergQueries';
import type { ListParams } from '../../../../api/lake/params';
import type { DataTableColumn } from '../../../../components/DataTable';
import { SearchablePagedList } from '../../../lake-common/components/SearchablePagedList';
import { useIcebergT } from '../i18n';
import { NAMESPACE_LIST_PARAMS } from '../model/listParams';
import { icebergPaths } from '../model/paths';
import { auditColumns } from '../../../lake-common/components/auditColumns';
import { useCreateDatabase } from '../../databases/components/CreateDatabase';

interface Props {
  catalog: string;
  catalogId: string;
}

function useColumns(catalog: string): DataTableColumn<IcebergNamespace>[] {
  const t = useIcebergT();
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
      ...auditColumns<IcebergNamespace>(
        {
          owner: t('iceberg.col.owner'),
          created: t('iceberg.col.created'),
          updated: t('iceberg.col.updated'),
        },
        t('common.none'),
      ),
    ],
    [t, catalog],
  );
}

/**
 * An ICEBERG catalog's namespaces, searched (`%` patterns) and paged by the service. They are the
 * catalog's databases to the lake, so a namespace is created by the databases' create flow.
 */
export function NamespaceList({ catalog, catalogId }: Props) {
  const t = useIcebergT();
  const columns = useColumns(catalog);
  const create = useCreateDatabase({
    catalogId,
    kind: 'namespace',
    openPath: (name) => icebergPaths.namespace(catalog, name),
  });
  return (
    <>
      <SearchablePagedList
        params={NAMESPACE_LIST_PARAMS}
        scope={[catalogId]}
        page={(list: ListParams) => lakeIcebergQueries.icebergNamespaces(catalogId, list)}
        rows={namespaceRows}
        title={t('iceberg.namespaces.title')}
        extra={create.button}
        intro={create.notice}
        search={{
          label: t('iceberg.namespaces.search'),
          placeholder: t('iceberg.namespaces.placeholder'),
          help: t('iceberg.patternHelp'),
        }}
        empty={t('iceberg.namespaces.empty')}
        emptyFiltered={(pattern) => t('iceberg.namespaces.emptyFiltered', { pattern })}
        table={{
          columns,
          getRowId: (namespace) => namespace.name,
          errorTitle: t('iceberg.namespaces.loadFailed'),
        }}
      />
      {create.dialog}
    </>
  );
}

const namespaceRows = (data: { namespaceDetails: IcebergNamespace[] }) => data.namespaceDetails;
