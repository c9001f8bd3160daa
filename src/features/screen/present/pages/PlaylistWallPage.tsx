import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { isApiError } from '../../../../api/errors';
import { parsePlaylistSearch, type PlaylistEntry } from '../../../../api/playlists/model';
import { playlistQueries } from '../../../../api/playlists/queries';
import { screenQueries } from '../../../../api/screen/queries';
import { createPath } from '../../../../lib/createPath';
import { sessionStore } from '../../../../lib/storage';
import { useOnline } from '../../../../lib/useOnline';
import { useSearchParamsState } from '../../../../lib/useSearchParamState';
import { useSession } from '../../../../lib/useSession';
import { useScreenLayout } from '../../hooks/useScreenLayout';
import { useScreenRefresh } from '../../hooks/useScreenRefresh';
import { useScreenI18n } from '../../i18n';
import { ScreenRenderContext } from '../../model/screenContext';
import { usePlaylistI18n } from '../../playlists/i18n';
import { playQuery, positionKey, positionLabel } from '../../playlists/model/sequence';
import { themeClassName } from '../../widgets/model/theme';
import { WallCanvas } from '../components/WallParts';
import { CannotLoad, WallButton, WallMessage } from '../components/WallMessage';
import { useIdlePointer } from '../hooks/useIdlePointer';
import { usePlaylistPlayer } from '../hooks/usePlaylistPlayer';
import type { CanvasFit } from '../hooks/useViewportScale';
import { CHROME_IDLE_MS, useWallStage, WALL_CODECS } from '../hooks/useWallStage';
import { prefetchScreen } from '../model/prefetchScreen';
import styles from './WallDisplay.module.css';

/** How long the screens cross-fade at a switch (none with reduced motion). */
const FADE_MS = 600;
/** A saved playlist is read again this often, so an edit reaches the walls playing it. */
const PLAYLIST_REREAD_MS = 5 * 60_000;
/** The titles of screens this tab has shown, to name one that was deleted since. */
const TITLES_KEY = 'parapet.playlist.titles.v1';
const titlesSchema = z.record(z.string(), z.string());

type Source =
  | { kind: 'ready'; entries: PlaylistEntry[]; key: string; exitTo: string }
  | { kind: 'message'; text: string }
  | { kind: 'loading' }
  | { kind: 'failed' };

/** The playlist to play: a saved one (`/screen/playlists/:playlist/present`) or a `?play=` link. */
function usePlaylistSource(): Source {
  const { t } = usePlaylistI18n();
  const { playlist } = useParams();
  const [search] = useSearchParams();
  const play = search.get('play');
  const saved = useSavedPlaylist(playlist);
  const linked = useMemo(() => parsePlaylistSearch(play), [play]);
  if (playlist === undefined) {
    if (!linked) return { kind: 'message', text: t('playlist.wall.badLink') };
    return {
      kind: 'ready',
      entries: linked,
      key: positionKey(`play:${play ?? ''}`),
      exitTo: `${createPath('/screen/playlists')}?${playQuery(play ?? '')}`,
    };
  }
  return saved;
}

/** A saved playlist, read again now and then; none asked for while `playlist` is undefined. */
function useSavedPlaylist(playlist: string | undefined): Source {
  const { t } = usePlaylistI18n();
  const list = useQuery({
    ...playlistQueries.list(),
    enabled: playlist !== undefined,
    refetchInterval: PLAYLIST_REREAD_MS,
  });
  if (playlist === undefined) return { kind: 'loading' };
  if (!list.data) {
    if (list.isError && isApiError(list.error) && list.error.status === 404) {
      return { kind: 'message', text: t('playlist.wall.noGateway') };
    }
    return list.isError ? { kind: 'failed' } : { kind: 'loading' };
  }
  const saved = list.data.playlists.find((item) => item.id === playlist);
  if (!saved) return { kind: 'message', text: t('playlist.wall.notFound', { id: playlist }) };
  return {
    kind: 'ready',
    entries: saved.entries,
    key: positionKey(saved.id),
    exitTo: `/screen/playlists/${encodeURIComponent(saved.id)}`,
  };
}

const reducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The layer leaving while the next one fades in over it, for `FADE_MS`; none with reduced motion.
 */
function useCrossFade(current: string | null): string | null {
  const [shown, setShown] = useState(current);
  const [leaving, setLeaving] = useState<string | null>(null);
  if (current !== shown) {
    setShown(current);
    setLeaving(shown !== null && current !== null && !reducedMotion() ? shown : null);
  }
  useEffect(() => {
    if (leaving === null) return undefined;
    const timer = setTimeout(() => setLeaving(null), FADE_MS);
    return () => clearTimeout(timer);
  }, [leaving]);
  return leaving;
}

