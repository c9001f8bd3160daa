import { useCallback, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { defaultDateFor, type CatalogEntry, type LayoutTile } from '../../layout/model/codec';
import { FLOW_TILE } from '../../layout/model/template';
import { widgetFor } from '../../widgets/model/registry';
import {
  editorReducer,
  nextTileKey,
  settledTiles,
  type EditorAction,
  type EditorDoc,
} from '../model/editorState';
import type { DropPlace } from './useGridDrop';
import { useEditorPageT } from '../pageI18n';

export interface TileEditingInput {
  doc: EditorDoc;
  docRef: RefObject<EditorDoc>;
  edit: (action: EditorAction) => void;
  announce: (text: string) => void;
  titleOf: (tile: LayoutTile) => string;
}

/** The selected tile, adding tiles from the palette and removing the selected one, announced. */
export function useTileEditing({ doc, docRef, edit, announce, titleOf }: TileEditingInput) {
  const t = useEditorPageT();
  const [selectedKey, setSelectedKey] = useState<string | null>(null);

  /** Adds `entry` at the first free spot, or where it was dropped: one undoable step. */
  const add = useCallback(
    (entry: CatalogEntry, place?: DropPlace) => {
      const current = docRef.current;
      const action: EditorAction = {
        type: 'add',
        componentId: entry.componentId,
        code: entry.code,
        date: defaultDateFor(entry),
        ...widgetFor(entry.code)?.defaultSize,
        ...place,
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
    [docRef, edit, announce, t, titleOf],
  );

  // The component being dragged from the palette; dropped on the grid, it is added there.
  const [dragged, setDragged] = useState<CatalogEntry | null>(null);
  const draggedRef = useRef(dragged);
  useLayoutEffect(() => {
    draggedRef.current = dragged;
  });
  const dropSize = useMemo(
    () => (dragged ? (widgetFor(dragged.code)?.defaultSize ?? FLOW_TILE) : null),
    [dragged],
  );
  const drop = useCallback(
    (place: DropPlace) => {
      const entry = draggedRef.current;
      setDragged(null);
      if (entry) add(entry, place);
    },
    [add],
  );

  const selected = doc.tiles.find((tile) => tile.key === selectedKey);
  // Where the grid draws it: a stored layout with gaps is shown compacted until edited.
  const selectedGeometry = useMemo(
    () =>
      selectedKey === null
        ? undefined
        : settledTiles(doc.tiles).find((tile) => tile.key === selectedKey),
    [doc.tiles, selectedKey],
  );

  const removeSelected = useCallback(() => {
    const tile = docRef.current.tiles.find((candidate) => candidate.key === selectedKey);
    if (!tile) return;
    edit({ type: 'remove', key: tile.key });
    setSelectedKey(null);
    announce(t('editorPage.announceRemoved', { title: titleOf(tile) }));
  }, [docRef, selectedKey, edit, announce, t, titleOf]);

  return {
    selectedKey,
    select: setSelectedKey,
    selected,
    selectedGeometry,
    add,
    removeSelected,
    drag: setDragged,
    dropSize,
    drop,
  };
}
