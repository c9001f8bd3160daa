import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Typography } from 'antd';
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { refreshCatalogList } from '../model/refreshCatalogList';
import { lakeQueries } from '../../../../api/lake/queries';
import { MAX_RESULTS_MAX } from '../../../../api/lake/limits';
import { DEFAULT_PAGE_SIZE } from '../../../../lib/pageSize';
import type { Catalog, ListCatalogsResponse } from '../../../../api/lake/schemas';
import { PageHeader } from '../../../../components/PageHeader';
import { Panel } from '../../../../components/SectionCard';
import { useToast } from '../../../../components/toast';
import { useCursorPagedQuery } from '../../../../lib/usePager';
import { paramCodecs, useSearchParamsState } from '../../../../lib/useSearchParamState';
import { RegionBanner } from '../../../lake-common/components/RegionBanner';
import { currentRegion, useRegionStatus } from '../../../lake-common/model/regionStatus';
import { featureI18n } from '../../../../i18n/featureI18n';
import { messages as catalogMessages } from '../../../lake-common/messages';
import { messages } from '../messages';
import { CreatedCatalogNotice } from '../components/CreatedCatalogNotice';
import { pollWhileTransient } from '../model/catalogStatus';
import { namePattern } from '../../../../api/lake/params';
import { PagedTable } from '../../../lake-common/components/PagedTable';
import { PatternSearch } from '../../../lake-common/components/PatternSearch';
import { prepayByCatalog } from '../model/prepay';
import { useCatalogColumns } from '../hooks/useCatalogColumns';
import { SHARING_UNKNOWN, type CatalogSharing } from '../model/catalogSharing';

const CatalogSharingReader = lazy(() => import('../components/CatalogSharingReader'));
import { useLakeAllowed } from '../../../lake-common/hooks/useLakeAllowed';

/** The page's words: the catalogs area's and the console's (breadcrumb). */
const useCatalogListPageI18n = featureI18n(messages, catalogMessages);

const CODECS = {
  q: paramCodecs.text(),
  size: paramCodecs.integer(DEFAULT_PAGE_SIZE, (value) =>
    Math.min(MAX_RESULTS_MAX, Math.max(1, Math.trunc(value))),
  ),
};

/** "Region: China (Hangzhou) (cn-hangzhou)" from DescribeRegions; a blank line until it answers. */
function RegionName() {
  const t = useCatalogListPageI18n().t;
  const regions = useQuery(lakeQueries.regions());
  const region = currentRegion(regions.data);
  // Its line is kept while the regions load: the line arriving later pushed the catalog list
  // down 22 px (layout shift, docs/design.md §6).
  if (regions.isPending) return <Typography.Text aria-hidden="true">{'\u00a0'}</Typography.Text>;
  if (!region) return null;
  const shown = region.showName && region.showName !== region.name ? region.showName : null;
  return (
    <Typography.Text type="secondary">
      {t('catalogs.list.region', {
        region: shown ? `${shown} (${region.name})` : region.name,
      })}
    </Typography.Text>
  );
}

/** `/catalogs`: the region's catalogs, searched and paged by the service. */
// The form (antd Form, Radio, Switch) loads when someone creates a catalog.
const CreateCatalogModal = lazy(async () => ({
  default: (await import('../components/CreateCatalogModal')).CreateCatalogModal,
}));

export function CatalogListPage() {
  const t = useCatalogListPageI18n().t;
  const toast = useToast();
  const queryClient = useQueryClient();
  const createReasonId = useId();
  const [{ q: search, size: pageSize }, update] = useSearchParamsState(CODECS);
  const pattern = namePattern(search);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<string | null>(null);

  const regionStatus = useRegionStatus();
  const regionBlocked = regionStatus.data !== undefined && regionStatus.data.status !== 'READY';
  const mayCreate = useLakeAllowed('CreateCatalog');

  const { query, pager } = useCursorPagedQuery({
    view: [pattern, pageSize],
    page: (cursor) => ({
      ...lakeQueries.catalogs({ maxResults: pageSize, pageToken: cursor, pattern }),
      // A catalog being created or dropped changes by itself: follow it until it settles.
      refetchInterval: (q: { state: { data: ListCatalogsResponse | undefined } }) =>
        pollWhileTransient(q.state.data?.catalogs.map((catalog) => catalog.status) ?? []),
    }),
    nextCursor: (data) => data.nextPageToken ?? null,
  });

  const data = query.data;
  const prepay = useMemo(() => prepayByCatalog(data?.prepayResource ?? []), [data]);
  const [sharing, setSharing] = useState<CatalogSharing>(SHARING_UNKNOWN);
  const columns = useCatalogColumns(prepay, sharing);
  const rows: readonly Catalog[] = data?.catalogs ?? [];

  const onCreated = (name: string) => {
    setCreating(false);
    setCreated(name);
    toast.info(t('catalogs.create.accepted', { name }));
    void refreshCatalogList(queryClient);
  };

  return (
    <>
      <Suspense fallback={null}>
        <CatalogSharingReader onSharing={setSharing} />
      </Suspense>
      <PageHeader
        title={t('catalog.catalogs')}
        subtitle={<RegionName />}
        actions={
          <Flex gap={8} align="center" wrap>
            <Button
              icon={<ReloadOutlined aria-hidden />}
              onClick={() => void query.refetch()}
              loading={query.isFetching && !query.isPending}
            >
              {t('catalogs.list.refresh')}
            </Button>
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => setCreating(true)}
              disabled={regionBlocked || !mayCreate.allowed}
              title={mayCreate.reason}
              aria-describedby={regionBlocked ? createReasonId : undefined}
            >
              {t('catalogs.create.open')}
            </Button>
          </Flex>
        }
      />
      {regionBlocked && (
        <Typography.Paragraph id={createReasonId} type="secondary">
          {t('catalogs.create.blocked')}
        </Typography.Paragraph>
      )}
      <RegionBanner />
      {created && <CreatedCatalogNotice name={created} onClose={() => setCreated(null)} />}
      <Panel>
        <div style={{ marginBottom: 16 }}>
          <PatternSearch
            label={t('catalogs.list.search')}
            placeholder={t('catalogs.list.searchPlaceholder')}
            help={t('catalogs.list.searchHelp')}
            value={search}
            onChange={(text) => update({ q: text })}
          />
        </div>
        <PagedTable<Catalog>
          query={query}
          pager={pager}
          pageSize={pageSize}
          onPageSize={(size) => update({ size })}
          label={t('catalog.catalogs')}
          columns={columns}
          rows={rows}
          getRowId={(catalog) => catalog.id}
          empty={pattern ? t('catalogs.list.emptyFiltered', { pattern }) : t('catalogs.list.empty')}
          errorTitle={t('catalogs.list.loadFailed')}
          refreshErrorTitle={t('catalogs.list.refreshFailed')}
        />
      </Panel>
      {creating && (
        <Suspense fallback={null}>
          <CreateCatalogModal onCancel={() => setCreating(false)} onCreated={onCreated} />
        </Suspense>
      )}
    </>
  );
}
