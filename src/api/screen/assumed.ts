/**
 * Choices the screen spec leaves open ("not shown"), in one place so they can be corrected when
 * the real service disagrees (DESIGN.md §3). The mock (mocks/handlers/screen.ts) mirrors them.
 */

/** RPC encoding: `GET {base}?Action=<Operation>&Version=2021-01-14&<params>`. */
export const ACTION_PARAM = 'Action';
export const VERSION_PARAM = 'Version';

/** Unknown screen id: 404 with this code. Out-of-range input: 400 `InvalidParameter`. */
export const SCREEN_NOT_FOUND_CODE = 'NotFound.Screen';
export const INVALID_PARAMETER_CODE = 'InvalidParameter';
export const NO_PERMISSION_CODE = 'NoPermission';

/**
 * When a signed logo URL stops working: its `Expires` query parameter (epoch seconds, the object
 * storage convention), else this long after it was fetched.
 */
export const SIGNED_URL_DEFAULT_TTL_MS = 15 * 60_000;

export function signedUrlExpiresAt(url: string, fetchedAtMs: number): number {
  try {
    const expires = Number(new URL(url, 'http://invalid').searchParams.get('Expires'));
    if (Number.isFinite(expires) && expires > 0) return expires * 1000;
  } catch {
    // Not a URL we can read: fall back to the default lifetime.
  }
  return fetchedAtMs + SIGNED_URL_DEFAULT_TTL_MS;
}
