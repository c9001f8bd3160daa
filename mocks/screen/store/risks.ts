/**
 * Vulnerabilities and baseline risks attached to hosts, each found at one time and (perhaps)
 * fixed at a later one, so the counts, per-day series and host lists of every tile derive from
 * the same items. Same at every scale.
 */
import type { BaselineLevel, VulLevel } from '../../../src/api/screen/schemas';
import { QUIET_MS } from './alarms';
import { DAY_MS, HOUR_MS } from './calendar';
import { cumulative, pickCumulative, type ScreenHost } from '../seeds/hosts';
import { CLOUD_CHECKS, EMERGENCY_VULNS, type CheckLevel, type Localized } from '../seeds/texts';
import { createRng, deriveSeed, type Rng } from '../../core/rng';

const RISK_DAYS = 40;
const VULN_COUNT = 700;
const BASELINE_COUNT = 450;

export interface RiskItem<L extends string> {
  host: number;
  level: L;
  foundMs: number;
  /** -1 while pending. */
  handledMs: number;
  /** Index into EMERGENCY_VULNS, or -1 for an ordinary vulnerability or a baseline risk. */
  emergency: number;
}
export type VulnItem = RiskItem<VulLevel>;
export type BaselineItem = RiskItem<BaselineLevel>;

export interface CloudCheck {
  name: Localized;
  level: CheckLevel;
  affectCount: number;
}

/** Found at a random time; older findings are more likely fixed (by `halfLifeDays`). */
function lifecycle(rng: Rng, anchorMs: number, halfLifeDays: number, fixRate: number) {
  const first = anchorMs - RISK_DAYS * DAY_MS;
  const last = anchorMs - QUIET_MS;
  const foundMs = Math.floor(first + rng.next() ** 0.9 * (last - first));
  const age = anchorMs - foundMs;
  const fixed = rng.chance(fixRate * (1 - Math.exp(-age / (halfLifeDays * DAY_MS))));
  const handledMs = fixed
    ? Math.floor(foundMs + Math.min(last - foundMs, rng.next() * age * 0.8 + HOUR_MS))
    : -1;
  return { foundMs, handledMs };
}

/** Values with their relative weights, as `rng.weighted` takes them. */
type Weighted<L> = readonly (readonly [L, number])[];

/** A finding that is no emergency: a host by weight, a level by weight, then its lifecycle. */
function ordinaryRisk<L extends string>(
  rng: Rng,
  hostWeights: Float64Array,
  levels: Weighted<L>,
  anchorMs: number,
  halfLifeDays: number,
  fixRate: number,
): RiskItem<L> {
  return {
    host: pickCumulative(hostWeights, rng.next()),
    level: rng.weighted(levels),
    emergency: -1,
    ...lifecycle(rng, anchorMs, halfLifeDays, fixRate),
  };
}

const VULN_LEVELS: Weighted<VulLevel> = [
  ['asap', 2],
  ['later', 5],
  ['nntf', 3],
];
const BASELINE_LEVELS: Weighted<BaselineLevel> = [
  ['high', 2],
  ['medium', 4],
  ['low', 3],
];

export function generateVulns(
  seed: number,
  anchorMs: number,
  hosts: readonly ScreenHost[],
): VulnItem[] {
  const rng = createRng(deriveSeed(seed, 'vulns'));
  // About a quarter of the hosts are patched up and never show a vulnerability.
  const weights = cumulative(hosts.map(() => (rng.chance(0.25) ? 0 : 0.2 + rng.next() ** 2)));
  const items: VulnItem[] = Array.from({ length: VULN_COUNT }, () =>
    ordinaryRisk(rng, weights, VULN_LEVELS, anchorMs, 6, 0.95),
  );
  EMERGENCY_VULNS.forEach((vuln, e) => {
    // Some emergencies do not concern this estate at all (AffectCount 0).
    const affected = rng.chance(0.2) ? 0 : rng.int(1, 14);
    const hostIndexes = new Set<number>();
    while (hostIndexes.size < affected) hostIndexes.add(pickCumulative(weights, rng.next()));
    for (const host of hostIndexes) {
      items.push({
        host,
        level: vuln.level.toLowerCase() as VulLevel,
        emergency: e,
        ...lifecycle(rng, anchorMs, 10, 0.7),
      });
    }
  });
  return items;
}

export function generateBaseline(
  seed: number,
  anchorMs: number,
  hosts: readonly ScreenHost[],
): BaselineItem[] {
  const rng = createRng(deriveSeed(seed, 'baseline'));
  // Baseline findings cluster on a third of the hosts (old images, hand-configured boxes).
  const weights = cumulative(hosts.map(() => (rng.chance(0.33) ? 0.3 + rng.next() : 0)));
  return Array.from({ length: BASELINE_COUNT }, () =>
    ordinaryRisk(rng, weights, BASELINE_LEVELS, anchorMs, 12, 0.85),
  );
}

export function generateCloudChecks(seed: number): CloudCheck[] {
  const rng = createRng(deriveSeed(seed, 'cloud-checks'));
  return CLOUD_CHECKS.map((check) => ({
    ...check,
    affectCount: rng.chance(check.level === 'HIGH' ? 0.55 : 0.4) ? 0 : rng.int(1, 23),
  }));
}

export const isPendingRisk = (item: { handledMs: number }) => item.handledMs < 0;
