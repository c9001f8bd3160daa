import { isDataCode, type DataCode } from '../../../../api/screen/dataCodes';
import { screenQueries } from '../../../../api/screen/queries';
import { defineWidget, type WidgetDefinition } from './defineWidget';
import { BASELINE_SPEC, isLevelTrendEmpty, VUL_SPEC } from './levelSpecs';
import { attackSlices, topSources, topTargets, trendPoints } from './logic';
import { LATEST_ALARMS } from './tileLayout';
import type { TileContext } from './types';

export type { WidgetDefinition };

const attacks = {
  label: 'widget.attack.view',
  request: (range) => ({ kind: 'attacks', range }),
} as const satisfies WidgetDefinition['drill'];

/**
 * Every data code's widget (docs/design.md §5), declared: the queries it draws (the tile host
 * starts them at once, in parallel with the view's chunk), what the frame says about them (caption,
 * empty, drill-down), and the lazy view that draws the data. Adding a data code is one entry
 * here, one view in views/ and its strings in messages.ts.
 */
export const WIDGETS: Readonly<Record<DataCode, WidgetDefinition>> = {
  ASSETS_ASSETS: defineWidget({
    code: 'ASSETS_ASSETS',
    size: { w: 4, h: 8 },
    queries: () => [screenQueries.summary(), screenQueries.hostStatistics()],
    caption: 'current',
    drill: { label: 'widget.assets.viewRisky', request: () => ({ kind: 'hosts' }) },
    view: () => import('../components/AssetsView'),
  }),
  VUL_VUL: defineWidget({
    code: 'VUL_VUL',
    size: { w: 4, h: 8 },
    queries: () => [screenQueries.securityStat()],
    caption: ([stat], { dates }) => dates(stat?.Vulnerability.DateArray),
    empty: ([stat]) => stat && isLevelTrendEmpty(VUL_SPEC, stat.Vulnerability),
    view: () => import('../components/VulView'),
  }),
  VUL_EMER: defineWidget({
    code: 'VUL_EMER',
    size: { w: 4, h: 8 },
    queries: () => [screenQueries.emerRisk()],
    caption: 'current',
    empty: ([emer]) => emer?.CloudHcRiskItems.length === 0 && 'widget.emer.none',
    view: () => import('../components/EmerView'),
  }),
  HC_HC: defineWidget({
    code: 'HC_HC',
    size: { w: 4, h: 8 },
    queries: () => [screenQueries.securityStat()],
    caption: ([stat], { dates }) => dates(stat?.HealthCheck.DateArray),
    empty: ([stat]) => stat && isLevelTrendEmpty(BASELINE_SPEC, stat.HealthCheck),
    view: () => import('../components/HealthCheckView'),
  }),
  ALARM_ALARM: defineWidget({
    code: 'ALARM_ALARM',
    size: { w: 4, h: 10 },
    queries: ({ lang }: TileContext) => [
      screenQueries.securityStat(),
      screenQueries.alarms({ lang, dealed: false, page: 1, pageSize: LATEST_ALARMS }),
    ],
    caption: ([stat], { dates }) => dates(stat?.SecurityEvent.DateArray),
    drill: { label: 'widget.alarm.all', request: () => ({ kind: 'alarms' }) },
    view: () => import('../components/AlarmView'),
  }),
  SE_OP_SE_TREND: defineWidget({
    code: 'SE_OP_SE_TREND',
    size: { w: 4, h: 8 },
    queries: ({ range }: TileContext) => [screenQueries.scoreThread(range)],
    empty: ([thread]) => thread?.result.Data.SocreThread.length === 0,
    view: () => import('../components/ScoreTrendView'),
  }),
  SE_OP_ATTACK_CLASS: defineWidget({
    code: 'SE_OP_ATTACK_CLASS',
    size: { w: 4, h: 8 },
    queries: ({ range }: TileContext) => [screenQueries.attack({ type: 'PIE_CHART', range })],
    empty: ([pie]) => pie !== undefined && attackSlices(pie.result.Data).length === 0,
    drill: attacks,
    view: () => import('../components/AttackClassView'),
  }),
  SE_OP_SE_OP: defineWidget({
    code: 'SE_OP_SE_OP',
    size: { w: 4, h: 8 },
    queries: ({ range, lang }: TileContext) => [screenQueries.operateInfo(range, lang)],
    caption: (_, { t, span }) => t('widget.handled.caption', { span }),
    empty: ([info]) =>
      info !== undefined &&
      info.result.DateArray.length === 0 &&
      info.result.HealthCheckDealedCount +
        info.result.SecurityEventDealedCount +
        info.result.VulnerabilityDealedCount ===
        0,
    view: () => import('../components/OperationsView'),
  }),
  SE_OP_ATTACK_TOP5: defineWidget({
    code: 'SE_OP_ATTACK_TOP5',
    size: { w: 6, h: 8 },
    queries: ({ range }: TileContext) => [
      screenQueries.attack({ type: 'SOURCE_TOP', range }),
      screenQueries.attack({ type: 'CLIENT_TOP', range }),
    ],
    labels: ['widget.top.sources', 'widget.top.targets'],
    empty: ([sources, targets]) =>
      (sources !== undefined || targets !== undefined) &&
      (sources === undefined || topSources(sources.result.Data).length === 0) &&
      (targets === undefined || topTargets(targets.result.Data).length === 0),
    drill: attacks,
    view: () => import('../components/AttackTopView'),
  }),
  SE_OP_FLOW_TREND: defineWidget({
    code: 'SE_OP_FLOW_TREND',
    size: { w: 4, h: 8 },
    queries: () => [screenQueries.securityStat()],
    caption: ([stat], { dates }) => dates(stat?.AttackEvent.DateArray),
    empty: ([stat]) =>
      stat !== undefined &&
      stat.AttackEvent.TotalCount === 0 &&
      stat.AttackEvent.DateArray.length === 0,
    view: () => import('../components/FlowTrendView'),
  }),
  SE_OP_ATTACK_TREND: defineWidget({
    code: 'SE_OP_ATTACK_TREND',
    size: { w: 6, h: 8 },
    queries: ({ range }: TileContext) => [
      screenQueries.attack({ type: 'TREND', range }),
      screenQueries.attack({ type: 'TOTAL', range }),
    ],
    empty: ([trend, total]) =>
      trend !== undefined && trendPoints(trend.result.Data).length === 0 && !total?.result.Total,
    drill: attacks,
    view: () => import('../components/AttackTrendView'),
  }),
  BEST_PRA_BEST_PRA: defineWidget({
    code: 'BEST_PRA_BEST_PRA',
    size: { w: 4, h: 8 },
    queries: () => [screenQueries.cloudHcRisk()],
    caption: 'current',
    empty: ([risk]) => risk?.CloudHcRiskItems.length === 0 && 'widget.bp.none',
    view: () => import('../components/BestPracticeView'),
  }),
};

/** The widget of a data code; undefined for null or a code this console does not know. */
export function widgetFor(code: string | null): WidgetDefinition | undefined {
  return isDataCode(code) ? WIDGETS[code] : undefined;
}
