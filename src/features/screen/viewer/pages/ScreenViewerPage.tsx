import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { useIsFetching } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { isApiError } from '../../../../api/errors';
import { screenKeys } from '../../../../api/screen/keys';
import { ButtonLink } from '../../../../components/ButtonLink';
import { ErrorState } from '../../../../components/ErrorState';
import { ResultState } from '../../../../components/ResultState';
import { paramCodecs, useSearchParamsState } from '../../../../lib/useSearchParamState';
import type { DrillRequest } from '../../drill/model/types';
import { useScreenLayout } from '../../hooks/useScreenLayout';
import {
  DEFAULT_REFRESH_SECONDS,
  REFRESH_CHOICES,
  useScreenRefresh,
} from '../../hooks/useScreenRefresh';
import { useScreenT } from '../../i18n';
import type { LayoutTile } from '../../layout/model/codec';
import {
  RefreshTickContext,
  ScreenRenderContext,
  type ScreenRender,
  type ScreenTheme,
} from '../../model/screenContext';
import { themeClassName } from '../../widgets/model/theme';
import { LayoutProblems } from '../components/LayoutProblems';
import { CONSOLE_ROW_HEIGHT } from '../../layout/model/grid';
import { ScreenGrid } from '../components/ScreenGrid';
import { ScreenHeader } from '../components/ScreenHeader';
import styles from './ScreenViewerPage.module.css';

// The drawers (antd tables, forms) load on the first drill-down, not with the screen.
const DrillDrawers = lazy(async () => ({
  default: (await import('../../drill/components/DrillDrawers')).DrillDrawers,
}));

const THEMES = ['light', 'dark'] as const;
const CODECS = {
  refresh: paramCodecs.integer(DEFAULT_REFRESH_SECONDS, (value) =>
    (REFRESH_CHOICES as readonly number[]).includes(value) ? value : DEFAULT_REFRESH_SECONDS,
  ),
  theme: paramCodecs.oneOf(THEMES, 'light'),
};

function ScreenLoading() {
  const t = useScreenT();
  return (
    <div role="status" aria-label={t('screen.loading')}>
      <Skeleton active paragraph={{ rows: 1 }} />
      <div className={styles.loadingGrid}>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton.Node key={i} active className={styles.loadingTile} />
        ))}
      </div>
    </div>
  );
}

/** `/screen` (the default screen) and `/screen/:id`: a screen's tiles, live, in the console. */
export function ScreenViewerPage() {
  const t = useScreenT();
  const { id } = useParams();
  const [params, update] = useSearchParamsState(CODECS);
  const { setting, dataMap, layout, catalog } = useScreenLayout(id);
  const { lastRefreshAt, refreshNow, tick } = useScreenRefresh(params.refresh);
  const refreshing = useIsFetching({ queryKey: screenKeys.all }) > 0;
  const [drill, setDrill] = useState<DrillRequest | null>(null);

  const render = useMemo<ScreenRender>(
    () => ({ theme: params.theme, onDrill: setDrill }),
    [params.theme],
  );
  const titleOf = useCallback(
    (tile: LayoutTile) =>
      tile.componentId === null ? undefined : catalog?.get(tile.componentId)?.title,
    [catalog],
  );
  const title = setting.data?.Title;
  useEffect(() => {
    if (title) document.title = `${title} · ${t('screen.pageTitle')}`;
  }, [title, t]);

  if (setting.isError && !setting.data) {
    const notFound = isApiError(setting.error) && setting.error.status === 404;
    if (notFound) {
      return (
        <ResultState
          code="404"
          title={t('screen.notFound', { id: id ?? '' })}
          actions={<ButtonLink to="/screen">{t('screen.backToDefault')}</ButtonLink>}
        />
      );
    }
    return <ErrorState error={setting.error} onRetry={() => void setting.refetch()} />;
  }
  if (dataMap.isError && !dataMap.data) {
    return <ErrorState error={dataMap.error} onRetry={() => void dataMap.refetch()} />;
  }
  if (!setting.data || !layout) return <ScreenLoading />;

  return (
    <ScreenRenderContext value={render}>
      <div className={`${styles.page} ${themeClassName(params.theme)}`}>
        <ScreenHeader
          setting={setting.data}
          refreshSeconds={params.refresh}
          onRefreshSeconds={(refresh) => update({ refresh })}
          onRefreshNow={() => void refreshNow()}
          refreshing={refreshing}
          lastRefreshAt={lastRefreshAt}
          theme={params.theme}
          onTheme={(theme: ScreenTheme) => update({ theme })}
        />
        <LayoutProblems problems={layout.problems} />
        {layout.tiles.length === 0 ? (
          <p className={styles.empty}>{t('screen.empty')}</p>
        ) : (
          <RefreshTickContext value={tick}>
            <ScreenGrid tiles={layout.tiles} titleOf={titleOf} rowHeight={CONSOLE_ROW_HEIGHT} />
          </RefreshTickContext>
        )}
        {drill && (
          <Suspense fallback={null}>
            <DrillDrawers request={drill} onClose={() => setDrill(null)} />
          </Suspense>
        )}
      </div>
    </ScreenRenderContext>
  );
}