interface LayerProps {
  screenId: string;
  tick: number;
  nextRefreshAt: number | null;
  fit: CanvasFit;
  /** Fading out under the next one: out of the accessibility tree and out of reach. */
  leaving: boolean;
  className?: string | undefined;
  status?: ReactNode;
  actions?: ReactNode;
  onTitle?: (screenId: string, title: string) => void;
}

/** One screen of the playlist, as the wall display shows one (its messages included). */
function PlaylistScreen({
  screenId,
  tick,
  nextRefreshAt,
  fit,
  leaving,
  className,
  status,
  actions,
  onTitle,
}: LayerProps) {
  const { t } = useScreenI18n();
  const { setting, dataMap, layout, catalog } = useScreenLayout(screenId);
  const title = setting.data?.Title;
  useEffect(() => {
    if (title) onTitle?.(screenId, title);
  }, [onTitle, screenId, title]);
  let body: ReactNode;
  if (setting.data && layout) {
    body = (
      <WallCanvas
        setting={setting.data}
        layout={layout}
        catalog={catalog}
        tick={tick}
        fit={fit}
        status={status}
        actions={actions}
      />
    );
  } else if (setting.isError && isApiError(setting.error) && setting.error.status === 404) {
    body = <WallMessage bare>{t('screen.notFound', { id: screenId })}</WallMessage>;
  } else if ((setting.isError && !setting.data) || (dataMap.isError && !dataMap.data)) {
    body = <CannotLoad nextRefreshAt={nextRefreshAt} bare />;
  } else {
    body = <WallMessage bare>{t('screen.loading')}</WallMessage>;
  }
  return (
    <div
      className={className ? `${styles.layer} ${className}` : styles.layer}
      aria-hidden={leaving || undefined}
      inert={leaving}
    >
      {body}
    </div>
  );
}

/**
 * `/screen/playlists/:playlist/present` and `/screen/play?play=…`: saved screens on the wall one
 * after another, each for its seconds, cross-fading at a switch. The wall display's canvas and
 * guarantees for each screen (calm failures, every tile, the refresh tick); the position and the
 * current screen's title in its header; Space pauses, ← and → change screen, Esc leaves.
 */
export function PlaylistWallPage() {
  const source = usePlaylistSource();
  useSession();
  if (source.kind === 'ready') {
    return <Player entries={source.entries} storageKey={source.key} exitTo={source.exitTo} />;
  }
  return <SourceMessage source={source} />;
}

/**
 * A device link's playlist (`/wall`): the saved one the link names, which is the one playlist the
 * gateway lists for it. Nothing to exit to: the display has no console behind it.
 */
export function DevicePlaylistWall({ playlistId }: { playlistId: string }) {
  const source = useSavedPlaylist(playlistId);
  if (source.kind === 'ready') return <Player entries={source.entries} storageKey={source.key} />;
  return <SourceMessage source={source} />;
}

function SourceMessage({ source }: { source: Exclude<Source, { kind: 'ready' }> }) {
  const { t } = usePlaylistI18n();
  const { nextRefreshAt } = useScreenRefresh(60);
  if (source.kind === 'failed') return <CannotLoad nextRefreshAt={nextRefreshAt} />;
  return (
    <WallMessage>
      {source.kind === 'message' ? source.text : t('playlist.wall.loading')}
    </WallMessage>
  );
}

