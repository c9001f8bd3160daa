import type { VersionConfig } from '../../../api/screen/schemas';
import { editionState } from './edition';

const DAY = 86_400_000;
const now = Date.UTC(2026, 10, 22, 12);
const config = (over: Partial<VersionConfig>): VersionConfig => ({
  RequestId: 'r',
  SecScreen: 1,
  AssetLevel: 10,
  InstanceId: 'sas-1',
  Version: 7,
  ReleaseTime: now + 30 * DAY,
  IsTrialVersion: 0,
  ...over,
});

describe('editionState', () => {
  it('is active with more than a week left, expiring within a week', () => {
    expect(editionState(config({}), now)).toEqual({ kind: 'active' });
    expect(editionState(config({ ReleaseTime: now + 5 * DAY }), now)).toEqual({
      kind: 'expiring',
      daysLeft: 5,
    });
    expect(editionState(config({ ReleaseTime: now + 7 * DAY }), now).kind).toBe('expiring');
    expect(editionState(config({ ReleaseTime: now + 7 * DAY + 1 }), now).kind).toBe('active');
  });

  it('warns of the downgrade during the 7 days after expiry, then reports it', () => {
    expect(editionState(config({ ReleaseTime: now - 2 * DAY }), now)).toEqual({
      kind: 'grace',
      downgradeAtMs: now + 5 * DAY,
    });
    expect(editionState(config({ ReleaseTime: now - 7 * DAY }), now)).toEqual({
      kind: 'downgraded',
      downgradeAtMs: now,
    });
  });

  it('never warns for the free edition', () => {
    expect(editionState(config({ Version: 1, ReleaseTime: now - DAY }), now)).toEqual({
      kind: 'active',
    });
  });
});
