/**
 * The security score of the screen mock: a function of the risks pending at an instant, so the
 * summary's score is the trend's point at now. The index is built once with the estate (store.ts)
 * and read by the statistics (stats.ts).
 */
import { alarmLevels } from '../../../src/api/screen/schemas';
import { isPending, type AlarmTable } from './alarms';
import { upperBound } from './calendar';
import { isPendingRisk, type BaselineItem, type RiskItem, type VulnItem } from './risks';

/** What the score is counted from: the alarms and the risks of the estate. */
interface ScoredEstate {
  readonly alarms: AlarmTable;
  readonly vulns: readonly VulnItem[];
  readonly baseline: readonly BaselineItem[];
}

/** When each kind of risk that lowers the score was found and fixed, ascending. */
export interface ScoreIndex {
  seriousFound: Float64Array;
  seriousFixed: Float64Array;
  asapFound: Float64Array;
  asapFixed: Float64Array;
  highFound: Float64Array;
  highFixed: Float64Array;
}

const sorted = (values: number[]) => Float64Array.from(values).sort();

export function buildScoreIndex(db: ScoredEstate): ScoreIndex {
  const seriousFound: number[] = [];
  const seriousFixed: number[] = [];
  const { alarms } = db;
  const serious = alarmLevels.indexOf('serious');
  for (let i = 0; i < alarms.count; i += 1) {
    if (alarms.level[i] !== serious) continue;
    seriousFound.push(alarms.startMs[i] ?? 0);
    if (!isPending(alarms, i)) seriousFixed.push(alarms.dealtMs[i] ?? 0);
  }
  const split = <L extends string>(items: readonly RiskItem<L>[], level: L) => {
    const of = items.filter((item) => item.level === level);
    return {
      found: sorted(of.map((item) => item.foundMs)),
      fixed: sorted(of.filter((item) => !isPendingRisk(item)).map((item) => item.handledMs)),
    };
  };
  const asap = split(db.vulns, 'asap');
  const high = split(db.baseline, 'high');
  return {
    seriousFound: sorted(seriousFound),
    seriousFixed: sorted(seriousFixed),
    asapFound: asap.found,
    asapFixed: asap.fixed,
    highFound: high.found,
    highFixed: high.fixed,
  };
}

const pendingAt = (found: Float64Array, fixed: Float64Array, t: number) =>
  upperBound(found, t) - upperBound(fixed, t);

/**
 * 100 with nothing pending; each kind of pending risk takes up to its share, with diminishing
 * weight per item so a large estate lands in the low range instead of below zero.
 */
export function scoreFromPending(serious: number, asap: number, high: number): number {
  const penalty =
    30 * (1 - Math.exp(-serious / 50)) +
    15 * (1 - Math.exp(-asap / 80)) +
    10 * (1 - Math.exp(-high / 80));
  return Math.max(0, Math.min(100, Math.round(100 - penalty)));
}

export function scoreAt(index: ScoreIndex, t: number): number {
  return scoreFromPending(
    pendingAt(index.seriousFound, index.seriousFixed, t),
    pendingAt(index.asapFound, index.asapFixed, t),
    pendingAt(index.highFound, index.highFixed, t),
  );
}
