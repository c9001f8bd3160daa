import { useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { callOperation } from '../../../../api/operation';
import { screenOperations as ops } from '../../../../api/screen/operations';
import type { ScreenSetting } from '../../../../api/screen/schemas';
import { useToast } from '../../../../components/toast';
import { decodeLayout, type CatalogEntry, type LayoutTile } from '../../layout/model/codec';
import { tilesPastEdge } from '../../layout/model/grid';
import { detectConflict, type Difference } from '../model/conflict';
import { docSignature } from '../model/dirty';
import {
  docFromSetting,
  docToInput,
  editorReducer,
  type EditorAction,
  type EditorDoc,
} from '../model/editorState';
import { validateMonitorUrl } from '../model/monitorUrl';
import { checkTitle, titleWithSuffix } from '../model/title';
import type { Notice, Problem } from '../components/EditorBanners';
import type { EditorBase } from '../model/sessionStart';
import { useEditorPageT } from '../pageI18n';
import { refreshScreens, rememberSetting, settingAfterSave } from '../../../../api/screen/cache';
import type { useDraftAutosave } from './useDraftAutosave';

type CreateKind = 'new' | 'saveAsNew' | 'duplicate';
type SaveBusy = 'save' | 'saveAsNew' | 'duplicate';

export interface ScreenSaveInput {
  /** undefined for a screen not created yet. */
  id: string | undefined;
  catalog: ReadonlyMap<number, CatalogEntry>;
  /** The document as of the last render: a save sends what is there when it runs. */
  docRef: RefObject<EditorDoc>;
  base: EditorBase;
  setBase: Dispatch<SetStateAction<EditorBase>>;
  /** The stored layout could not be read when the session started. */
  initialUnreadable: boolean;
  edit: (action: EditorAction) => void;
  autosave: ReturnType<typeof useDraftAutosave>;
  /** Lets the next navigation through without asking (the edits are saved). */
  allowLeaving: () => void;
  setNotice: (notice: Notice) => void;
}

/**
 * Writing the screen: save over it (after checking nobody else saved it meanwhile), create it,
 * save it as a new one or duplicate it, and the conflict's ways out. What could not be sent or
 * saved is a `problem` shown in place; the edits always stay.
 */
export function useScreenSave(input: ScreenSaveInput) {
  const { id, catalog, docRef, base, setBase, edit, autosave, allowLeaving, setNotice } = input;
  const t = useEditorPageT();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const [busy, setBusy] = useState<SaveBusy | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  /** A save was refused for want of a title: the field says so from then on. */
  const [titleMissing, setTitleMissing] = useState(false);
  const [unreadable, setUnreadable] = useState(input.initialUnreadable);
  const [confirmUnreadable, setConfirmUnreadable] = useState(false);
  const [pastEdge, setPastEdge] = useState<{
    tiles: { tile: LayoutTile; bottom: number }[];
    proceed: () => void;
  } | null>(null);
  const [conflict, setConflict] = useState<{
    latest: ScreenSetting;
    differences: Difference[];
  } | null>(null);

  /** What must hold before anything is sent; false (and says why) when it does not. */
  const canSend = (current: EditorDoc, shown: EditorDoc = current) => {
    const title = checkTitle(current.title);
    if (title?.reason === 'empty') {
      setTitleMissing(true);
      setProblem({ message: t('editorPage.titleRequired'), doc: shown });
      return false;
    }
    if (title?.reason === 'tooLong') {
      setProblem({
        message: t('editorPage.titleTooLong', { max: title.max, length: title.length }),
        doc: shown,
      });
      return false;
    }
    if (!validateMonitorUrl(current.monitorUrl).ok) {
      setProblem({ message: t('editorPage.monitorInvalid'), doc: shown });
      return false;
    }
    return true;
  };

  /**
   * Whether every tile is on the wall's rows. When some reach below, nothing is sent: the user
   * is asked whether to save them so (the wall then shortens every row) or move them up first.
   */
  const keepsToWall = (current: EditorDoc, proceed: () => void) => {
    const below = tilesPastEdge(current.tiles);
    if (below.length === 0) return true;
    setPastEdge({ tiles: below, proceed });
    return false;
  };

  /** Creates a screen from the document, then opens it in the editor. */
  const create = async (kind: CreateKind, edgeChecked = false) => {
    const source = docRef.current;
    const current: EditorDoc =
      kind === 'duplicate'
        ? {
            ...source,
            // The copy's suffix never takes the title past what the service accepts.
            title: titleWithSuffix(source.title, t('editorPage.copySuffix')),
            isDefault: false,
          }
        : kind === 'saveAsNew'
          ? // A copy of the default screen does not take the default from it unasked.
            { ...source, isDefault: source.isDefault && base.snapshot?.ScreenDefault !== 1 }
          : source;
    if (!canSend(current, source)) return;
    if (!edgeChecked && !keepsToWall(current, () => void create(kind, true))) return;
    setBusy(kind === 'new' ? 'save' : kind);
    setProblem(null);
    setConflict(null);
    try {
      const input = docToInput(current);
      const newId = await callOperation(ops.CreateScreenSetting, input);
      if (kind === 'duplicate') {
        // The original's unsaved edits, if any, stay as its draft for when it is opened again.
        autosave.flush();
      } else {
        // The edits now live in the new screen: the original keeps what it had on the service.
        autosave.clearOwn(docSignature(source));
      }
      autosave.stop();
      refreshScreens(queryClient);
      allowLeaving();
      const done =
        kind === 'duplicate'
          ? 'editorPage.duplicated'
          : kind === 'new'
            ? 'editorPage.saved'
            : 'editorPage.savedNew';
      toast.success(t(done, { title: input.title }));
      await navigate(`/screen/${newId}/edit`, { replace: kind === 'new' });
    } catch (error) {
      setProblem({ message: t('editorPage.saveFailed'), error, retry: () => void create(kind) });
      setBusy(null);
    }
  };

  /** Writes `current` over the screen and makes it the new base. */
  const write = async (current: EditorDoc, screenId: string, latest: ScreenSetting) => {
    const input = docToInput(current, screenId);
    await callOperation(ops.CreateScreenSetting, input);
    let reread: ScreenSetting | null = null;
    try {
      reread = await callOperation(ops.DescribeScreenSetting, { id: screenId });
    } catch {
      // The save itself succeeded; what was written serves as the base.
    }
    const snapshot = settingAfterSave(latest, screenId, input, reread);
    setBase({ signature: docSignature(current), snapshot });
    setUnreadable(false);
    // The draft goes with the autosave's next run, now clean; edits made while saving are still
    // unsaved and keep theirs.
    rememberSetting(queryClient, snapshot);
    refreshScreens(queryClient);
    toast.success(t('editorPage.saved', { title: input.title }));
  };

  /**
   * Save: first re-reads the screen (never from the cache) and compares it with the base; a
   * change made elsewhere opens the conflict dialog instead of being overwritten.
   */
  const save = async (
    options: { confirmed?: boolean; against?: ScreenSetting; edgeChecked?: boolean } = {},
  ) => {
    if (id === undefined) return create('new', options.edgeChecked);
    const current = docRef.current;
    if (!canSend(current)) return;
    if (!options.edgeChecked) {
      const checked = { ...options, edgeChecked: true };
      if (!keepsToWall(current, () => void save(checked))) return;
    }
    if (unreadable && !options.confirmed) {
      setConfirmUnreadable(true);
      return;
    }
    setBusy('save');
    setProblem(null);
    try {
      let latest: ScreenSetting;
      try {
        latest = await callOperation(ops.DescribeScreenSetting, { id });
      } catch (error) {
        setProblem({
          message: t('editorPage.checkFailed'),
          error,
          retry: () => void save(options),
        });
        return;
      }
      const against = options.against ?? base.snapshot;
      const differences = against ? detectConflict(against, latest, catalog) : null;
      if (differences) {
        setConflict({ latest, differences });
        return;
      }
      setConflict(null);
      await write(current, id, latest);
    } catch (error) {
      setProblem({ message: t('editorPage.saveFailed'), error, retry: () => void save(options) });
    } finally {
      setBusy(null);
    }
  };

  /** The conflict's "load theirs": their version becomes the document and the base (undoable). */
  const loadTheirs = () => {
    if (!conflict) return;
    const { latest } = conflict;
    const theirs = docFromSetting(latest, catalog);
    // One step: undo brings the user's version back.
    edit({ type: 'replace', doc: theirs });
    setBase({ signature: docSignature(theirs), snapshot: latest });
    setUnreadable(decodeLayout(latest.ScreenDataMap, catalog).unreadable);
    setConflict(null);
    setProblem(null);
    rememberSetting(queryClient, latest);
    refreshScreens(queryClient);
    setNotice({ tone: 'info', title: t('editorPage.conflictLoaded') });
  };

  /** The conflict's "overwrite": theirs becomes the base, saved over because the user said so. */
  const overwrite = () => {
    if (!conflict) return;
    setConflict(null);
    void save({ confirmed: true, against: conflict.latest });
  };

  return {
    busy,
    problem,
    titleMissing,
    unreadable,
    conflict,
    closeConflict: () => setConflict(null),
    confirmUnreadable,
    closeUnreadable: () => setConfirmUnreadable(false),
    pastEdge: pastEdge?.tiles ?? null,
    closePastEdge: () => setPastEdge(null),
    /** Saves with the tiles where they are: the wall shows them with shorter rows. */
    savePastEdge: () => {
      setPastEdge(null);
      pastEdge?.proceed();
    },
    /** Moves what fits onto the wall and leaves the result for the user to check and save. */
    fitPastEdge: () => {
      setPastEdge(null);
      const before = tilesPastEdge(docRef.current.tiles).length;
      edit({ type: 'fitToWall' });
      const left = tilesPastEdge(editorReducer(docRef.current, { type: 'fitToWall' }).tiles).length;
      setNotice({
        tone: left === 0 ? 'success' : 'warning',
        title: t('editorPage.edgeMoved', { moved: before - left, left }),
      });
    },
    save: () => void save(),
    saveUnreadable: () => {
      setConfirmUnreadable(false);
      void save({ confirmed: true });
    },
    create: (kind: CreateKind) => void create(kind),
    overwrite,
    loadTheirs,
  };
}
