import { useState, type RefObject } from 'react';
import type { CatalogEntry, LayoutProblem } from '../../layout/model/codec';
import { useScreenT } from '../../i18n';
import { useWidgetTitle } from '../../widgets/model/titles';
import { describeProblem } from '../../viewer/components/LayoutProblems';
import type { EditorAction, EditorDoc } from '../model/editorState';
import { exportLayoutFile, importLayoutFile, layoutFileName } from '../model/layoutFile';
import { downloadHref, downloadText, readFileText } from '../model/download';
import type { Notice } from '../components/EditorBanners';
import { pngFileName, renderPng } from '../model/exportPng';
import { useEditorPageT } from '../pageI18n';

export interface LayoutFilesInput {
  doc: EditorDoc;
  /** The document as of the last render (an import reads it once the file is read). */
  docRef: RefObject<EditorDoc>;
  catalog: ReadonlyMap<number, CatalogEntry>;
  edit: (action: EditorAction) => void;
  setNotice: (notice: Notice) => void;
  /** The element drawn into the PNG: the grid itself. */
  pictureOf: () => HTMLElement | null;
  /** The document was replaced by an import (the selection no longer means anything). */
  onReplaced: () => void;
}

/** The layout as files: JSON out and in (an undoable replace), and a PNG of the grid. */
export function useLayoutFiles(input: LayoutFilesInput) {
  const { doc, docRef, catalog, edit, setNotice, pictureOf, onReplaced } = input;
  const t = useEditorPageT();
  const screenT = useScreenT();
  const titleOf = useWidgetTitle();
  const [rendering, setRendering] = useState(false);

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
    onReplaced();
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
            details: problems.map((p) => describeProblem(p, screenT, titleOf)),
          },
    );
  };

  const exportPng = async () => {
    const node = pictureOf();
    if (!node || doc.tiles.length === 0) {
      setNotice({ tone: 'info', title: t('editorPage.exportPngEmpty') });
      return;
    }
    setRendering(true);
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
      setRendering(false);
    }
  };

  return {
    busy: rendering ? ('png' as const) : null,
    exportJson,
    importJson: (file: File) => void importJson(file),
    exportPng: () => void exportPng(),
  };
}
