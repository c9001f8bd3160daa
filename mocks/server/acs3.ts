/**
 * Signature V3 (`ACS3-HMAC-SHA256`) as the mock server checks it, written from Alibaba Cloud's
 * published description ("Request syntax and signature method V3", help.aliyun.com /
 * alibabacloud.com, SDK > Product overview) and nothing else: not the gateway's signing library,
 * so a mistake in how the gateway uses that library is caught here rather than mirrored.
 * acs3.test.ts reproduces the description's worked example (its canonical request, string to sign
 * and signature).
 *
 *   CanonicalRequest = Method \n CanonicalURI \n CanonicalQueryString \n CanonicalHeaders \n
 *                      SignedHeaders \n HashedRequestPayload
 *   StringToSign     = "ACS3-HMAC-SHA256" \n hex(sha256(CanonicalRequest))
 *   Signature        = hex(hmac-sha256(AccessKeySecret, StringToSign))
 *   Authorization    = ACS3-HMAC-SHA256 Credential=<AccessKeyId>,SignedHeaders=<…>,Signature=<…>
 */
import { createHash, createHmac } from 'node:crypto';

export const ACS3_ALGORITHM = 'ACS3-HMAC-SHA256';

/**
 * RFC 3986 encoding as the description gives it: letters, digits, `-`, `_`, `.` and `~` stay, every
 * other byte of the UTF-8 text becomes `%XY` (a space `%20`, `*` `%2A`, never `+`).
 */
export function percentEncode(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** Percent-decoding that leaves a `+` a `+` (RFC 3986, not a form); null when broken. */
function percentDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/**
 * CanonicalURI: the path between the host and the `?`, each segment between slashes encoded (a
 * segment sent encoded is read back first, so `%21` and `!` canonicalize alike). `/` for none.
 */
export function canonicalUri(path: string): string | null {
  if (path === '') return '/';
  const segments: string[] = [];
  for (const segment of path.split('/')) {
    const decoded = percentDecode(segment);
    if (decoded === null) return null;
    segments.push(percentEncode(decoded));
  }
  return segments.join('/');
}

/**
 * CanonicalQueryString: the parameters sorted by name, names and values encoded, joined as
 * `name=value` with `&` (a parameter without a value has an empty one). Empty for no query.
 */
export function canonicalQueryString(query: string): string | null {
  if (query === '') return '';
  const pairs: [string, string][] = [];
  for (const part of query.split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const name = percentDecode(eq === -1 ? part : part.slice(0, eq));
    const value = percentDecode(eq === -1 ? '' : part.slice(eq + 1));
    if (name === null || value === null) return null;
    pairs.push([percentEncode(name), percentEncode(value)]);
  }
  pairs.sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0));
  return pairs.map(([name, value]) => `${name}=${value}`).join('&');
}

/** HashedRequestPayload and `x-acs-content-sha256`: the lower-case hex SHA-256 of the body. */
export function hashPayload(body: Uint8Array | string): string {
  return createHash('sha256').update(body).digest('hex');
}

/**
 * CanonicalHeaders and SignedHeaders from the headers named in SignedHeaders: names lower-cased
 * and sorted, values trimmed, each `name:value\n`; the names joined with `;`.
 */
export function canonicalHeaders(
  headers: Readonly<Record<string, string>>,
  names: readonly string[],
): { canonical: string; signed: string } {
  const lower = [...new Set(names.map((name) => name.toLowerCase()))].sort();
  const values = new Map(
    Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
  return {
    canonical: lower.map((name) => `${name}:${(values.get(name) ?? '').trim()}\n`).join(''),
    signed: lower.join(';'),
  };
}

export interface CanonicalParts {
  method: string;
  /** The raw path as sent (still encoded). */
  path: string;
  /** The raw query string as sent, without `?`. */
  query: string;
  headers: Readonly<Record<string, string>>;
  signedHeaders: readonly string[];
  /** `x-acs-content-sha256` as the request declares it. */
  hashedPayload: string;
}

export function canonicalRequest(parts: CanonicalParts): string | null {
  const uri = canonicalUri(parts.path);
  const query = canonicalQueryString(parts.query);
  if (uri === null || query === null) return null;
  const { canonical, signed } = canonicalHeaders(parts.headers, parts.signedHeaders);
  return [parts.method.toUpperCase(), uri, query, canonical, signed, parts.hashedPayload].join(
    '\n',
  );
}

export function stringToSign(canonical: string): string {
  return `${ACS3_ALGORITHM}\n${hashPayload(canonical)}`;
}

export function signature(secret: string, toSign: string): string {
  return createHmac('sha256', secret).update(toSign).digest('hex');
}

export interface Authorization {
  algorithm: string;
  accessKeyId: string;
  signedHeaders: string[];
  signature: string;
}

/** `ACS3-HMAC-SHA256 Credential=…,SignedHeaders=…,Signature=…`, or null when it is not that. */
export function parseAuthorization(value: string | undefined): Authorization | null {
  const match = /^(\S+)\s+(.*)$/.exec(value?.trim() ?? '');
  if (!match) return null;
  const fields = new Map<string, string>();
  for (const part of (match[2] ?? '').split(',')) {
    const eq = part.indexOf('=');
    if (eq > 0) fields.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
  }
  const accessKeyId = fields.get('Credential');
  const signedHeaders = fields.get('SignedHeaders');
  const sig = fields.get('Signature');
  if (!accessKeyId || !signedHeaders || !sig) return null;
  return {
    algorithm: match[1] ?? '',
    accessKeyId,
    signedHeaders: signedHeaders.split(';').filter(Boolean),
    signature: sig,
  };
}

/** Signs a request the mock's way, for tests that need a correctly signed one without the gateway. */
export function authorizationFor(
  parts: Omit<CanonicalParts, 'signedHeaders'> & { signedHeaders?: readonly string[] },
  accessKeyId: string,
  secret: string,
): string {
  const names =
    parts.signedHeaders ??
    Object.keys(parts.headers)
      .map((name) => name.toLowerCase())
      .filter((name) => name === 'host' || name === 'content-type' || name.startsWith('x-acs-'));
  const canonical = canonicalRequest({ ...parts, signedHeaders: names });
  if (canonical === null) throw new Error('the request cannot be canonicalized');
  const { signed } = canonicalHeaders(parts.headers, names);
  return `${ACS3_ALGORITHM} Credential=${accessKeyId},SignedHeaders=${signed},Signature=${signature(
    secret,
    stringToSign(canonical),
  )}`;
}
