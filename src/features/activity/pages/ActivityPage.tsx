import { Alert, Flex, Typography } from 'antd';
import { activityQueries } from '../../../api/activity/queries';
import type { ActivityRecord } from '../../../api/activity/schemas';
import { isApiError } from '../../../api/errors';
import { DataTable } from '../../../components/DataTable';
import { ErrorState } from '../../../components/ErrorState';
import { PageHeader } from '../../../components/PageHeader';
import { PagerControls } from '../../../components/PagerControls';
import { useCursorPagedQuery } from '../../../lib/usePager';
import { useSession } from '../../../lib/useSession';
import { ActivityFilters } from '../components/ActivityFilters';
import { useActivityColumns } from '../components/activityColumns';
import { ExportLinks } from '../components/ExportLinks';
import { useActivityParams } from '../hooks/useActivityParams';
import { useCatalogNames } from '../hooks/useCatalogNames';
import { useActivityI18n } from '../i18n';
import { ACTIVITY_PAGE_SIZES, filterOf, isFiltered } from '../model/filters';

const NO_RECORDS: readonly ActivityRecord[] = [];

/**
 * `/activity`: the gateway's audit records, newest first, paged by the server's cursor. An admin
 * sees everyone's and may filter by person; anyone else sees their own ("My activity").
 */
export function ActivityPage() {
  const { t } = useActivityI18n();
  const [params, update] = useActivityParams();
  const session = useSession();
  // Until a page says which, the session's role decides; the answer's scope is the truth.
  const pageSize = params.size;
  const guessAll = session === undefined || session.role === 'admin';
  const filterAll = filterOf(params, true);
  const filterOwn = filterOf(params, false);
  const { query, pager } = useCursorPagedQuery({
    view: [guessAll ? filterAll : filterOwn, pageSize],
    page: (cursor) => activityQueries.page(guessAll ? filterAll : filterOwn, cursor, pageSize),
    nextCursor: (data) => data.nextCursor,
  });
  const scope = query.data?.scope ?? (guessAll ? 'all' : 'own');
  const records = query.data?.records ?? NO_RECORDS;
  const catalogName = useCatalogNames(records);
  const columns = useActivityColumns(catalogName);
  const filter = scope === 'all' ? filterAll : filterOwn;
  const noGateway = query.isError && isApiError(query.error) && query.error.status === 404;

  return (
    <>
      <PageHeader
        title={scope === 'own' ? t('activity.titleOwn') : t('activity.title')}
        subtitle={scope === 'own' ? t('activity.subtitleOwn') : t('activity.subtitle')}
        actions={noGateway ? undefined : <ExportLinks filter={filter} />}
      />
      {noGateway ? (
        <Alert type="info" showIcon role="status" title={t('activity.noGateway')} />
      ) : (
        <>
          <ActivityFilters params={params} update={update} byPerson={scope === 'all'} />
          <Flex justify="space-between" align="center" style={{ margin: '12px 0 8px' }}>
            <Typography.Text type="secondary" role="status">
              {query.data
                ? t('activity.count', {
                    count: query.data.total,
                  })
                : '\u00a0'}
            </Typography.Text>
          </Flex>
          {query.isError && query.data === undefined ? (
            <ErrorState
              error={query.error}
              title={t('activity.loadFailed')}
              onRetry={() => void query.refetch()}
              retrying={query.isFetching}
            />
          ) : (
            <>
              {query.isError && (
                <ErrorState
                  error={query.error}
                  title={t('activity.loadFailed')}
                  onRetry={() => void query.refetch()}
                  retrying={query.isFetching}
                />
              )}
              <DataTable<ActivityRecord>
                label={t('activity.table')}
                size="middle"
                columns={columns}
                data={records}
                getRowId={(record) => record.id}
                loading={query.isPending}
                busy={pager.busy}
                empty={isFiltered(params) ? t('activity.emptyFiltered') : t('activity.empty')}
              />
              {!query.isPending && (
                <PagerControls
                  pager={pager}
                  pageSize={pageSize}
                  onPageSize={(size) => update({ size })}
                  rows={records.length}
                  pageSizes={ACTIVITY_PAGE_SIZES}
                />
              )}
            </>
          )}
        </>
      )}
    </>
  );
}