function Player({
  entries,
  storageKey,
  exitTo,
}: {
  entries: PlaylistEntry[];
  storageKey: string;
  /** Where the exit button and Esc go; a device link's display has no exit. */
  exitTo?: string | undefined;
}) {
  const { t, locale } = usePlaylistI18n();
  const screenT = useScreenI18n().t;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParamsState(WALL_CODECS);
  const { tick, nextRefreshAt } = useScreenRefresh(params.refresh);
  const { fit, render } = useWallStage();
  const idle = useIdlePointer(CHROME_IDLE_MS);
  const online = useOnline();
  const titles = useQuery(screenQueries.titles());

  const [seen, setSeen] = useState<Record<string, string>>(
    () => sessionStore.getJson(TITLES_KEY, titlesSchema) ?? {},
  );
  const remember = useCallback((screenId: string, title: string) => {
    setSeen((current) =>
      current[screenId] === title ? current : { ...current, [screenId]: title },
    );
  }, []);
  // Every title this tab has read: a screen deleted since is still named by its last one.
  const [titlesRead, setTitlesRead] = useState(titles.data);
  if (titles.data !== titlesRead) {
    setTitlesRead(titles.data);
    const read = Object.fromEntries((titles.data ?? []).map((e) => [e.ScreenID, e.ScreenTitle]));
    setSeen((current) => ({ ...current, ...read }));
  }
  const known = seen;
  useEffect(() => {
    sessionStore.setJson(TITLES_KEY, known);
  }, [known]);

  const saved = useMemo(
    () => (titles.data ? new Set(titles.data.map((entry) => entry.ScreenID)) : null),
    [titles.data],
  );
  // Unknown while the saved screens cannot be read: every entry is tried, and says if missing.
  const isSaved = useCallback((screenId: string) => saved === null || saved.has(screenId), [saved]);
  const lang = locale === 'en' ? 'en' : 'zh';
  const prefetch = useCallback(
    (screenId: string) => void prefetchScreen(queryClient, screenId, lang),
    [queryClient, lang],
  );
  const player = usePlaylistPlayer({
    entries,
    storageKey,
    isSaved,
    ready: titles.isSuccess || titles.isError,
    prefetch,
  });
  const { next, previous, toggle } = player;
  const exit = useMemo(
    () => (exitTo === undefined ? undefined : () => void navigate(exitTo)),
    [navigate, exitTo],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as HTMLElement | null;
      // A focused button answers Space and Enter itself.
      const onControl = target?.closest?.('button, a, input, select, textarea') != null;
      if (event.key === 'Escape') exit?.();
      else if (event.key === ' ' && !onControl) {
        event.preventDefault();
        toggle();
      } else if (event.key === 'ArrowRight') next();
      else if (event.key === 'ArrowLeft') previous();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [exit, toggle, next, previous]);

  const state = player.state;
  const current = state ? entries[state.index] : undefined;
  const layerKey = state && current ? `${state.slot}|${current.screenId}` : null;
  const leaving = useCrossFade(layerKey);

  if (!state || !current) {
    return <WallMessage>{t('playlist.wall.loading')}</WallMessage>;
  }
  if (player.empty) return <WallMessage>{t('playlist.wall.allGone')}</WallMessage>;

  const nameOf = (screenId: string) => `‘${known[screenId] ?? `#${screenId}`}’`;
  const skippedNames = [
    ...new Set(state.skipped.flatMap((index) => entries[index]?.screenId ?? [])),
  ];
  const title = known[current.screenId] ?? `#${current.screenId}`;
  const status = (
    <>
      {!online && (
        <span className={styles.offline} role="status">
          {screenT('screen.wall.offline')}
        </span>
      )}
      {state.paused && <span className={styles.paused}>{t('playlist.wall.paused')}</span>}
      <span
        className={styles.position}
        role="status"
        aria-label={t('playlist.wall.position', {
          n: state.index + 1,
          count: entries.length,
          title,
        })}
      >
        {positionLabel(state.index, entries.length)}
      </span>
    </>
  );
  const actions = (
    <>
      <WallButton
        onClick={previous}
        aria-label={t('playlist.wall.previous')}
        title={t('playlist.wall.keys')}
      >
        ‹
      </WallButton>
      <WallButton onClick={toggle} aria-pressed={state.paused} title={t('playlist.wall.keys')}>
        {t('playlist.wall.pause')}
      </WallButton>
      <WallButton
        onClick={next}
        aria-label={t('playlist.wall.next')}
        title={t('playlist.wall.keys')}
      >
        ›
      </WallButton>
      {exit && (
        <WallButton onClick={exit} title={screenT('screen.wall.exitHint')}>
          {screenT('screen.wall.exit')}
        </WallButton>
      )}
    </>
  );
  // One keyed list: the screen that was shown keeps its tiles and charts while it fades out.
  const layers = leaving === null ? [layerKey] : [leaving, layerKey];
  return (
    <ScreenRenderContext value={render}>
      <main className={`${styles.stage} ${themeClassName('dark')}`} data-idle={idle || undefined}>
        {layers.map((key) => {
          const isLeaving = key === leaving && key !== layerKey;
          return (
            <PlaylistScreen
              key={key}
              screenId={key?.split('|')[1] ?? current.screenId}
              tick={tick}
              nextRefreshAt={nextRefreshAt}
              fit={fit}
              leaving={isLeaving}
              className={
                isLeaving ? styles.leaving : leaving !== null ? styles.entering : undefined
              }
              status={isLeaving ? undefined : status}
              actions={isLeaving ? undefined : actions}
              onTitle={remember}
            />
          );
        })}
        {skippedNames.length > 0 && (
          <p className={styles.notice} role="status">
            {t('playlist.wall.skipped', {
              count: skippedNames.length,
              names: skippedNames.map(nameOf).join(locale === 'en' ? ', ' : '、'),
            })}
          </p>
        )}
      </main>
    </ScreenRenderContext>
  );
}
