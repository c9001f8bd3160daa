import { DEVICE_LINK_ENDED, WALL_PATH } from './display';

/**
 * Device links (docs/deploy.md "Device links"): an admin gives the computer behind a wall a link
 * that shows one saved screen or playlist with nobody signed in. The link carries a credential
 * the gateway accepts for the read operations of exactly those screens' tiles (scope.ts), until it
 * expires (at most DEVICE_LINK_MAX_DAYS) or is revoked. Part of the contract: the gateway, the
 * demo's mock and the console read the same shapes.
 *
 * The display opens `<origin>/wall#<token>`: after `#`, so no request line carries the token (no
 * access log, proxy log or Referer holds it). The console's wall page trades it for an HttpOnly
 * cookie (`POST DEVICE_SESSION_PATH`) and drops it from the address, so it is neither kept by
 * script nor shown in the address bar of a screen a room can photograph.
 */
export const DEVICE_LINKS_PATH = '/api/device-links';
export const deviceLinkPath = (id: string) => `${DEVICE_LINKS_PATH}/${encodeURIComponent(id)}`;
export const deviceLinkRevokePath = (id: string) => `${deviceLinkPath(id)}/revoke`;
/** `POST {token}`: the display's cookie for a link; `DELETE`: forgets it. */
export const DEVICE_SESSION_PATH = '/api/device-session';

export { DEVICE_LINK_ENDED, WALL_PATH };
export const wallEntryPath = (token: string) => `${WALL_PATH}#${encodeURIComponent(token)}`;
/** The link a person copies or scans: absolute, on the console's own origin. */
export const wallLinkUrl = (origin: string, token: string) => `${origin}${wallEntryPath(token)}`;

/** The cookie a display keeps (HttpOnly; the gateway's; `__Host-` prefixed over HTTPS). */
export const DEVICE_COOKIE = 'parapet-device';

export const DEVICE_LINK_MAX_DAYS = 90;
export const DEVICE_LINK_NAME_MAX = 80;
/** Links a deployment keeps, active or not (revoked and expired ones stay listed for a while). */
export const DEVICE_LINKS_MAX = 500;
/** How long a revoked or expired link stays in the list before it is removed. */
export const DEVICE_LINK_KEEP_DAYS = 30;
/** A token: 32 random bytes, base64url (43 characters). Anything else is not looked up. */
export const DEVICE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The gateway's own operations for links, named for roles, audit and activity. */
export const DEVICE_LINK_OPERATIONS = {
  list: 'ListDeviceLinks',
  create: 'CreateDeviceLink',
  revoke: 'RevokeDeviceLink',
  /** A link opened for the first time from an address (audited, not a call a person makes). */
  use: 'UseDeviceLink',
} as const;

/** Only an admin lists, creates and revokes links. */
export const DEVICE_LINK_ROLE = 'admin';

/** What a link shows. */
export type DeviceLinkTarget =
  { kind: 'screen'; screenId: string } | { kind: 'playlist'; playlistId: string };

export interface DeviceLinkInput {
  name: string;
  target: DeviceLinkTarget;
  /** ISO instant, after now and at most DEVICE_LINK_MAX_DAYS from now. */
  expiresAt: string;
}

export type DeviceLinkStatus = 'active' | 'expired' | 'revoked';

export type DeviceLinkEnd = keyof typeof DEVICE_LINK_ENDED;

/** 403: a link's credential used for something its screens do not need. */
export const DEVICE_LINK_OUT_OF_SCOPE = 'Forbidden.DeviceLink';

/** Which end a refusal's code names, or null when it is not a device link's. */
export function deviceLinkEndOf(code: string | null | undefined): DeviceLinkEnd | null {
  for (const [end, value] of Object.entries(DEVICE_LINK_ENDED)) {
    if (value === code) return end as DeviceLinkEnd;
  }
  return null;
}

/** A link's state at `now` (ms): revoked wins over expired. */
export function deviceLinkStatus(
  link: { revokedAt: string | null; expiresAt: string },
  now: number,
): DeviceLinkStatus {
  if (link.revokedAt !== null) return 'revoked';
  return Date.parse(link.expiresAt) <= now ? 'expired' : 'active';
}

/** Why an input is refused, by field, or null when it is fine (the gateway, the mock, the form). */
export function deviceLinkProblems(
  input: DeviceLinkInput,
  now: number,
): Partial<Record<'name' | 'target' | 'expiresAt', string>> | null {
  const problems: Partial<Record<'name' | 'target' | 'expiresAt', string>> = {};
  const name = input.name.trim();
  if (name === '') problems.name = 'empty';
  else if (name.length > DEVICE_LINK_NAME_MAX) problems.name = 'tooLong';
  const targetId = input.target.kind === 'screen' ? input.target.screenId : input.target.playlistId;
  if (typeof targetId !== 'string' || targetId.trim() === '') problems.target = 'empty';
  const expires = Date.parse(input.expiresAt);
  if (Number.isNaN(expires)) problems.expiresAt = 'invalid';
  else if (expires <= now) problems.expiresAt = 'past';
  // A minute of grace: "90 days" chosen in a form a moment ago is still 90 days.
  else if (expires > now + DEVICE_LINK_MAX_DAYS * 86_400_000 + 60_000)
    problems.expiresAt = 'tooFar';
  return Object.keys(problems).length ? problems : null;
}
