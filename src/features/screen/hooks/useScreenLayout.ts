import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { screenQueries } from '../../../api/screen/queries';
import { catalogFromDataMap, decodeLayout, type DecodedLayout } from '../layout/model/codec';

/** `default` in a URL (and no id at all) means the account's default screen. */
export const DEFAULT_SCREEN = 'default';

export function screenIdParam(id: string | undefined): string | undefined {
  return id === undefined || id === DEFAULT_SCREEN ? undefined : id;
}

/**
 * One screen's setting and the component catalogue, and the layout decoded from them. Both the
 * console viewer and the wall display read a screen through this, so they agree tile for tile.
 */
export function useScreenLayout(id: string | undefined) {
  const setting = useQuery(screenQueries.setting(screenIdParam(id)));
  const dataMap = useQuery(screenQueries.dataMap());
  const catalog = useMemo(
    () => (dataMap.data ? catalogFromDataMap(dataMap.data) : undefined),
    [dataMap.data],
  );
  const text = setting.data?.ScreenDataMap;
  const layout = useMemo<DecodedLayout | undefined>(
    () => (text !== undefined && catalog ? decodeLayout(text, catalog) : undefined),
    [text, catalog],
  );
  return { setting, dataMap, catalog, layout };
}
