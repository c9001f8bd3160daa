/**
 * What a device link may read, worked out from its screens themselves (src/api/deviceLinks/scope.ts
 * maps each tile's data code to its operations): the layouts of the screens it shows (one, or a
 * playlist's), the catalog that names their components, and so the operations of those tiles and
 * of the wall. Asked again when a wall asks for something outside it (its screen gained a tile, its
 * playlist a screen), at most every RESCOPE_AFTER_MS.
 */
import { codesById, wallScope, type DeviceLinkTarget } from '../src/api/contract';
import type { ScreenReads } from './screenReads';
import type { PlaylistStore } from './store/playlistStore';

export const RESCOPE_AFTER_MS = 10_000;

export interface LinkScope {
  operations: string[];
  screenIds: string[];
}

export class ScopeUnavailable extends Error {}

interface DataMapAnswer {
  SecScreenTypeList: { TypeData: { Id: string; Code: string }[] }[];
}

function isDataMap(json: unknown): json is DataMapAnswer {
  const list = (json as { SecScreenTypeList?: unknown } | null)?.SecScreenTypeList;
  return (
    Array.isArray(list) &&
    list.every((type) => Array.isArray((type as { TypeData?: unknown } | null)?.TypeData))
  );
}

/** The screens a target shows: its one, or its playlist's (none when the playlist is gone). */
export async function screensOf(
  target: DeviceLinkTarget,
  playlists: PlaylistStore | null,
): Promise<string[] | null> {
  if (target.kind === 'screen') return [target.screenId];
  if (!playlists) throw new ScopeUnavailable('the database is not connected');
  const playlist = await playlists.get(target.playlistId);
  return playlist ? [...new Set(playlist.entries.map((entry) => entry.screenId))] : null;
}

/**
 * The scope of a target; `missing` names what is not there (a screen or playlist deleted or never
 * made). A screen that is gone from a playlist only shows nothing; the wall skips it.
 */
export async function workOutScope(
  target: DeviceLinkTarget,
  reads: ScreenReads | null,
  playlists: PlaylistStore | null,
): Promise<LinkScope | { missing: string }> {
  if (!reads) throw new ScopeUnavailable('this gateway has no screen endpoint');
  const read = (action: string, params?: Record<string, string>) =>
    reads.read(action, params).catch((error: unknown) => {
      throw new ScopeUnavailable(
        `${action}: ${error instanceof Error ? error.message : String(error)}`,
      );
    });
  const screenIds = await screensOf(target, playlists);
  if (screenIds === null)
    return { missing: `playlist ${(target as { playlistId: string }).playlistId}` };
  const layouts = await Promise.all(
    screenIds.map(async (id) => {
      const answer = await read('DescribeScreenSetting', { Id: id });
      if (answer.status >= 500) {
        throw new ScopeUnavailable(`DescribeScreenSetting answered ${answer.status}`);
      }
      const map = (answer.json as { ScreenDataMap?: unknown } | null)?.ScreenDataMap;
      return answer.status === 200 && typeof map === 'string' ? map : null;
    }),
  );
  if (target.kind === 'screen' && layouts[0] === null) {
    return { missing: `screen ${target.screenId}` };
  }
  const catalog = await read('DescribeScreenDataMap');
  if (catalog.status !== 200 || !isDataMap(catalog.json)) {
    throw new ScopeUnavailable(`DescribeScreenDataMap answered ${catalog.status}`);
  }
  return { operations: wallScope(layouts, codesById(catalog.json)), screenIds };
}
