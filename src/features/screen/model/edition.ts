import type { VersionConfig } from '../../../api/screen/schemas';

const DAY_MS = 86_400_000;
/** A paid instance not renewed within 7 days after expiry is downgraded to free (spec). */
const DOWNGRADE_GRACE_DAYS = 7;
/** Warn this many days before expiry. */
const EXPIRY_WARNING_DAYS = 7;
const FREE_EDITION = 1;

type EditionState =
  /** More than a week left (or the free edition, which does not expire). */
  | { kind: 'active' }
  | { kind: 'expiring'; daysLeft: number }
  /** Expired, still inside the 7-day grace period. */
  | { kind: 'grace'; downgradeAtMs: number }
  | { kind: 'downgraded'; downgradeAtMs: number };

export function editionState(config: VersionConfig, nowMs: number): EditionState {
  if (config.Version === FREE_EDITION || config.ReleaseTime <= 0) return { kind: 'active' };
  const expiresAt = config.ReleaseTime;
  const downgradeAtMs = expiresAt + DOWNGRADE_GRACE_DAYS * DAY_MS;
  if (nowMs >= downgradeAtMs) return { kind: 'downgraded', downgradeAtMs };
  if (nowMs >= expiresAt) return { kind: 'grace', downgradeAtMs };
  const daysLeft = Math.ceil((expiresAt - nowMs) / DAY_MS);
  return daysLeft <= EXPIRY_WARNING_DAYS ? { kind: 'expiring', daysLeft } : { kind: 'active' };
}

export const KNOWN_EDITIONS = [1, 3, 5, 6, 7, 8, 10] as const;
