import type { DataCode } from '../screen/dataCodes';
import { isDataCode } from '../screen/dataCodes';
import type { screenOperations } from '../screen/operations';

type ScreenOperationName = keyof typeof screenOperations;

/**
 * The read operations every wall makes, whatever its tiles: the screen's layout (by its `Id`
 * only: the gateway checks it is one the link shows), the component catalog, the edition badge,
 * the logo, and the header's figures (KPI strip).
 */
export const WALL_OPERATIONS: readonly ScreenOperationName[] = [
  'DescribeScreenSetting',
  'DescribeScreenDataMap',
  'DescribeScreenVersionConfig',
  'DescribeScreenUploadPicture',
  'DescribeScreenSummaryInfo',
  'DescribeScreenSecurityStatInfo',
];

/**
 * The operations each data code's tile reads. The widgets' registry declares the same by its
 * queries; a test (src/features/screen/widgets/deviceScope.test.ts) holds the two equal, so a tile
 * that starts reading something new cannot be refused on a wall unnoticed.
 */
export const TILE_OPERATIONS: Readonly<Record<DataCode, readonly ScreenOperationName[]>> = {
  ASSETS_ASSETS: ['DescribeScreenSummaryInfo', 'DescribeScreenHostStatistics'],
  VUL_VUL: ['DescribeScreenSecurityStatInfo'],
  VUL_EMER: ['DescribeScreenEmerRisk'],
  HC_HC: ['DescribeScreenSecurityStatInfo'],
  ALARM_ALARM: ['DescribeScreenSecurityStatInfo', 'DescribeScreenAlarmEventList'],
  SE_OP_SE_TREND: ['DescribeScreenScoreThread'],
  SE_OP_ATTACK_CLASS: ['DescribeScreenAttackAnalysisData'],
  SE_OP_SE_OP: ['DescribeScreenOperateInfo'],
  SE_OP_ATTACK_TOP5: ['DescribeScreenAttackAnalysisData'],
  SE_OP_FLOW_TREND: ['DescribeScreenSecurityStatInfo'],
  SE_OP_ATTACK_TREND: ['DescribeScreenAttackAnalysisData'],
  BEST_PRA_BEST_PRA: ['DescribeScreenCloudHcRisk'],
};

/** The component ids a stored `ScreenDataMap` places, read leniently (a broken one places none). */
export function componentIdsOf(screenDataMap: string | null | undefined): string[] {
  if (!screenDataMap) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(screenDataMap);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const ids = new Set<string>();
  for (const entry of parsed) {
    const id = (entry as { componentId?: unknown } | null)?.componentId;
    if (typeof id === 'string' || typeof id === 'number') ids.add(String(id));
  }
  return [...ids];
}

/** Component id → data code, from a `DescribeScreenDataMap` answer (unknown codes left out). */
export function codesById(dataMap: {
  SecScreenTypeList: readonly { TypeData: readonly { Id: string; Code: string }[] }[];
}): Map<string, DataCode> {
  const codes = new Map<string, DataCode>();
  for (const type of dataMap.SecScreenTypeList) {
    for (const item of type.TypeData) if (isDataCode(item.Code)) codes.set(item.Id, item.Code);
  }
  return codes;
}

/** The screen operations a wall showing these layouts may call, sorted. */
export function wallScope(
  screenDataMaps: readonly (string | null | undefined)[],
  codes: ReadonlyMap<string, DataCode>,
): string[] {
  const operations = new Set<string>(WALL_OPERATIONS);
  for (const map of screenDataMaps) {
    for (const id of componentIdsOf(map)) {
      const code = codes.get(id);
      if (code) for (const op of TILE_OPERATIONS[code]) operations.add(op);
    }
  }
  return [...operations].sort();
}
