import type { ServiceName } from '../../src/api/config';
import {
  DEVICE_LINK_ENDED,
  DEVICE_LINK_OUT_OF_SCOPE,
  deviceLinkStatus,
  type DeviceLinkEnd,
} from '../../src/api/deviceLinks/model';
import type { DeviceLink } from '../../src/api/deviceLinks/schemas';
import { codesById, wallScope } from '../../src/api/deviceLinks/scope';
import { mockDb } from '../database';
import { dataMapBody } from '../screen/seeds/components';
import { heldDeviceId } from './held';

export type HeldDevice =
  | { kind: 'none' }
  | { kind: 'ended'; end: DeviceLinkEnd; link: DeviceLink | null }
  | { kind: 'active'; link: DeviceLink; screenIds: string[]; operations: string[] };

/** The screens a link shows today: its screen, or its playlist's (none once that is deleted). */
export function screensOf(link: DeviceLink): string[] {
  if (link.target.kind === 'screen') return [link.target.screenId];
  const playlist = mockDb().playlists().get(link.target.playlistId);
  return [...new Set(playlist?.entries.map((entry) => entry.screenId) ?? [])];
}

/**
 * What the tab's held link may call now, worked out from its screens as they are saved today (the
 * gateway does the same from the screen service): the wall's own reads and its tiles' reads.
 */
export function heldDevice(nowMs = Date.now()): HeldDevice {
  const id = heldDeviceId();
  if (id === null) return { kind: 'none' };
  const link = mockDb().deviceLinks().get(id);
  if (!link) return { kind: 'ended', end: 'unknown', link: null };
  const status = deviceLinkStatus(link, nowMs);
  if (status !== 'active') return { kind: 'ended', end: status, link };
  const screenIds = screensOf(link);
  const screens = mockDb().store('screen').screens;
  const maps = screenIds.map((screenId) => screens.find((s) => String(s.id) === screenId)?.dataMap);
  const operations = wallScope(maps, codesById(dataMapBody('en')));
  return { kind: 'active', link, screenIds, operations };
}

/** A device's refusal, in the words of the service that refuses it. */
export interface DeviceRefusal {
  status: number;
  code: string;
  message: string;
}

export function endedRefusal(end: DeviceLinkEnd, link: DeviceLink | null): DeviceRefusal {
  const name = link ? `the device link “${link.name}”` : 'this device link';
  const why =
    end === 'revoked'
      ? `${name} was revoked`
      : end === 'expired'
        ? `${name} expired at ${link?.expiresAt ?? ''}`
        : `${name} is not known`;
  return { status: 401, code: DEVICE_LINK_ENDED[end], message: why };
}

/**
 * Why the tab's held link may not make this call, or null when it may (or no link is held): an
 * ended link is 401 with its end, anything outside its screens' reads 403, and the layout of a
 * screen it does not show too (DescribeScreenSetting by its `Id` only).
 */
export function deviceRefusal(
  service: ServiceName,
  operation: string,
  query: URLSearchParams,
): DeviceRefusal | null {
  const held = heldDevice();
  if (held.kind === 'none') return null;
  if (held.kind === 'ended') return endedRefusal(held.end, held.link);
  const outOfScope = (why: string): DeviceRefusal => ({
    status: 403,
    code: DEVICE_LINK_OUT_OF_SCOPE,
    message: `the device link “${held.link.name}” ${why}`,
  });
  if (service !== 'screen' || !held.operations.includes(operation)) {
    return outOfScope(`may not call ${operation}`);
  }
  if (operation === 'DescribeScreenSetting') {
    const id = query.get('Id');
    if (id === null || !held.screenIds.includes(id)) {
      return outOfScope(`does not show screen ${id ?? '(the default)'}`);
    }
  }
  return null;
}
