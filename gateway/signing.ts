/**
 * Signature V3 (`ACS3-HMAC-SHA256`) for the screen (RPC) and lake (ROA) calls, made with Alibaba
 * Cloud's own @alicloud/openapi-util: its `getAuthorization` builds the canonical request, the
 * string to sign and the `Authorization` header; its `hash`/`hexEncode` the body hash; its
 * `getEncodePath`/`getEncodeParam` the encoding the signature expects. The headers are the ones
 * its client (@alicloud/openapi-client) sends; that client itself is not used because it cannot
 * hand back an upstream's answer untouched (docs/deploy.md "Why not the SDK client").
 */
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import type * as OpenApiUtilTypes from '@alicloud/openapi-util';
import type { AccessCredential } from './credentials';

type OpenApiUtilModule = typeof OpenApiUtilTypes;

const OpenApiUtil = (createRequire(import.meta.url)('@alicloud/openapi-util') as OpenApiUtilModule)
  .default;

export const SIGNATURE_ALGORITHM = 'ACS3-HMAC-SHA256';

/** The SDK's request shape; `getAuthorization` reads method, pathname, query and headers. */
type TeaRequest = Parameters<typeof OpenApiUtil.getAuthorization>[0];

export interface SignableRequest {
  method: string;
  /** `host[:port]` as sent in the Host header. */
  host: string;
  /** The path, decoded; it is sent encoded as the signature encodes it. */
  path: string;
  query: ReadonlyMap<string, string>;
  /** The body as sent (empty for none). */
  body: Buffer;
  contentType: string | null;
  action: string;
  version: string;
}

export interface SignedRequest {
  /** The encoded path and query to send. */
  target: string;
  /** Every header to send (lower-case names), `authorization` included. */
  headers: Record<string, string>;
}

export interface SigningClock {
  /** `x-acs-date`: `yyyy-MM-ddTHH:mm:ssZ`, UTC. */
  timestamp(): string;
  /** `x-acs-signature-nonce`: unique per request. */
  nonce(): string;
}

export const systemClock: SigningClock = {
  timestamp: () => OpenApiUtil.getTimestamp(),
  nonce: () => randomBytes(16).toString('hex'),
};

/** The path as the signature and the upstream see it: each segment RFC 3986-encoded. */
export function encodePath(path: string): string {
  return OpenApiUtil.getEncodePath(path === '' ? '/' : path);
}

export function encodeQuery(query: ReadonlyMap<string, string>): string {
  return [...query]
    .map(
      ([name, value]) => `${OpenApiUtil.getEncodeParam(name)}=${OpenApiUtil.getEncodeParam(value)}`,
    )
    .join('&');
}

export function signRequest(
  request: SignableRequest,
  credential: AccessCredential,
  clock: SigningClock = systemClock,
): SignedRequest {
  const pathname = encodePath(request.path);
  const headers: Record<string, string> = {
    host: request.host,
    'x-acs-action': request.action,
    'x-acs-version': request.version,
    'x-acs-date': clock.timestamp(),
    'x-acs-signature-nonce': clock.nonce(),
    'x-acs-content-sha256': OpenApiUtil.hexEncode(
      OpenApiUtil.hash(request.body, SIGNATURE_ALGORITHM),
    ),
  };
  if (request.contentType) headers['content-type'] = request.contentType;
  if (credential.securityToken) {
    headers['x-acs-accesskey-id'] = credential.accessKeyId;
    headers['x-acs-security-token'] = credential.securityToken;
  }
  const query = Object.fromEntries(request.query);
  const teaRequest = { method: request.method, pathname, query, headers } as unknown as TeaRequest;
  headers.authorization = OpenApiUtil.getAuthorization(
    teaRequest,
    SIGNATURE_ALGORITHM,
    headers['x-acs-content-sha256'] ?? '',
    credential.accessKeyId,
    credential.accessKeySecret,
  );
  const search = encodeQuery(request.query);
  return { target: search ? `${pathname}?${search}` : pathname, headers };
}
