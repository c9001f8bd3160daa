import type { SecurityStatInfo } from '../../../../api/screen/schemas';
import type { LevelTrendSpec } from '../model/levelSpecs';
import type { WidgetViewProps } from '../model/types';
import { LevelTrend } from './LevelTrend';

/**
 * A view drawing one section of `DescribeScreenSecurityStatInfo` as counts by level and a daily
 * trend. The tiles built with it share the one statistics query (one request).
 */
export function statLevelView<Section, Level extends string>(
  name: string,
  sectionOf: (stat: SecurityStatInfo) => Section,
  spec: LevelTrendSpec<Section, Level>,
) {
  function StatLevelView({ data: [stat] }: WidgetViewProps<[SecurityStatInfo]>) {
    return stat ? <LevelTrend spec={spec} section={sectionOf(stat)} /> : null;
  }
  StatLevelView.displayName = name;
  return StatLevelView;
}
