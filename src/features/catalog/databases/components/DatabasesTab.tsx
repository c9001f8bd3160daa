import { lazy, Suspense, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { lakeQueries } from '../../../../api/lake/queries';
import type { ListParams } from '../../../../api/lake/params';
import type { Database } from '../../../../api/lake/schemas';
import type { DataTableColumn } from '../../../../components/DataTable';
import { useToast } from '../../../../components/toast';
import { formatNumber } from '../../../../lib/format';
import { catalogPaths } from '../../../lake-common/hooks/useCatalogRoute';
import { useDatabasesI18n } from '../i18n';
import { SearchablePagedList } from '../../../lake-common/components/SearchablePagedList';
import { DATABASE_LIST_PARAMS } from '../../../lake-common/hooks/useListParams';
import { auditColumns } from '../../../lake-common/components/auditColumns';
import { useLakeAllowed } from '../../../lake-common/hooks/useLakeAllowed';

export interface DatabasesTabProps {
  catalogName: string;
  catalogId: string;
}

function useColumns(catalogName: string): DataTableColumn<Database>[] {
  const { t, locale } = useDatabasesI18n();
  return useMemo(
    () => [
      {
        id: 'name',
        header: t('databases.col.name'),
        meta: { rowHeader: true, minWidth: 180 },
        cell: ({ row }) => (
          <Link to={catalogPaths.database(catalogName, row.original.name)}>
            {row.original.name}
          </Link>
        ),
      },
      {
        id: 'location',
        header: t('databases.col.location'),
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
        id: 'tables',
        header: t('databases.col.tables'),
        meta: { align: 'right' },
        cell: ({ row }) =>
          row.original.tableCount === undefined
            ? t('common.none')
            : formatNumber(row.original.tableCount, locale),
      },
      ...auditColumns<Database>(
        {
          owner: t('databases.col.owner'),
          created: t('databases.col.created'),
          updated: t('databases.col.updated'),
        },
        t('common.none'),
      ),
    ],
    [t, locale, catalogName],
  );
}

/**
 * A catalog's databases, searched and paged by the service (the list can be long, so nothing is
 * filtered or sorted in the browser): rows arrive in the service's order, a page at a time.
 */
// The form loads when someone creates a database.
const CreateDatabaseModal = lazy(async () => ({
  default: (await import('./CreateDatabaseModal')).CreateDatabaseModal,
}));

export function DatabasesTab({ catalogName, catalogId }: DatabasesTabProps) {
  const { t } = useDatabasesI18n();
  const toast = useToast();
  const columns = useColumns(catalogName);
  const [creating, setCreating] = useState(false);
  // Mounted from the first open on, so the dialog can animate closed.
  const [askedCreate, setAskedCreate] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const mayCreate = useLakeAllowed('CreateDatabase');

  const actions = (
    <Button
      type="primary"
      icon={<PlusOutlined aria-hidden />}
      onClick={() => {
        setAskedCreate(true);
        setCreating(true);
      }}
      {...mayCreate.control}
    >
      {t('databases.create')}
    </Button>
  );
  const createdNotice = created !== null && (
    <Alert
      type="success"
      showIcon
      // The toast already announced it; this stays on screen for the link.
      role="note"
      closable={{ 'aria-label': t('databases.dismiss') }}
      onClose={() => setCreated(null)}
      style={{ marginBottom: 16 }}
      title={
        <span>
          {t('databases.created', { name: created })}{' '}
          {/* Underlined: colour alone does not set a link apart in a sentence (axe). */}
          <Link
            to={catalogPaths.database(catalogName, created)}
            style={{ textDecoration: 'underline' }}
          >
            {t('databases.open', { name: created })}
          </Link>
        </span>
      }
    />
  );

  return (
    <>
      <SearchablePagedList
        params={DATABASE_LIST_PARAMS}
        scope={[catalogId]}
        page={(list: ListParams) => lakeQueries.databases(catalogId, list)}
        rows={databaseRows}
        title={t('databases.title')}
        extra={actions}
        intro={createdNotice}
        search={{
          label: t('databases.search'),
          placeholder: t('databases.searchPlaceholder'),
          help: t('databases.patternHelp'),
        }}
        empty={t('databases.empty')}
        emptyFiltered={(pattern) => t('databases.emptyFiltered', { pattern })}
        table={{
          columns,
          getRowId: (database) => database.name,
          errorTitle: t('databases.loadFailed'),
        }}
      />
      {askedCreate && (
        <Suspense fallback={null}>
          <CreateDatabaseModal
            open={creating}
            catalogId={catalogId}
            onClose={() => setCreating(false)}
            onCreated={(name) => {
              setCreating(false);
              setCreated(name);
              toast.success(t('databases.created', { name }));
            }}
          />
        </Suspense>
      )}
    </>
  );
}

const databaseRows = (data: { databaseDetails: Database[] }) => data.databaseDetails;
