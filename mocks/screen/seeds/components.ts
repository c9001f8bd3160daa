/**
 * The components DescribeScreenDataMap offers (docs/design.md §5): the twelve DATA_CODES with fixed
 * `Id`s, grouped by type, with localized labels and the `date` options each allows. Exported so
 * tests and the seeded screens use the same catalogue the handler serves.
 */
import {
  DATA_CODES,
  TYPE_CODES,
  typeCodeOf,
  type DataCode,
  type TypeCode,
} from '../../../src/api/screen/dataCodes';
import type { DateOption } from '../../../src/api/screen/schemas';
import type { Localized, ScreenTextLang } from './texts';

interface ScreenComponent {
  code: DataCode;
  /** The `Id` DescribeScreenDataMap gives it and layouts name as `componentId`. */
  id: string;
  typeCode: TypeCode;
  title: Localized;
  dates: readonly DateOption[];
  /** The option a new tile starts with. */
  defaultDate: string;
}

const day = (value: number): DateOption => ({ Unit: 'day', Value: String(value) });
const hour = (value: number): DateOption => ({ Unit: 'hour', Value: String(value) });

/** Tiles whose operation takes no time range: one nominal option. */
const STATIC = [day(1)];
/** Operations statistics and traffic: how far back the per-day series go. */
const TREND = [day(1), day(7), day(15), day(30)];
/** Attack analysis (StartTime within the last 40 days). */
const ATTACK = [hour(24), day(1), day(7), day(30)];
/** Score trend (at most 7 days). */
const SCORE = [day(1), day(3), day(7)];

const TYPE_LABELS: Readonly<Record<TypeCode, Localized>> = {
  ASSETS: { zh: '资产', en: 'Assets' },
  VUL: { zh: '漏洞', en: 'Vulnerabilities' },
  HC: { zh: '基线', en: 'Baseline' },
  ALARM: { zh: '告警', en: 'Alarms' },
  SE_OP: { zh: '安全运营', en: 'Security operations' },
  BEST_PRA: { zh: '云平台最佳实践', en: 'Cloud best practice' },
};

const SPECS: Readonly<Record<DataCode, { id: string; title: Localized; dates: DateOption[] }>> = {
  ASSETS_ASSETS: { id: '1', title: { zh: '资产', en: 'Assets' }, dates: STATIC },
  VUL_VUL: { id: '2', title: { zh: '漏洞', en: 'Vulnerabilities' }, dates: STATIC },
  VUL_EMER: { id: '3', title: { zh: '应急漏洞', en: 'Emergency vulnerabilities' }, dates: STATIC },
  HC_HC: { id: '4', title: { zh: '基线', en: 'Baseline' }, dates: STATIC },
  ALARM_ALARM: { id: '5', title: { zh: '告警', en: 'Alarms' }, dates: STATIC },
  SE_OP_SE_TREND: { id: '6', title: { zh: '安全态势', en: 'Security posture' }, dates: SCORE },
  SE_OP_ATTACK_CLASS: { id: '7', title: { zh: '攻击类型', en: 'Attack type' }, dates: ATTACK },
  SE_OP_SE_OP: { id: '8', title: { zh: '安全运营', en: 'Security operations' }, dates: TREND },
  SE_OP_ATTACK_TOP5: {
    id: '9',
    title: { zh: '攻击来源TOP5', en: 'Attack source top 5' },
    dates: ATTACK,
  },
  SE_OP_FLOW_TREND: { id: '10', title: { zh: '流量趋势', en: 'Traffic trend' }, dates: TREND },
  SE_OP_ATTACK_TREND: { id: '11', title: { zh: '攻击趋势', en: 'Attack trend' }, dates: ATTACK },
  BEST_PRA_BEST_PRA: {
    id: '12',
    title: { zh: '云平台最佳实践', en: 'Cloud platform best practice' },
    dates: STATIC,
  },
};

/** Preferred starting range: a week where a week is offered, else the first option. */
function defaultDateOf(dates: readonly DateOption[]): string {
  const week = dates.find((d) => d.Unit === 'day' && d.Value === '7') ?? dates[0];
  return week ? `${week.Value}-${week.Unit}` : '1-day';
}

export const SCREEN_COMPONENTS: readonly ScreenComponent[] = DATA_CODES.map((code) => {
  const spec = SPECS[code];
  return {
    code,
    id: spec.id,
    typeCode: typeCodeOf(code),
    title: spec.title,
    dates: spec.dates,
    defaultDate: defaultDateOf(spec.dates),
  };
});

export function componentByCode(code: DataCode): ScreenComponent {
  const component = SCREEN_COMPONENTS.find((c) => c.code === code);
  if (!component) throw new Error(`unreachable: no component ${code}`);
  return component;
}

/** The DescribeScreenDataMap body for a language. */
export function dataMapBody(lang: ScreenTextLang) {
  return {
    SecScreenTypeList: TYPE_CODES.map((typeCode) => ({
      TypeCode: typeCode,
      Type: TYPE_LABELS[typeCode][lang],
      TypeData: SCREEN_COMPONENTS.filter((c) => c.typeCode === typeCode).map((c) => ({
        Code: c.code,
        Title: c.title[lang],
        Id: c.id,
        Date: c.dates.map((d) => ({ ...d })),
      })),
    })),
  };
}
