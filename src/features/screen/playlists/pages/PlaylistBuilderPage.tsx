import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Input } from 'antd';
import { isApiError } from '../../../../api/errors';
import { createPlaylist, updatePlaylist } from '../../../../api/playlists/fetchPlaylists';
import {
  parsePlaylistSearch,
  PLAYLIST_MAX_ENTRIES,
  PLAYLIST_NAME_MAX,
  PLAYLIST_WRITE_ROLE,
  playlistProblems,
} from '../../../../api/playlists/model';
import { playlistKeys, playlistQueries } from '../../../../api/playlists/queries';
import type { Playlist } from '../../../../api/playlists/schemas';
import { screenQueries } from '../../../../api/screen/queries';
import { ErrorState } from '../../../../components/ErrorState';
import { NativeSelect } from '../../../../components/NativeSelect';
import { PageHeader } from '../../../../components/PageHeader';
import { useToast } from '../../../../components/toast';
import { formatDuration } from '../../../../lib/format';
import { useRoleAllowed } from '../../../../lib/useSession';
import { ConflictNotice, problemText, type Conflict } from '../components/BuilderParts';
import { BuilderActions } from '../components/BuilderActions';
import { EntryList } from '../components/EntryList';
import { usePlaylistI18n } from '../i18n';
import {
  addEntry,
  clearDraft,
  formOf,
  inputOf,
  problemFromMessage,
  readDraft,
  sameForm,
  writeDraft,
  type PlaylistForm,
} from '../model/draft';
import { totalSeconds } from '../model/sequence';
import styles from '../components/playlists.module.css';

type Problems = Partial<Record<'name' | 'entries', string>>;

const EMPTY_FORM: PlaylistForm = { name: '', entries: [] };

/**
 * `/screen/playlists/-/new` and `/screen/playlists/:playlist`: a playlist's name and its saved
 * screens in order, each with its seconds. Edits are kept for the tab until saved (a reload or a
 * visit elsewhere comes back to them); Play and Copy link work on what is in the form, saved or
 * not, so a deployment without a gateway still gets a bookmarkable playlist.
 */
