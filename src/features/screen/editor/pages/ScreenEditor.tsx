import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { DataMap, ScreenSetting } from '../../../../api/screen/schemas';
import { useLeaveGuard } from '../../../../lib/useLeaveGuard';
import type { CatalogEntry, LayoutTile } from '../../layout/model/codec';
import { useWidgetTitle } from '../../widgets/model/titles';
import { EditorWorkspace } from '../components/EditorWorkspace';
import { EditableGrid } from '../components/EditableGrid';
import { isDirty } from '../model/dirty';
import { Palette } from '../components/Palette';
import { ScreenPanel } from '../components/ScreenPanel';
import { TilePanel } from '../components/TilePanel';
import type { NameOf } from '../model/describeDifference';
import {
  ConflictDialog,
  DeleteDialog,
  LeaveDialog,
  PastEdgeDialog,
  UnreadableDialog,
} from '../components/EditorDialogs';
import { EditorBanners, type Notice } from '../components/EditorBanners';
import { startSession, type EditorBase } from '../model/sessionStart';
import { EditorToolbar } from '../components/EditorToolbar';
import { useEditorPageI18n } from '../pageI18n';
import styles from './ScreenEditorPage.module.css';
import { useAnnouncer } from '../hooks/useAnnouncer';
import { useDraftAutosave } from '../hooks/useDraftAutosave';
import { useDraftOffer } from '../hooks/useDraftOffer';
import { useEditorHistory } from '../hooks/useEditorHistory';
import { useLatest } from '../hooks/useLatest';
import { useLayoutFiles } from '../hooks/useLayoutFiles';
import { useScreenDelete } from '../hooks/useScreenDelete';
import { useScreenSave } from '../hooks/useScreenSave';
import { useTileEditing } from '../hooks/useTileEditing';
import { useUndoShortcuts } from '../hooks/useUndoShortcuts';

export interface ScreenEditorProps {
  /** undefined for `/screen/-/new`. */
  id: string | undefined;
  /** The screen as loaded; null for a new one. */
  setting: ScreenSetting | null;
  catalog: ReadonlyMap<number, CatalogEntry>;
  dataMap: DataMap;
}

/**
 * One editing session of one screen (or of a new one): the document under undo, and the parts
 * that act on it, each a hook with one job (saving, deleting, drafts, files, tiles).
 */
