import type { MoMValues } from '../../../../api/lake/schemas';

export interface ValueChange {
  /** current − previous. */
  delta: number;
  /** delta ÷ previous (a fraction); null when there was nothing before to compare with. */
  ratio: number | null;
  direction: 'up' | 'down' | 'none';
}

/** The change from an earlier value to the current one; no division by zero. */
export function valueChange(current: number, previous: number): ValueChange {
  const delta = current - previous;
  return {
    delta,
    ratio: previous === 0 ? null : delta / previous,
    direction: delta > 0 ? 'up' : delta < 0 ? 'down' : 'none',
  };
}

/** A summary value's change since the last day and since the last month. */
export function momChanges(values: MoMValues): { day: ValueChange; month: ValueChange } {
  return {
    day: valueChange(values.currentValue, values.lastDayValue),
    month: valueChange(values.currentValue, values.lastMonthValue),
  };
}
