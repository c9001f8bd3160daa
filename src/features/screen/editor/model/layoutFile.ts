/**
 * A screen layout as a file, to copy a screen between accounts or keep a copy. The file carries
 * what describes the screen (title, logo switch, monitor address, tiles), not the logo itself,
 * whose address belongs to one account's storage, nor whether the screen is the default.
 *
 * Importing validates everything first and builds a whole new document; a file that does not
 * read changes nothing and says why.
 */
import { safeHttpUrl } from '../../../../api/screen/validate';
import {
  decodeLayout,
  encodeLayout,
  type CatalogEntry,
  type LayoutProblem,
} from '../../layout/model/codec';
import type { EditorDoc } from './editorState';

const LAYOUT_FILE_FORMAT = 'parapet.screen-layout';
const LAYOUT_FILE_VERSION = 1;

interface LayoutFile {
  format: typeof LAYOUT_FILE_FORMAT;
  version: typeof LAYOUT_FILE_VERSION;
  /** ISO 8601, when given to `exportLayoutFile`. */
  exportedAt?: string;
  title: string;
  logoPower: boolean;
  monitorUrl: string;
  /** The `ScreenDataMap` array itself (not its JSON text), as a save would write it. */
  screenDataMap: unknown[];
}

interface LayoutFileMeta {
  exportedAt?: Date | undefined;
}

export function exportLayoutFile(doc: EditorDoc, meta: LayoutFileMeta = {}): string {
  const file: LayoutFile = {
    format: LAYOUT_FILE_FORMAT,
    version: LAYOUT_FILE_VERSION,
    ...(meta.exportedAt ? { exportedAt: meta.exportedAt.toISOString() } : {}),
    title: doc.title.trim(),
    logoPower: doc.logoPower,
    monitorUrl: doc.monitorUrl.trim(),
    screenDataMap: JSON.parse(encodeLayout(doc.tiles)) as unknown[],
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** A name for the downloaded file: the title where it is safe in a file name. */
export function layoutFileName(title: string): string {
  const safe = [...title.trim()]
    .map((char) => (char < ' ' || '\\/:*?"<>|'.includes(char) ? '-' : char))
    .slice(0, 60)
    .join('');
  return `${safe || 'screen'}.screen-layout.json`;
}

type ImportError = 'not-json' | 'wrong-format' | 'wrong-version' | 'bad-layout';

type ImportResult =
  | {
      ok: true;
      doc: EditorDoc;
      /** What the codec could not read; kept in the tiles, listed for the user. */
      problems: LayoutProblem[];
    }
  | { ok: false; error: ImportError; detail: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const fail = (error: ImportError, detail: string): ImportResult => ({ ok: false, error, detail });

/**
 * The document a layout file describes. The logo and the default flag are not in the file: they
 * are taken from `current` (the document being edited), else empty.
 */
export function importLayoutFile(
  text: string,
  catalog: ReadonlyMap<number, CatalogEntry>,
  current?: Pick<EditorDoc, 'logoUrl' | 'isDefault'>,
): ImportResult {
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch (error) {
    return fail('not-json', error instanceof Error ? error.message : String(error));
  }
  if (!isRecord(value) || value.format !== LAYOUT_FILE_FORMAT) {
    return fail('wrong-format', `expected an object with "format": "${LAYOUT_FILE_FORMAT}"`);
  }
  if (value.version !== LAYOUT_FILE_VERSION) {
    return fail(
      'wrong-version',
      `version ${JSON.stringify(value.version) ?? 'missing'}; this console reads version ${LAYOUT_FILE_VERSION}`,
    );
  }
  const { title, logoPower, monitorUrl = '', screenDataMap } = value;
  if (typeof title !== 'string') return fail('wrong-format', '"title" must be a string');
  if (typeof logoPower !== 'boolean')
    return fail('wrong-format', '"logoPower" must be true or false');
  if (typeof monitorUrl !== 'string') return fail('wrong-format', '"monitorUrl" must be a string');
  // Never let an address the console would refuse to open into the document.
  if (monitorUrl.trim() !== '' && !safeHttpUrl(monitorUrl)) {
    return fail('wrong-format', '"monitorUrl" must be an http(s) address');
  }
  if (!Array.isArray(screenDataMap)) {
    return fail('bad-layout', '"screenDataMap" must be an array of tiles');
  }
  const decoded = decodeLayout(JSON.stringify(screenDataMap), catalog);
  return {
    ok: true,
    doc: {
      title,
      logoUrl: current?.logoUrl ?? '',
      logoPower,
      monitorUrl: monitorUrl.trim(),
      isDefault: current?.isDefault ?? false,
      tiles: decoded.tiles,
    },
    problems: decoded.problems,
  };
}
