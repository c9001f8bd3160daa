import type { QueryClient } from '@tanstack/react-query';
import type { ScreenLang } from '../../../../api/screen/operations';
import { screenQueries } from '../../../../api/screen/queries';
import { screenIdParam } from '../../hooks/useScreenLayout';
import { catalogFromDataMap, decodeLayout } from '../../layout/model/codec';
import { tileRange } from '../../widgets/components/ScreenTile';
import { TILE_FRESH_MS } from '../../widgets/hooks/useTileQueries';
import { widgetFor } from '../../widgets/model/registry';

/** How long a prefetched layout counts as fresh: the screen shows within the next seconds. */
const LAYOUT_FRESH_MS = 60_000;

/**
 * Fetches what a screen shows before it shows: its setting, the component catalogue, then every
 * tile's queries with the very options the tiles use (one request per key, none for data fresher
 * than a tile would refetch), and the tiles' view code. A playlist calls it a few seconds before
 * it switches, so the next screen's tiles draw with data at once instead of blank. Failures are
 * left to the tiles, which retry and say so calmly.
 */
export async function prefetchScreen(
  client: QueryClient,
  screenId: string,
  lang: ScreenLang,
): Promise<void> {
  const [setting, dataMap] = await Promise.all([
    client.fetchQuery({
      ...screenQueries.setting(screenIdParam(screenId)),
      staleTime: LAYOUT_FRESH_MS,
    }),
    client.fetchQuery({ ...screenQueries.dataMap(), staleTime: Infinity }),
  ]).catch(() => [undefined, undefined] as const);
  if (!setting || !dataMap) return;
  const layout = decodeLayout(setting.ScreenDataMap, catalogFromDataMap(dataMap));
  const work: Promise<unknown>[] = [];
  for (const tile of layout.tiles) {
    const definition = widgetFor(tile.code);
    if (!definition) continue;
    const { range } = tileRange(tile.date, definition.defaultDate);
    for (const options of definition.queries({ range, lang })) {
      // Each entry is a full `queryOptions` from the factory; TileQuery names only the key.
      work.push(
        client.prefetchQuery({
          ...(options as Parameters<QueryClient['prefetchQuery']>[0]),
          staleTime: (options.staleTime as number | undefined) ?? TILE_FRESH_MS,
        }),
      );
    }
    if (!definition.viewLoaded()) work.push(definition.preload().catch(() => undefined));
  }
  await Promise.all(work);
}
