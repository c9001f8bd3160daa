import { describe, expect, it } from 'vitest';
import {
  DEVICE_LINK_MAX_DAYS,
  deviceLinkEndOf,
  deviceLinkProblems,
  deviceLinkStatus,
  type DeviceLinkInput,
} from './model';

const NOW = Date.parse('2026-11-28T12:00:00Z');
const DAY = 86_400_000;
const input = (patch: Partial<DeviceLinkInput>): DeviceLinkInput => ({
  name: 'SOC wall 2',
  target: { kind: 'screen', screenId: '1001' },
  expiresAt: new Date(NOW + 30 * DAY).toISOString(),
  ...patch,
});

describe('device link input', () => {
  it('takes a name, a target and an expiry up to 90 days away', () => {
    expect(deviceLinkProblems(input({}), NOW)).toBeNull();
    expect(
      deviceLinkProblems(
        input({ expiresAt: new Date(NOW + DEVICE_LINK_MAX_DAYS * DAY).toISOString() }),
        NOW,
      ),
    ).toBeNull();
  });

  it('names each field it refuses', () => {
    expect(deviceLinkProblems(input({ name: '  ' }), NOW)).toEqual({ name: 'empty' });
    expect(deviceLinkProblems(input({ name: 'x'.repeat(81) }), NOW)).toEqual({ name: 'tooLong' });
    expect(
      deviceLinkProblems(input({ target: { kind: 'playlist', playlistId: '' } }), NOW),
    ).toEqual({ target: 'empty' });
    expect(deviceLinkProblems(input({ expiresAt: 'soon' }), NOW)).toEqual({
      expiresAt: 'invalid',
    });
    expect(deviceLinkProblems(input({ expiresAt: new Date(NOW).toISOString() }), NOW)).toEqual({
      expiresAt: 'past',
    });
    expect(
      deviceLinkProblems(input({ expiresAt: new Date(NOW + 91 * DAY).toISOString() }), NOW),
    ).toEqual({ expiresAt: 'tooFar' });
  });
});

describe('device link state', () => {
  const link = { revokedAt: null, expiresAt: new Date(NOW + DAY).toISOString() };
  it('is active until it expires, and revoked wins over expired', () => {
    expect(deviceLinkStatus(link, NOW)).toBe('active');
    expect(deviceLinkStatus(link, NOW + DAY)).toBe('expired');
    expect(
      deviceLinkStatus({ ...link, revokedAt: new Date(NOW).toISOString() }, NOW + 2 * DAY),
    ).toBe('revoked');
  });

  it('reads an ended link from a refusal code', () => {
    expect(deviceLinkEndOf('DeviceLinkRevoked')).toBe('revoked');
    expect(deviceLinkEndOf('DeviceLinkExpired')).toBe('expired');
    expect(deviceLinkEndOf('DeviceLinkUnknown')).toBe('unknown');
    expect(deviceLinkEndOf('SignInRequired')).toBeNull();
    expect(deviceLinkEndOf(undefined)).toBeNull();
  });
});
