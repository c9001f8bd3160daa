/**
 * What the console's first chunk needs of device links, apart from their model: the display's
 * page (no sign-in redirect from a wall) and the codes of an ended link (a person's console page
 * that meets one, from a link this browser once held, is sent to sign in like any 401).
 */
export const WALL_PATH = '/wall';

/**
 * Why a display's call is refused (401 with one of these codes): the wall then says so in its own
 * words instead of showing tiles that fail one by one.
 */
export const DEVICE_LINK_ENDED = {
  revoked: 'DeviceLinkRevoked',
  expired: 'DeviceLinkExpired',
  unknown: 'DeviceLinkUnknown',
} as const;

/** An `ApiError` (errors.ts, read by shape) that says a device link this browser holds ended. */
export function isDeviceLinkEnded(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, status, code } = error as { name?: unknown; status?: unknown; code?: unknown };
  return (
    name === 'ApiError' &&
    status === 401 &&
    (Object.values(DEVICE_LINK_ENDED) as unknown[]).includes(code)
  );
}
