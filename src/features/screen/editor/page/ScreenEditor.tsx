import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { callOperation } from '../../../../api/operation';
import { screenOperations as ops } from '../../../../api/screen/operations';
import type { DataMap, ScreenSetting } from '../../../../api/screen/schemas';
import { useToast } from '../../../../components/toast';
import { useScreenT } from '../../i18n';
import {
  decodeLayout,
  defaultDateFor,
  type CatalogEntry,
  type LayoutProblem,
  type LayoutTile,
} from '../../layout/codec';
import { ScreenRenderContext, type ScreenRender } from '../../screenContext';
import { describeProblem } from '../../viewer/LayoutProblems';
import { widgetFor } from '../../widgets/registry';
import { themeClassName } from '../../widgets/theme';
import { useWidgetTitle } from '../../widgets/titles';
import { EditableGrid } from '../grid/EditableGrid';
import { detectConflict, type Difference } from '../model/conflict';
import { docSignature, isDirty } from '../model/dirty';
import { clearDraft, loadDraft, type Draft } from '../model/draftStore';
import {
  docFromSetting,
  docToInput,
  editorReducer,
  emptyDoc,
  nextTileKey,
  settledTiles,
  type EditorAction,
  type EditorDoc,
} from '../model/editorState';
import { exportLayoutFile, importLayoutFile, layoutFileName } from '../model/layoutFile';
import { validateMonitorUrl } from '../model/monitorUrl';
import { Palette } from '../palette/Palette';
import { ScreenPanel } from '../panel/ScreenPanel';
import { TilePanel } from '../panel/TilePanel';
import type { NameOf } from './describeDifference';
import { downloadHref, downloadText, readFileText } from './download';
import { ConflictDialog, DeleteDialog, LeaveDialog, UnreadableDialog } from './EditorDialogs';
import { EditorBanners, type Notice, type Problem } from './EditorBanners';
import { EditorToolbar, type BusyAction } from './EditorToolbar';
import { pngFileName, renderPng } from './exportPng';
import { useEditorPageI18n } from './i18n';
import styles from './ScreenEditorPage.module.css';
import { forgetScreen, refreshScreens, rememberSetting, settingAfterSave } from './screenCache';
import { useDraftAutosave } from './useDraftAutosave';
import { useEditorHistory } from './useEditorHistory';
import { useLeaveGuard } from '../../../../lib/useLeaveGuard';
import { useUndoShortcuts } from './useUndoShortcuts';

// The live preview: the viewer's widgets in the light theme, with nothing to drill into.
const EDITOR_RENDER: ScreenRender = { theme: 'light', onDrill: undefined };

export interface ScreenEditorProps {
  /** undefined for `/screen/-/new`. */
  id: string | undefined;
  /** The screen as loaded; null for a new one. */
  setting: ScreenSetting | null;
  catalog: ReadonlyMap<number, CatalogEntry>;
  dataMap: DataMap;
}

interface Base {
  /** `docSignature` of what the service holds: the document is dirty iff it differs. */
  signature: string;
  /**
   * The setting as it was when this editing began (or when the restored draft's began): a save
   * first checks the service's current setting against it.
   */
  snapshot: ScreenSetting | null;
}

function start(
  id: string | undefined,
  setting: ScreenSetting | null,
  catalog: ScreenEditorProps['catalog'],
) {
  const doc = setting ? docFromSetting(setting, catalog) : emptyDoc();
  const signature = docSignature(doc);
  const draft = loadDraft(id ?? 'new');
  return {
    doc,
    signature,
    // Worth offering only when it holds something the service does not.
    offer: draft && docSignature(draft.doc) !== signature ? draft : null,
    unreadable: setting ? decodeLayout(setting.ScreenDataMap, catalog).unreadable : false,
  };
}

function useAnnouncer() {
  const [message, setMessage] = useState('');
  // The same words twice in a row are still a change to the live region.
  const announce = useCallback(
    (text: string) => setMessage((previous) => (previous === text ? `${text}\u00a0` : text)),
    [],
  );
  return { message, announce };
}

