import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { isApiError } from '../../../../api/errors';
import { screenQueries } from '../../../../api/screen/queries';
import type { ScreenSetting } from '../../../../api/screen/schemas';
import { ButtonLink } from '../../../../components/ButtonLink';
import { ErrorState } from '../../../../components/ErrorState';
import { ResultState } from '../../../../components/ResultState';
import { screenIdParam } from '../../hooks/useScreenLayout';
import { catalogFromDataMap } from '../../layout/model/codec';
import { useEditorPageT } from '../pageI18n';
import { EDITOR_SETTING_FRESH_MS } from '../../viewer/model/startScreenLoad';

/**
 * The editor itself (grid, palette, panels, dialogs and their antd parts) is its own chunk,
 * requested as the page mounts, so it downloads while the screen and the catalogue load.
 */
const loadEditor = () => import('./ScreenEditor');
const ScreenEditor = lazy(async () => ({ default: (await loadEditor()).ScreenEditor }));

function EditorLoading() {
  const t = useEditorPageT();
  return (
    <div role="status" aria-label={t('editorPage.loading')}>
      <Skeleton active paragraph={{ rows: 6 }} />
    </div>
  );
}

/**
 * `/screen/:id/edit` and `/screen/-/new`. An existing screen is read fresh from the service (the
 * route's own request, or a new one), never from a cache up to a minute old: what the editor
 * starts from is the base a later save is checked against for someone else's changes.
 */
export function ScreenEditorPage() {
  const t = useEditorPageT();
  const params = useParams();
  useEffect(() => {
    void loadEditor();
  }, []);
  const creating = params.id === undefined;
  const requested = screenIdParam(params.id);
  const setting = useQuery({
    ...screenQueries.setting(requested),
    enabled: !creating,
    staleTime: EDITOR_SETTING_FRESH_MS,
  });
  const dataMap = useQuery(screenQueries.dataMap());
  const catalog = useMemo(
    () => (dataMap.data ? catalogFromDataMap(dataMap.data) : undefined),
    [dataMap.data],
  );
  // Once editing has begun, the session stays whatever the queries do next (a refetch after a
  // save that fails must not replace the editor, and its edits, by an error page).
  const route = params.id ?? 'new';
  const [started, setStarted] = useState<{ route: string; setting: ScreenSetting | null } | null>(
    null,
  );
  // A fresh base: read since this page mounted, or by the route's own request a moment before (a
  // setting older than the query's staleTime is read again, and the editor waits for it).
  const fresh = setting.isFetchedAfterMount || !setting.isStale;
  const ready =
    catalog !== undefined &&
    (creating || (fresh && !setting.isError && setting.data !== undefined));
  let session = started?.route === route ? started : null;
  if (!session && ready) {
    session = { route, setting: creating ? null : (setting.data ?? null) };
    setStarted(session);
  }

  if (session && catalog && dataMap.data) {
    // A new session per screen: undo history, selection and drafts never carry over.
    const id = session.setting?.ScreenId;
    return (
      <Suspense fallback={<EditorLoading />}>
        <ScreenEditor
          key={session.route}
          id={id}
          setting={session.setting}
          catalog={catalog}
          dataMap={dataMap.data}
        />
      </Suspense>
    );
  }
  if (!creating && !setting.isFetchedAfterMount) {
    return <EditorLoading />;
  }
  if (!creating && setting.isError) {
    if (isApiError(setting.error) && setting.error.status === 404) {
      return (
        <ResultState
          code="404"
          title={t('editorPage.notFound', { id: params.id ?? '' })}
          actions={<ButtonLink to="/screen">{t('editorPage.backToDefault')}</ButtonLink>}
        />
      );
    }
    return <ErrorState error={setting.error} onRetry={() => void setting.refetch()} />;
  }
  if (dataMap.isError && !dataMap.data) {
    return <ErrorState error={dataMap.error} onRetry={() => void dataMap.refetch()} />;
  }
  return <EditorLoading />;
}
