import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { isDataCode, type DataCode } from '../../../api/screen/dataCodes';
import type { WidgetProps } from './types';

export type { WidgetProps };

export interface WidgetDefinition {
  code: DataCode;
  /** Grid units on the 12-column screen grid (src/features/screen/layout/grid.ts). */
  defaultSize: { w: number; h: number };
  /** The range a new tile gets, and the one shown when a stored `date` is not valid. */
  defaultDate: string;
  /** One lazy chunk per widget; echarts comes in the one chunk they share (components/Chart). */
  Component: LazyExoticComponent<ComponentType<WidgetProps>>;
}

const define = (
  code: DataCode,
  defaultSize: { w: number; h: number },
  load: () => Promise<{ default: ComponentType<WidgetProps> }>,
  defaultDate = '7-day',
): WidgetDefinition => ({ code, defaultSize, defaultDate, Component: lazy(load) });

/** Every data code's widget (DESIGN.md §5). */
export const WIDGETS: Readonly<Record<DataCode, WidgetDefinition>> = {
  ASSETS_ASSETS: define('ASSETS_ASSETS', { w: 4, h: 8 }, () => import('./AssetsWidget')),
  VUL_VUL: define('VUL_VUL', { w: 4, h: 8 }, () => import('./VulWidget')),
  VUL_EMER: define('VUL_EMER', { w: 4, h: 8 }, () => import('./EmerWidget')),
  HC_HC: define('HC_HC', { w: 4, h: 8 }, () => import('./HealthCheckWidget')),
  ALARM_ALARM: define('ALARM_ALARM', { w: 4, h: 10 }, () => import('./AlarmWidget')),
  SE_OP_SE_TREND: define('SE_OP_SE_TREND', { w: 4, h: 8 }, () => import('./ScoreTrendWidget')),
  SE_OP_ATTACK_CLASS: define(
    'SE_OP_ATTACK_CLASS',
    { w: 4, h: 8 },
    () => import('./AttackClassWidget'),
  ),
  SE_OP_SE_OP: define('SE_OP_SE_OP', { w: 4, h: 8 }, () => import('./OperationsWidget')),
  SE_OP_ATTACK_TOP5: define('SE_OP_ATTACK_TOP5', { w: 6, h: 8 }, () => import('./AttackTopWidget')),
  SE_OP_FLOW_TREND: define('SE_OP_FLOW_TREND', { w: 4, h: 8 }, () => import('./FlowTrendWidget')),
  SE_OP_ATTACK_TREND: define(
    'SE_OP_ATTACK_TREND',
    { w: 6, h: 8 },
    () => import('./AttackTrendWidget'),
  ),
  BEST_PRA_BEST_PRA: define(
    'BEST_PRA_BEST_PRA',
    { w: 4, h: 8 },
    () => import('./BestPracticeWidget'),
  ),
};

/** The widget of a data code; undefined for null or a code this console does not know. */
export function widgetFor(code: string | null): WidgetDefinition | undefined {
  return isDataCode(code) ? WIDGETS[code] : undefined;
}
