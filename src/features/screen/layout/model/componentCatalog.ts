/**
 * The components a screen can show, from `ScreenDataMap`'s type list: each one's data code, title
 * and the date options it offers, by numeric id, and the date a new tile of it gets.
 */
import type { DataMap } from '../../../../api/screen/schemas';
import { formatDateOption, parseDateOption } from '../../../../api/screen/timeRange';

export interface CatalogEntry {
  componentId: number;
  code: string;
  title: string;
  dates: { Unit: 'second' | 'hour' | 'day'; Value: string }[];
}

/** The components a screen can show, by numeric id (`TypeData[].Id` is sent as a string). */
export function catalogFromDataMap(dataMap: DataMap): Map<number, CatalogEntry> {
  const catalog = new Map<number, CatalogEntry>();
  for (const group of dataMap.SecScreenTypeList) {
    for (const item of group.TypeData) {
      const id = readIntegerId(item.Id);
      // A layout names components by integer; an id that is not one cannot be referenced.
      if (id === null || catalog.has(id)) continue;
      catalog.set(id, {
        componentId: id,
        code: item.Code,
        title: item.Title,
        dates: item.Date.map((option) => ({ Unit: option.Unit, Value: option.Value })),
      });
    }
  }
  return catalog;
}

function readIntegerId(text: string): number | null {
  if (!/^-?\d+$/.test(text.trim())) return null;
  const id = Number(text.trim());
  return Number.isSafeInteger(id) ? id : null;
}

/** The date a new tile gets: the component's first offered option, else a week. */
const FALLBACK_DATE = '7-day';

export function defaultDateFor(entry: CatalogEntry | undefined): string {
  for (const option of entry?.dates ?? []) {
    const range = parseDateOption(`${option.Value}-${option.Unit}`);
    if (range) return formatDateOption(range);
  }
  return FALLBACK_DATE;
}