export function PlaylistBuilderPage() {
  const { t, locale } = usePlaylistI18n();
  const { playlist: id } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const write = useRoleAllowed(PLAYLIST_WRITE_ROLE);
  const list = useQuery(playlistQueries.list());
  const titles = useQuery(screenQueries.titles());
  const noGateway = list.isError && isApiError(list.error) && list.error.status === 404;
  const saved: Playlist | undefined = list.data?.playlists.find((item) => item.id === id);

  // The form starts once what it starts from is known: the tab's draft, else the saved playlist,
  // else a `?play=` link's entries, else nothing.
  const [started, setStarted] = useState<{
    form: PlaylistForm;
    base: PlaylistForm;
    baseVersion: number | null;
    restored: boolean;
  } | null>(null);
  const baseKnown = id === undefined || saved !== undefined || list.isError;
  if (started === null && baseKnown) {
    const base = saved
      ? formOf(saved.name, saved.entries)
      : id === undefined
        ? formOf('', parsePlaylistSearch(search.get('play')) ?? [])
        : EMPTY_FORM;
    const draft = readDraft(id);
    setStarted({
      form: draft?.form ?? base,
      base,
      baseVersion: draft?.baseVersion ?? saved?.version ?? null,
      restored: draft !== null && !sameForm(draft.form, base),
    });
  }
  const form = started?.form ?? EMPTY_FORM;
  const dirty = started !== null && !sameForm(started.form, started.base);
  // Problems show once a save was tried, and follow the form as it is corrected; a 400's stays
  // with the form it was for.
  const [checked, setChecked] = useState(false);
  const [refused, setRefused] = useState<{ form: PlaylistForm; problems: Problems } | null>(null);
  const [conflict, setConflict] = useState<Conflict>(null);
  const [announcement, setAnnouncement] = useState('');
  const [pick, setPick] = useState<string>('');

  useEffect(() => {
    if (!started) return;
    if (dirty) writeDraft(id, { form: started.form, baseVersion: started.baseVersion });
    else clearDraft(id);
  }, [started, dirty, id]);

  const setForm = (update: (form: PlaylistForm) => PlaylistForm) =>
    setStarted((current) => current && { ...current, form: update(current.form) });
  const screenTitles = useMemo(
    () => new Map((titles.data ?? []).map((entry) => [entry.ScreenID, entry.ScreenTitle])),
    [titles.data],
  );
  const titleOf = useCallback(
    (screenId: string) =>
      screenTitles.get(screenId) ||
      (titles.data ? t('playlist.builder.unknownScreen', { id: screenId }) : `#${screenId}`),
    [screenTitles, titles.data, t],
  );
  const options = (titles.data ?? []).map((entry) => ({
    value: entry.ScreenID,
    label: entry.ScreenTitle || `#${entry.ScreenID}`,
  }));
  const chosen = pick || options[0]?.value || '';

  const save = useMutation({
    mutationFn: (input: ReturnType<typeof inputOf>) => {
      const version = started?.baseVersion ?? null;
      return saved && version !== null
        ? updatePlaylist(saved.id, { ...input, version })
        : createPlaylist(input);
    },
    onSuccess: (playlist) => {
      clearDraft(id);
      setConflict(null);
      const fresh = formOf(playlist.name, playlist.entries);
      setStarted({ form: fresh, base: fresh, baseVersion: playlist.version, restored: false });
      toast.success(t('playlist.builder.saved', { name: playlist.name }));
      void queryClient.invalidateQueries({ queryKey: playlistKeys.all });
      if (id !== playlist.id)
        void navigate(`/screen/playlists/${encodeURIComponent(playlist.id)}`, { replace: true });
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 409 && error.code === 'Conflict') {
        setConflict('stale');
        return;
      }
      if (isApiError(error) && error.status === 400) {
        const problem = problemFromMessage(error.message);
        if (problem) setRefused({ form, problems: { [problem.field]: problem.why } });
      }
    },
  });

  const onSave = () => {
    const input = inputOf(form);
    const found = playlistProblems(input);
    setChecked(true);
    if (found) {
      document.getElementById(found.name ? nameId : entriesId)?.focus();
      return;
    }
    save.mutate(input);
  };

  const reloadTheirs = async () => {
    const fresh = await list.refetch();
    const theirs = fresh.data?.playlists.find((item) => item.id === id);
    if (!theirs) return;
    // Theirs becomes the base a save is checked against; the form keeps yours.
    setStarted(
      (current) =>
        current && {
          ...current,
          base: formOf(theirs.name, theirs.entries),
          baseVersion: theirs.version,
        },
    );
    setConflict('reloaded');
  };
  const takeTheirs = () => {
    if (!saved) return;
    const theirs = formOf(saved.name, saved.entries);
    setStarted({ form: theirs, base: theirs, baseVersion: saved.version, restored: false });
    setConflict(null);
    clearDraft(id);
  };

  const nameId = useId();
  const nameErrorId = useId();
  const entriesId = useId();
  const entriesErrorId = useId();
  const shown: Problems = {
    ...(checked ? (playlistProblems(inputOf(form)) ?? {}) : {}),
    ...(refused?.form === form ? refused.problems : {}),
  };
  const canSave = !noGateway && write.allowed;
  const title = id === undefined ? t('playlist.builder.newTitle') : t('playlist.builder.editTitle');

  if (id !== undefined && list.isSuccess && !saved) {
    return (
      <>
        <PageHeader
          title={title}
          back={<Link to="/screen/playlists">{t('playlist.builder.back')}</Link>}
        />
        <Alert
          type="warning"
          showIcon
          role="status"
          title={t('playlist.builder.notFound', { id })}
        />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={title}
        back={<Link to="/screen/playlists">{t('playlist.builder.back')}</Link>}
      />
      {noGateway && (
        <Alert
          type="info"
          showIcon
          role="status"
          title={t('playlist.builder.noGateway')}
          style={{ marginBottom: 16 }}
        />
      )}
      {list.isError && !noGateway && (
        <ErrorState
          error={list.error}
          title={t('playlist.list.loadFailed')}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      )}
      {started?.restored && dirty && (
        <Alert
          type="info"
          showIcon
          title={t('playlist.builder.draftRestored')}
          action={
            <Button
              size="small"
              onClick={() =>
                setStarted({
                  form: started.base,
                  base: started.base,
                  baseVersion: saved?.version ?? null,
                  restored: false,
                })
              }
            >
              {t('playlist.builder.discard')}
            </Button>
          }
          style={{ marginBottom: 16 }}
        />
      )}
      <ConflictNotice
        conflict={conflict}
        theirs={saved}
        onReload={() => void reloadTheirs()}
        onTakeTheirs={takeTheirs}
      />
      {save.isError && !conflict && !(isApiError(save.error) && save.error.status === 400) && (
        <ErrorState error={save.error} title={t('playlist.builder.saveFailed')} />
      )}
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (canSave) onSave();
        }}
      >
        <div className={styles.field}>
          <label htmlFor={nameId} className={styles.label}>
            {t('playlist.builder.name')}
          </label>
          <Input
            id={nameId}
            value={form.name}
            maxLength={PLAYLIST_NAME_MAX * 2}
            placeholder={t('playlist.builder.namePlaceholder')}
            status={shown.name ? 'error' : undefined}
            aria-invalid={shown.name ? true : undefined}
            aria-describedby={shown.name ? nameErrorId : undefined}
            onChange={(event) => {
              const name = event.target.value;
              setForm((current) => ({ ...current, name }));
            }}
          />
          {shown.name && (
            <p id={nameErrorId} className={styles.error}>
              {problemText(t, 'name', shown.name)}
            </p>
          )}
        </div>
        <div className={styles.field}>
          <span id={`${entriesId}-label`} className={styles.label}>
            {t('playlist.builder.screens')}
          </span>
          <div className={styles.add}>
            <NativeSelect
              label={t('playlist.builder.pick')}
              value={chosen}
              options={options.length > 0 ? options : [{ value: '', label: '—' }]}
              onChange={setPick}
              minWidth={220}
            />
            <Button
              onClick={() => {
                if (!chosen) return;
                setForm((current) => addEntry(current, chosen));
                setAnnouncement('');
              }}
              disabled={!chosen || form.entries.length >= PLAYLIST_MAX_ENTRIES}
              aria-label={t('playlist.builder.add')}
            >
              {t('playlist.builder.addButton')}
            </Button>
            {titles.isError && (
              <span className={styles.error} role="status">
                {t('playlist.builder.screensFailed')}
              </span>
            )}
          </div>
          <div id={entriesId} tabIndex={-1} aria-labelledby={`${entriesId}-label`} role="group">
            {form.entries.length === 0 ? (
              <p className={styles.total}>{t('playlist.builder.noScreens')}</p>
            ) : (
              <EntryList
                entries={form.entries}
                titleOf={titleOf}
                onChange={(entries) => setForm((current) => ({ ...current, entries }))}
                announce={setAnnouncement}
                describedBy={shown.entries ? entriesErrorId : undefined}
                invalid={Boolean(shown.entries)}
              />
            )}
          </div>
          {shown.entries && (
            <p id={entriesErrorId} className={styles.error}>
              {problemText(t, 'entries', shown.entries)}
            </p>
          )}
          <p className={styles.total}>
            {t('playlist.builder.total', {
              duration: formatDuration(
                totalSeconds(inputOf(form).entries.filter((e) => Number.isFinite(e.seconds))) *
                  1000,
                locale,
                {
                  wholeSeconds: true,
                },
              ),
            })}
          </p>
        </div>
        <BuilderActions
          entries={inputOf(form).entries}
          savedPlay={
            saved && !dirty ? `/screen/playlists/${encodeURIComponent(saved.id)}/present` : null
          }
          saving={save.isPending}
          saveBlock={
            noGateway ? { disabled: true, title: t('playlist.builder.noGateway') } : write.control
          }
        />
      </form>
      <div className="visually-hidden" aria-live="polite">
        {announcement}
      </div>
    </>
  );
}
