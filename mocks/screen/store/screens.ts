/**
 * Saved screen layouts (docs/design.md §3, §5): three seeded ones and the rules that keep exactly
 * one default while any screen exists.
 */
import type { DataCode } from '../../../src/api/screen/dataCodes';
import { componentByCode, SCREEN_COMPONENTS } from '../seeds/components';

/** What CreateScreenSetting sets (besides the default flag), as stored and as journaled. */
export interface ScreenFields {
  title: string;
  /** Stored verbatim, so unknown keys and components survive a round trip. */
  dataMap: string;
  /** A picture held by the mock's object storage; its URL is built from the request's origin. */
  logoKey: string | null;
  /** Any other logo address as sent ('' for none); used when `logoKey` is null. */
  logoUrl: string;
  logoPower: boolean;
  monitorUrl: string | null;
}

export interface ScreenRecord extends ScreenFields {
  /** int32, as CreateScreenSetting returns it. */
  id: number;
  isDefault: boolean;
}

/** The seeded picture (screen/store/picture.ts draws it). */
export const SEEDED_LOGO_KEY = 'screen/logo/parapet-shield.png';

interface Placement {
  code: DataCode;
  date?: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** `{positionId, componentId, date}` plus geometry when placed on the grid (12 columns, 24 rows). */
function layout(placements: readonly Placement[]): string {
  return JSON.stringify(
    placements.map((p, index) => {
      const component = componentByCode(p.code);
      return {
        positionId: index + 1,
        componentId: Number(component.id),
        date: p.date ?? component.defaultDate,
        x: p.x,
        y: p.y,
        w: p.w,
        h: p.h,
      };
    }),
  );
}

export function seedScreens(): ScreenRecord[] {
  // The default screen names every component by position only: the client's template places them.
  const overview = JSON.stringify(
    SCREEN_COMPONENTS.map((component, index) => ({
      positionId: index + 1,
      componentId: Number(component.id),
      date: component.defaultDate,
    })),
  );
  return [
    seeded({
      id: 1001,
      title: '安全总览',
      dataMap: overview,
      logoKey: SEEDED_LOGO_KEY,
      logoPower: true,
      isDefault: true,
    }),
    seeded({
      id: 1002,
      title: '攻击态势',
      dataMap: layout([
        { code: 'SE_OP_ATTACK_TREND', date: '7-day', x: 0, y: 0, w: 8, h: 8 },
        { code: 'SE_OP_ATTACK_CLASS', date: '7-day', x: 8, y: 0, w: 4, h: 8 },
        { code: 'SE_OP_ATTACK_TOP5', date: '24-hour', x: 0, y: 8, w: 6, h: 8 },
        { code: 'SE_OP_FLOW_TREND', date: '7-day', x: 6, y: 8, w: 6, h: 8 },
        { code: 'ALARM_ALARM', x: 0, y: 16, w: 8, h: 8 },
        { code: 'ASSETS_ASSETS', x: 8, y: 16, w: 4, h: 8 },
      ]),
      monitorUrl: 'https://status.example.com/grafana/d/soc',
    }),
    seeded({
      id: 1003,
      title: 'Ops',
      dataMap: layout([
        { code: 'SE_OP_SE_TREND', date: '7-day', x: 0, y: 0, w: 6, h: 12 },
        { code: 'SE_OP_SE_OP', date: '30-day', x: 6, y: 0, w: 6, h: 12 },
        { code: 'VUL_VUL', x: 0, y: 12, w: 6, h: 12 },
        { code: 'HC_HC', x: 6, y: 12, w: 6, h: 12 },
      ]),
    }),
  ];
}

/** A seeded screen: no logo, no monitor address and not the default unless it says so. */
function seeded(
  screen: Pick<ScreenRecord, 'id' | 'title' | 'dataMap'> & Partial<ScreenRecord>,
): ScreenRecord {
  return {
    logoKey: null,
    logoUrl: '',
    logoPower: false,
    monitorUrl: null,
    isDefault: false,
    ...screen,
  };
}

/** The default screen, or null when there are none. */
export function defaultScreen(screens: readonly ScreenRecord[]): ScreenRecord | null {
  return screens.find((s) => s.isDefault) ?? null;
}

/**
 * Restores "exactly one default while any screen exists" after a change: when no screen is the
 * default any more (it was deleted or unset), the lowest remaining id becomes it.
 */
export function ensureOneDefault(screens: ScreenRecord[], keep?: number): void {
  const defaults = screens.filter((s) => s.isDefault);
  if (defaults.length > 1) {
    const winner = defaults.find((s) => s.id === keep) ?? defaults[0];
    for (const s of screens) s.isDefault = s === winner;
    return;
  }
  if (defaults.length === 0 && screens.length > 0) {
    const lowest = screens.reduce((a, b) => (b.id < a.id ? b : a));
    lowest.isDefault = true;
  }
}

/** Screens in id order (DescribeScreenTitles lists them so). */
export function byId(a: ScreenRecord, b: ScreenRecord): number {
  return a.id - b.id;
}
