// Shared by this folder's tests only.
import type { DataMap, ScreenSetting } from '../../../../api/screen/schemas';
import { catalogFromDataMap, type LayoutTile } from '../../layout/model/codec';
import { docFromSetting } from '../model/editorState';

const dataMap: DataMap = {
  RequestId: 'r-map',
  SecScreenTypeList: [
    {
      TypeCode: 'ALARM',
      Type: 'Alarms',
      TypeData: [
        {
          Code: 'ALARM_ALARM',
          Title: 'Alarms',
          Id: '5',
          Date: [
            { Unit: 'day', Value: '7' },
            { Unit: 'day', Value: '30' },
          ],
        },
        { Code: 'ASSETS_ASSETS', Title: 'Assets', Id: '1', Date: [{ Unit: 'day', Value: '7' }] },
        { Code: 'VUL_VUL', Title: 'Vulnerabilities', Id: '2', Date: [] },
        { Code: 'HC_HC', Title: 'Baseline', Id: '3', Date: [] },
      ],
    },
  ],
};

export const catalog = catalogFromDataMap(dataMap);

export function setting(overrides: Partial<ScreenSetting> = {}): ScreenSetting {
  return {
    RequestId: 'r-1',
    ScreenId: '42',
    ScreenDefault: 0,
    LogoPower: true,
    LogoUrl: 'https://oss.example/logo.png',
    Title: 'Ops',
    ScreenDataMap: '[]',
    MonitorUrl: 'https://monitor.example/',
    ...overrides,
  };
}

/** A layout text from elements (objects or anything else). */
export const layoutText = (elements: unknown[]) => JSON.stringify(elements);

/** The editor's document of a screen whose stored layout holds `elements`. */
export const docOf = (elements: unknown[]) =>
  docFromSetting(setting({ ScreenDataMap: layoutText(elements) }), catalog);

export const geometry = (tiles: readonly LayoutTile[]) =>
  Object.fromEntries(tiles.map((t) => [t.key, [t.x, t.y, t.w, t.h]]));