/** One editing session of one screen (or of a new one). */
export function ScreenEditor({ id, setting, catalog, dataMap }: ScreenEditorProps) {
  const { t } = useEditorPageI18n();
  const screenT = useScreenT();
  const widgetTitle = useWidgetTitle();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();

  const [initial] = useState(() => start(id, setting, catalog));
  const history = useEditorHistory(initial.doc);
  const { doc, edit } = history;
  const [base, setBase] = useState<Base>({ signature: initial.signature, snapshot: setting });
  const [offer, setOffer] = useState<Draft | null>(initial.offer);
  const [unreadable, setUnreadable] = useState(initial.unreadable);
  const dirty = useMemo(() => isDirty(doc, base.signature), [doc, base.signature]);

  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [busy, setBusy] = useState<BusyAction | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [conflict, setConflict] = useState<{
    latest: ScreenSetting;
    differences: Difference[];
  } | null>(null);
  const [confirmUnreadable, setConfirmUnreadable] = useState(false);
  const [deleting, setDeleting] = useState<{ error: unknown } | null>(null);
  const { message: announcement, announce } = useAnnouncer();
  const gridArea = useRef<HTMLDivElement>(null);

  // The document as of the last render, for async flows that outlive it.
  const docRef = useRef(doc);
  useEffect(() => {
    docRef.current = doc;
  }, [doc]);

  const autosave = useDraftAutosave({
    id,
    doc,
    dirty,
    baseSignature: base.signature,
    baseSnapshot: base.snapshot,
    paused: offer !== null,
  });
  const { blocker, allowLeaving } = useLeaveGuard(dirty, autosave.flush);

  const displayTitle = doc.title.trim() || t('editorPage.untitled');
  useEffect(() => {
    document.title = `${displayTitle} · ${t('editorPage.documentTitle')}`;
  }, [displayTitle, t]);

  const titleOf = useCallback(
    (tile: LayoutTile) =>
      widgetTitle(
        tile.code,
        tile.componentId === null ? undefined : catalog.get(tile.componentId)?.title,
      ),
    [widgetTitle, catalog],
  );
  const nameOf = useCallback<NameOf>(
    (code, componentId) =>
      widgetTitle(code, componentId === null ? undefined : catalog.get(componentId)?.title),
    [widgetTitle, catalog],
  );

  // --- undo, redo ---------------------------------------------------------------------------
  const { canUndo, canRedo, undo: undoStep, redo: redoStep } = history;
  const undo = useCallback(() => {
    if (!canUndo) return;
    undoStep();
    announce(t('editorPage.announceUndo'));
  }, [canUndo, undoStep, announce, t]);
  const redo = useCallback(() => {
    if (!canRedo) return;
    redoStep();
    announce(t('editorPage.announceRedo'));
  }, [canRedo, redoStep, announce, t]);
  const dialogOpen =
    blocker.state === 'blocked' || conflict !== null || confirmUnreadable || deleting !== null;
  useUndoShortcuts(undo, redo, !dialogOpen);

  // --- tiles ---------------------------------------------------------------------------------
  const onAdd = useCallback(
    (entry: CatalogEntry) => {
      const current = docRef.current;
      const action: EditorAction = {
        type: 'add',
        componentId: entry.componentId,
        code: entry.code,
        date: defaultDateFor(entry),
        ...widgetFor(entry.code)?.defaultSize,
      };
      const key = nextTileKey(current);
      const added = editorReducer(current, action).tiles.find((tile) => tile.key === key);
      edit(action);
      setSelectedKey(key);
      if (added) {
        announce(
          t('editorPage.announceAdded', {
            title: titleOf(added),
            column: added.x + 1,
            row: added.y + 1,
            width: added.w,
            height: added.h,
          }),
        );
      }
    },
    [edit, announce, t, titleOf],
  );

  const selectedTile = doc.tiles.find((tile) => tile.key === selectedKey);
  // Where the grid draws it: a stored layout with gaps is shown compacted until edited.
  const selectedGeometry = useMemo(
    () =>
      selectedKey === null
        ? undefined
        : settledTiles(doc.tiles).find((tile) => tile.key === selectedKey),
    [doc.tiles, selectedKey],
  );
  const onRemoveSelected = useCallback(() => {
    const tile = docRef.current.tiles.find((candidate) => candidate.key === selectedKey);
    if (!tile) return;
    edit({ type: 'remove', key: tile.key });
    setSelectedKey(null);
    announce(t('editorPage.announceRemoved', { title: titleOf(tile) }));
  }, [selectedKey, edit, announce, t, titleOf]);

  // --- saving --------------------------------------------------------------------------------
  /** What must hold before anything is sent; false (and says why) when it does not. */
  const canSend = (current: EditorDoc, shown: EditorDoc = current) => {
    if (current.title.trim() === '') {
      setProblem({ message: t('editorPage.titleRequired'), doc: shown });
      return false;
    }
    if (!validateMonitorUrl(current.monitorUrl).ok) {
      setProblem({ message: t('editorPage.monitorInvalid'), doc: shown });
      return false;
    }
    return true;
  };

  /** Creates a screen from `current`, then opens it in the editor. */
  const create = async (kind: 'new' | 'saveAsNew' | 'duplicate') => {
    const source = docRef.current;
    const current: EditorDoc =
      kind === 'duplicate'
        ? {
            ...source,
            title: `${source.title.trim()}${t('editorPage.copySuffix')}`,
            isDefault: false,
          }
        : kind === 'saveAsNew'
          ? // A copy of the default screen does not take the default from it unasked.
            { ...source, isDefault: source.isDefault && base.snapshot?.ScreenDefault !== 1 }
          : source;
    if (!canSend(current, source)) return;
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
      toast.success(
        t(
          kind === 'duplicate'
            ? 'editorPage.duplicated'
            : kind === 'new'
              ? 'editorPage.saved'
              : 'editorPage.savedNew',
          {
            title: input.title,
          },
        ),
      );
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
  const save = async (options: { confirmed?: boolean; against?: ScreenSetting } = {}) => {
    if (id === undefined) return create('new');
    const current = docRef.current;
    if (!canSend(current)) return;
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

  const remove = async () => {
    if (id === undefined) return;
    setBusy('delete');
    setDeleting({ error: null });
    try {
      await callOperation(ops.DeleteScreenSetting, { id });
    } catch (error) {
      setDeleting({ error });
      setBusy(null);
      return;
    }
    autosave.stop();
    clearDraft(id);
    forgetScreen(queryClient, id);
    allowLeaving();
    toast.success(t('editorPage.deleted', { title: base.snapshot?.Title ?? displayTitle }));
    // The default screen: another one if this was it.
    await navigate('/screen');
  };

  // --- drafts --------------------------------------------------------------------------------
  const restoreDraft = () => {
    if (!offer) return;
    edit({ type: 'replace', doc: offer.doc });
    // Someone else's save since the draft's editing began is then still noticed.
    setBase((current) => ({ ...current, snapshot: offer.baseSnapshot ?? current.snapshot }));
    setOffer(null);
    setSelectedKey(null);
    setNotice({ tone: 'success', title: t('editorPage.draftRestored') });
  };
  const discardDraft = () => {
    clearDraft(id ?? 'new');
    setOffer(null);
    setNotice({ tone: 'info', title: t('editorPage.draftDiscarded') });
  };

  // --- files ---------------------------------------------------------------------------------
  const exportJson = () => {
    const name = layoutFileName(doc.title);
    downloadText(exportLayoutFile(doc, { exportedAt: new Date() }), name);
    setNotice({ tone: 'success', title: t('editorPage.exportJsonDone', { name }) });
  };

  const importJson = async (file: File) => {
    let text: string;
    try {
      text = await readFileText(file);
    } catch {
      setNotice({
        tone: 'error',
        title: t('editorPage.importFailed', { name: file.name }),
        details: [t('editorPage.importError.read')],
      });
      return;
    }
    const result = importLayoutFile(text, catalog, docRef.current);
    if (!result.ok) {
      setNotice({
        tone: 'error',
        title: t('editorPage.importFailed', { name: file.name }),
        details: [t(`editorPage.importError.${result.error}`, { detail: result.detail })],
      });
      return;
    }
    edit({ type: 'replace', doc: result.doc });
    setSelectedKey(null);
    const problems: LayoutProblem[] = result.problems;
    setNotice(
      problems.length === 0
        ? {
            tone: 'success',
            title: t('editorPage.importDone', { name: file.name, count: result.doc.tiles.length }),
          }
        : {
            tone: 'warning',
            title: t('editorPage.importProblems', { name: file.name, count: problems.length }),
            details: problems.map((p) => describeProblem(p, screenT)),
          },
    );
  };

  const exportPng = async () => {
    // The grid itself (the editor's own section), not the box around it.
    const area = gridArea.current;
    const node = area?.firstElementChild instanceof HTMLElement ? area.firstElementChild : area;
    if (!node || doc.tiles.length === 0) {
      setNotice({ tone: 'info', title: t('editorPage.exportPngEmpty') });
      return;
    }
    setBusy('png');
    try {
      const png = await renderPng(node);
      const name = pngFileName(layoutFileName(doc.title));
      downloadHref(png.dataUrl, name);
      setNotice({
        tone: 'success',
        title: t('editorPage.exportPngDone', { name, width: png.width, height: png.height }),
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      setNotice({ tone: 'error', title: t('editorPage.exportPngFailed', { message }) });
    } finally {
      setBusy(null);
    }
  };

  // --- view ----------------------------------------------------------------------------------
  const heading =
    id === undefined
      ? t('editorPage.heading.new')
      : t('editorPage.heading.edit', { title: displayTitle });
  const savedTitle = base.snapshot?.Title ?? displayTitle;

  return (
    <ScreenRenderContext value={EDITOR_RENDER}>
      <div className={styles.page}>
        <div className={styles.header}>
          <h1 className={styles.heading}>{heading}</h1>
        </div>
        <EditorToolbar
          id={id}
          dirty={dirty}
          busy={busy}
          canUndo={canUndo}
          canRedo={canRedo}
          onSave={() => void save()}
          onSaveAsNew={() => void create('saveAsNew')}
          onDuplicate={() => void create('duplicate')}
          onDelete={() => setDeleting({ error: null })}
          onUndo={undo}
          onRedo={redo}
          onExportJson={exportJson}
          onImportJson={(file) => void importJson(file)}
          onExportPng={() => void exportPng()}
        />
        <EditorBanners
          doc={doc}
          problem={problem}
          notice={notice}
          onCloseNotice={() => setNotice(null)}
          offer={offer}
          onRestore={restoreDraft}
          onDiscard={discardDraft}
          unreadable={unreadable}
        />
        <div className={styles.workspace}>
          {/* The columns are plain boxes: the palette, grid and panels label their own regions. */}
          <div className={styles.palette}>
            <Palette dataMap={dataMap} catalog={catalog} tiles={doc.tiles} onAdd={onAdd} />
          </div>
          <div className={`${styles.preview} ${themeClassName(EDITOR_RENDER.theme)}`}>
            <div ref={gridArea} className={styles.gridArea}>
              <EditableGrid
                tiles={doc.tiles}
                titleOf={titleOf}
                selectedKey={selectedKey}
                onSelect={setSelectedKey}
                dispatch={edit}
                onUndo={undo}
                onRedo={redo}
                announce={announce}
              />
            </div>
          </div>
          <div className={styles.panels}>
            <ScreenPanel doc={doc} dispatch={edit} />
            {selectedTile && (
              <TilePanel
                tile={selectedTile}
                entry={
                  selectedTile.componentId === null
                    ? undefined
                    : catalog.get(selectedTile.componentId)
                }
                title={titleOf(selectedTile)}
                dispatch={edit}
                onRemove={onRemoveSelected}
                geometry={selectedGeometry}
              />
            )}
          </div>
        </div>
        <div className="visually-hidden" aria-live="polite" aria-atomic="true">
          {announcement}
        </div>
        <LeaveDialog
          open={blocker.state === 'blocked'}
          title={displayTitle}
          onStay={() => blocker.reset?.()}
          onLeave={() => {
            autosave.flush();
            blocker.proceed?.();
          }}
        />
        <ConflictDialog
          open={conflict !== null}
          title={savedTitle}
          differences={conflict?.differences ?? []}
          nameOf={nameOf}
          busy={busy !== null}
          onCancel={() => setConflict(null)}
          onOverwrite={() => {
            if (!conflict) return;
            setConflict(null);
            // Theirs becomes the base: saved over only because the user said so.
            void save({ confirmed: true, against: conflict.latest });
          }}
          onLoadTheirs={loadTheirs}
          onSaveAsNew={() => void create('saveAsNew')}
        />
        <UnreadableDialog
          open={confirmUnreadable}
          title={savedTitle}
          onCancel={() => setConfirmUnreadable(false)}
          onConfirm={() => {
            setConfirmUnreadable(false);
            void save({ confirmed: true });
          }}
        />
        <DeleteDialog
          open={deleting !== null}
          title={savedTitle}
          isDefault={base.snapshot?.ScreenDefault === 1}
          pending={busy === 'delete'}
          error={deleting?.error ?? null}
          onCancel={() => {
            if (busy !== 'delete') setDeleting(null);
          }}
          onConfirm={() => void remove()}
        />
      </div>
    </ScreenRenderContext>
  );
}
