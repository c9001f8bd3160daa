/**
 * How the signed mock server judges a screen or lake request (docs/deploy.md "The signed mock
 * server"), answering what Alibaba Cloud's API gateway answers, with the error codes its
 * documentation names (the V3 signature description's FAQ and the OpenAPI common error codes):
 * - no or unreadable `Authorization`, a required header missing or left unsigned:
 *   400 `IncompleteSignature`
 * - another algorithm than ACS3-HMAC-SHA256: 400 `InvalidSignatureMethod`
 * - an AccessKey ID the server does not know: 404 `InvalidAccessKeyId.NotFound`
 * - `x-acs-date` not `yyyy-MM-ddTHH:mm:ssZ`: 400 `InvalidTimeStamp.Format`
 * - `x-acs-date` more than 15 minutes from the server's clock: 400 `InvalidTimeStamp.Expired`
 * - a body whose hash is not `x-acs-content-sha256`, or a wrong signature: 400
 *   `SignatureDoesNotMatch` (with the server's string to sign, as the real gateway gives it)
 * - a nonce seen within the last 15 minutes: 400 `SignatureNonceUsed`
 */
import {
  ACS3_ALGORITHM,
  canonicalRequest,
  hashPayload,
  parseAuthorization,
  signature,
  stringToSign,
} from './acs3';

/** How far `x-acs-date` may be from the server's clock, either way. */
export const MAX_CLOCK_SKEW_MS = 15 * 60_000;

/** Headers every signed request carries and signs. */
const REQUIRED_HEADERS = [
  'host',
  'x-acs-action',
  'x-acs-version',
  'x-acs-date',
  'x-acs-signature-nonce',
  'x-acs-content-sha256',
] as const;

export interface SignatureFailure {
  ok: false;
  status: number;
  code: string;
  message: string;
}

export type SignatureVerdict = { ok: true; accessKeyId: string } | SignatureFailure;

export interface SignedRequest {
  method: string;
  /** The request target as received: encoded path and query. */
  url: string;
  /** Header names lower-case, as Node gives them. */
  headers: Readonly<Record<string, string | string[] | undefined>>;
  body: Uint8Array;
}

/** Nonces seen within the skew window; an older one may come back (its date would be refused). */
export class NonceLog {
  private readonly seen = new Map<string, number>();

  /** True when `nonce` was already used; records it otherwise. */
  used(nonce: string, now: number): boolean {
    for (const [old, at] of this.seen) {
      if (now - at <= MAX_CLOCK_SKEW_MS) break;
      this.seen.delete(old);
    }
    if (this.seen.has(nonce)) return true;
    this.seen.set(nonce, now);
    return false;
  }
}

const refuse = (status: number, code: string, message: string): SignatureFailure => ({
  ok: false,
  status,
  code,
  message,
});

const INCOMPLETE = 'The request signature does not conform to Aliyun standards.';

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(',') : value;
}

export function verifySignature(
  request: SignedRequest,
  accessKeys: ReadonlyMap<string, string>,
  now: number,
  nonces: NonceLog,
): SignatureVerdict {
  const auth = parseAuthorization(single(request.headers.authorization));
  if (!auth) return refuse(400, 'IncompleteSignature', `${INCOMPLETE} (no Authorization)`);
  if (auth.algorithm !== ACS3_ALGORITHM) {
    return refuse(400, 'InvalidSignatureMethod', 'Specified signature method is not valid.');
  }
  const secret = accessKeys.get(auth.accessKeyId);
  if (secret === undefined) {
    return refuse(404, 'InvalidAccessKeyId.NotFound', 'Specified access key is not found.');
  }

  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    const text = single(value);
    if (text !== undefined) headers[name.toLowerCase()] = text;
  }
  const signedNames = new Set(auth.signedHeaders.map((name) => name.toLowerCase()));
  for (const name of REQUIRED_HEADERS) {
    if (!headers[name]) return refuse(400, 'IncompleteSignature', `${INCOMPLETE} (no ${name})`);
  }
  const mustSign = Object.keys(headers).filter(
    (name) => name === 'host' || name === 'content-type' || name.startsWith('x-acs-'),
  );
  const unsigned = mustSign.filter((name) => !signedNames.has(name));
  if (unsigned.length) {
    return refuse(400, 'IncompleteSignature', `${INCOMPLETE} (unsigned: ${unsigned.join(', ')})`);
  }

  const date = headers['x-acs-date'] ?? '';
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(date) || Number.isNaN(Date.parse(date))) {
    return refuse(
      400,
      'InvalidTimeStamp.Format',
      'Specified time stamp or date value is not well formatted.',
    );
  }
  if (Math.abs(now - Date.parse(date)) > MAX_CLOCK_SKEW_MS) {
    return refuse(
      400,
      'InvalidTimeStamp.Expired',
      'Specified time stamp or date value is expired.',
    );
  }

  const declared = headers['x-acs-content-sha256'] ?? '';
  if (hashPayload(request.body) !== declared) {
    return refuse(
      400,
      'SignatureDoesNotMatch',
      'Specified signature does not match our calculation: the body does not hash to x-acs-content-sha256.',
    );
  }

  const question = request.url.indexOf('?');
  const canonical = canonicalRequest({
    method: request.method,
    path: question === -1 ? request.url : request.url.slice(0, question),
    query: question === -1 ? '' : request.url.slice(question + 1),
    headers,
    signedHeaders: auth.signedHeaders,
    hashedPayload: declared,
  });
  if (canonical === null) {
    return refuse(400, 'IncompleteSignature', `${INCOMPLETE} (broken percent-encoding)`);
  }
  const toSign = stringToSign(canonical);
  if (signature(secret, toSign) !== auth.signature.toLowerCase()) {
    return refuse(
      400,
      'SignatureDoesNotMatch',
      `Specified signature does not match our calculation. server string to sign is:${toSign}`,
    );
  }
  if (nonces.used(headers['x-acs-signature-nonce'] ?? '', now)) {
    return refuse(400, 'SignatureNonceUsed', 'Specified signature nonce was used already.');
  }
  return { ok: true, accessKeyId: auth.accessKeyId };
}
