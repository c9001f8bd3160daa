import { Alert, Button } from 'antd';
import {
  PLAYLIST_MAX_ENTRIES,
  PLAYLIST_MAX_SECONDS,
  PLAYLIST_MIN_SECONDS,
  PLAYLIST_NAME_MAX,
} from '../../../../api/playlists/model';
import type { Playlist } from '../../../../api/playlists/schemas';
import { usePlaylistT, type PlaylistT } from '../i18n';
import styles from './playlists.module.css';

/** A field's problem (playlistProblems' `why`, or a 400's) in the person's words. */
export function problemText(t: PlaylistT, field: 'name' | 'entries', why: string): string {
  switch (`${field}.${why}`) {
    case 'name.empty':
      return t('playlist.problem.name.empty');
    case 'name.tooLong':
      return t('playlist.problem.name.tooLong', { max: PLAYLIST_NAME_MAX });
    case 'entries.empty':
      return t('playlist.problem.entries.empty');
    case 'entries.tooMany':
      return t('playlist.problem.entries.tooMany', { max: PLAYLIST_MAX_ENTRIES });
    default:
      return t('playlist.problem.entries.badEntry', {
        min: PLAYLIST_MIN_SECONDS,
        max: PLAYLIST_MAX_SECONDS,
      });
  }
}

export type Conflict = 'stale' | 'reloaded' | null;

/**
 * A save refused because someone else saved first: the form keeps the person's edits; they may
 * load the other version (it becomes what the next save replaces, the form unchanged), then keep
 * theirs by saving, or take the other one instead.
 */
export function ConflictNotice({
  conflict,
  theirs,
  onReload,
  onTakeTheirs,
}: {
  conflict: Conflict;
  theirs: Playlist | undefined;
  onReload: () => void;
  onTakeTheirs: () => void;
}) {
  const t = usePlaylistT();
  if (!conflict) return null;
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      title={t('playlist.builder.conflict')}
      description={
        conflict === 'reloaded' && theirs
          ? t('playlist.builder.theirsLoaded', {
              name: theirs.name,
              screens: t('playlist.screens', { count: theirs.entries.length }),
            })
          : undefined
      }
      action={
        <span className={styles.actions}>
          {conflict === 'stale' ? (
            <Button size="small" onClick={onReload}>
              {t('playlist.builder.reloadTheirs')}
            </Button>
          ) : (
            <Button size="small" onClick={onTakeTheirs}>
              {t('playlist.builder.useTheirs')}
            </Button>
          )}
        </span>
      }
      style={{ marginBottom: 16 }}
    />
  );
}
