import { describe, expect, it } from 'vitest';
import { TILE_OPERATIONS, wallScope } from '../../../api/deviceLinks/scope';
import { DATA_CODES } from '../../../api/screen/dataCodes';
import { parseDateOption } from '../../../api/screen/timeRange';
import { WIDGETS } from './model/registry';

/** The operation of a screen query: its key is [service, 'list' | 'detail', (id,) operation, …]. */
function operationOf(key: readonly unknown[]): string {
  return String(key[1] === 'detail' ? key[3] : key[2]);
}

describe('the device-link scope of each tile', () => {
  it.each(DATA_CODES)('%s reads exactly what the contract lets a wall read for it', (code) => {
    const widget = WIDGETS[code];
    const range = parseDateOption(widget.defaultDate)!;
    const read = new Set(
      (['zh', 'en'] as const).flatMap((lang) =>
        widget.queries({ range, lang }).map((query) => operationOf(query.queryKey)),
      ),
    );
    expect([...read].sort()).toEqual([...TILE_OPERATIONS[code]].sort());
  });

  it("a wall's scope is its tiles' operations and the wall's own, and nothing for an unknown id", () => {
    const codes = new Map([
      ['11', 'VUL_EMER' as const],
      ['12', 'SE_OP_SE_TREND' as const],
    ]);
    const layout = JSON.stringify([
      { positionId: 1, componentId: 11, date: '7-day' },
      { positionId: 2, componentId: 99, date: '7-day' },
    ]);
    const scope = wallScope([layout, 'not json'], codes);
    expect(scope).toContain('DescribeScreenEmerRisk');
    expect(scope).not.toContain('DescribeScreenScoreThread');
    expect(scope).not.toContain('CreateScreenSetting');
    expect(scope).not.toContain('DescribeScreenTitles');
    expect(scope).toContain('DescribeScreenSetting');
  });
});