export function ScreenEditor({ id, setting, catalog, dataMap }: ScreenEditorProps) {
  const { t } = useEditorPageI18n();
  const widgetTitle = useWidgetTitle();

  const [initial] = useState(() => startSession(id, setting, catalog));
  const history = useEditorHistory(initial.doc);
  const { doc, edit } = history;
  const docRef = useLatest(doc);
  const [base, setBase] = useState<EditorBase>(initial.base);
  const dirty = useMemo(() => isDirty(doc, base.signature), [doc, base.signature]);
  const [notice, setNotice] = useState<Notice | null>(null);
  const { message: announcement, announce } = useAnnouncer();
  const gridArea = useRef<HTMLDivElement>(null);

  const displayTitle = doc.title.trim() || t('editorPage.untitled');
  const savedTitle = base.snapshot?.Title ?? displayTitle;
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

  const tiles = useTileEditing({ doc, docRef, edit, announce, titleOf });
  const drafts = useDraftOffer({
    id,
    initial: initial.offer,
    edit,
    setBase,
    setNotice,
    onRestored: () => tiles.select(null),
  });
  const autosave = useDraftAutosave({
    id,
    doc,
    dirty,
    baseSignature: base.signature,
    baseSnapshot: base.snapshot,
    paused: drafts.offer !== null,
  });
  const { blocker, allowLeaving } = useLeaveGuard(dirty, autosave.flush);
  const saving = useScreenSave({
    id,
    catalog,
    docRef,
    base,
    setBase,
    initialUnreadable: initial.unreadable,
    edit,
    autosave,
    allowLeaving,
    setNotice,
  });
  const removal = useScreenDelete({ id, savedTitle, autosave, allowLeaving });
  const files = useLayoutFiles({
    doc,
    docRef,
    catalog,
    edit,
    setNotice,
    // The grid itself (the editor's own section) at the canvas's size, not as scaled on screen.
    pictureOf: () => {
      const area = gridArea.current;
      return area?.firstElementChild instanceof HTMLElement ? area.firstElementChild : area;
    },
    onReplaced: () => tiles.select(null),
  });

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
    blocker.state === 'blocked' ||
    saving.conflict !== null ||
    saving.confirmUnreadable ||
    saving.pastEdge !== null ||
    removal.open;
  useUndoShortcuts(undo, redo, !dialogOpen);

  const heading =
    id === undefined
      ? t('editorPage.heading.new')
      : t('editorPage.heading.edit', { title: displayTitle });
  const selected = tiles.selected;

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.heading}>{heading}</h1>
      </div>
      <EditorToolbar
        id={id}
        dirty={dirty}
        busy={saving.busy ?? (removal.pending ? 'delete' : null) ?? files.busy}
        canUndo={canUndo}
        canRedo={canRedo}
        onSave={saving.save}
        onSaveAsNew={() => saving.create('saveAsNew')}
        onDuplicate={() => saving.create('duplicate')}
        onDelete={removal.ask}
        onUndo={undo}
        onRedo={redo}
        onExportJson={files.exportJson}
        onImportJson={files.importJson}
        onExportPng={files.exportPng}
      />
      <EditorBanners
        doc={doc}
        problem={saving.problem}
        notice={notice}
        onCloseNotice={() => setNotice(null)}
        offer={drafts.offer}
        onRestore={drafts.restore}
        onDiscard={drafts.discard}
        unreadable={saving.unreadable}
      />
      <EditorWorkspace
        title={doc.title.trim() || displayTitle}
        logoUrl={doc.logoUrl}
        logoPower={doc.logoPower}
        empty={doc.tiles.length === 0}
        gridAreaRef={gridArea}
        palette={
          <Palette
            dataMap={dataMap}
            catalog={catalog}
            tiles={doc.tiles}
            onAdd={tiles.add}
            onDragEntry={tiles.drag}
          />
        }
        properties={
          <>
            {/* The tile just selected first: its properties and Remove are in sight at once. */}
            {selected && (
              <TilePanel
                tile={selected}
                entry={
                  selected.componentId === null ? undefined : catalog.get(selected.componentId)
                }
                title={titleOf(selected)}
                dispatch={edit}
                onRemove={tiles.removeSelected}
                geometry={tiles.selectedGeometry}
              />
            )}
            <ScreenPanel doc={doc} dispatch={edit} titleMissing={saving.titleMissing} />
          </>
        }
        grid={(scale, instructionsId) => (
          <EditableGrid
            tiles={doc.tiles}
            titleOf={titleOf}
            selectedKey={tiles.selectedKey}
            onSelect={tiles.select}
            dispatch={edit}
            onUndo={undo}
            onRedo={redo}
            announce={announce}
            scale={scale}
            instructionsId={instructionsId}
            dropSize={tiles.dropSize}
            onDropTile={tiles.drop}
          />
        )}
      />
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
        open={saving.conflict !== null}
        title={savedTitle}
        differences={saving.conflict?.differences ?? []}
        nameOf={nameOf}
        busy={saving.busy !== null || removal.pending || files.busy !== null}
        onCancel={saving.closeConflict}
        onOverwrite={saving.overwrite}
        onLoadTheirs={saving.loadTheirs}
        onSaveAsNew={() => saving.create('saveAsNew')}
      />
      <UnreadableDialog
        open={saving.confirmUnreadable}
        title={savedTitle}
        onCancel={saving.closeUnreadable}
        onConfirm={saving.saveUnreadable}
      />
      <PastEdgeDialog
        tiles={saving.pastEdge}
        nameOf={titleOf}
        onCancel={saving.closePastEdge}
        onFit={saving.fitPastEdge}
        onSave={saving.savePastEdge}
      />
      <DeleteDialog
        open={removal.open}
        title={savedTitle}
        isDefault={base.snapshot?.ScreenDefault === 1}
        pending={removal.pending}
        error={removal.error}
        onCancel={removal.cancel}
        onConfirm={removal.confirm}
      />
    </div>
  );
}
