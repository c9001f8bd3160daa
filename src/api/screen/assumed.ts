/**
 * Choices the screen spec leaves open ("not shown"), in one place so they can be corrected when
 * the real service disagrees (docs/design.md §3). The mock (mocks/screen/handlers.ts) mirrors them.
 */

/**
 * RPC encoding. Reads: `GET {base}?Action=<Operation>&Version=2021-01-14&<params>`. Writes
 * (CreateScreenSetting, DeleteScreenSetting): `POST {base}?Action=…&Version=…` with the
 * operation's parameters in an `application/x-www-form-urlencoded` body, so a layout is never
 * logged in a URL or cut by a proxy's URL limit. The spec accepts GET and POST for every
 * operation and calls the parameters query parameters; that a POST form body carries them is
 * ours (the RPC convention), and the mock reads both.
 */
export const ACTION_PARAM = 'Action';
export const VERSION_PARAM = 'Version';

/** Unknown screen id: 404 with this code. Out-of-range input: 400 `InvalidParameter`. */
export const SCREEN_NOT_FOUND_CODE = 'NotFound.Screen';
export const INVALID_PARAMETER_CODE = 'InvalidParameter';

/**
 * The spec accepts GET and POST for every operation (common rule 1); another method is refused
 * with 405 and this code.
 */
export const METHOD_NOT_ALLOWED_CODE = 'MethodNotAllowed';

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
