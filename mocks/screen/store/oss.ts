/**
 * The mock's object storage for screen logos (docs/design.md §3 "Logo upload", assumed details): a
 * POST policy that expires after 30 minutes and allows 2 MiB, and signed GET addresses that expire
 * after 15 minutes. Signatures are a keyed hash that only this mock checks; they stand in for
 * the real HMAC and protect nothing.
 */
import { SIGNED_URL_DEFAULT_TTL_MS } from '../../../src/api/screen/assumed';
import { base64ToUtf8, bytesToBase64, utf8ToBase64 } from '../../core/base64';
import type { PictureType } from './picture';

/** Object storage lives under the page's origin at this path. */
export const OSS_PATH = '/api/oss';
const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
const UPLOAD_POLICY_TTL_MS = 30 * 60_000;
const SIGNED_URL_TTL_MS = SIGNED_URL_DEFAULT_TTL_MS;
export const OSS_ACCESS_KEY_ID = 'STS.NUparapetMockLogoUploader';
const OSS_BUCKET = 'parapet-mock-screen';

export interface StoredPicture {
  bytes: Uint8Array;
  type: PictureType;
}

const SECRET = 'parapet-mock-oss-secret';

/** 16 bytes of keyed FNV-1a in four lanes, Base64: deterministic and cheap. */
export function mockSignature(text: string): string {
  const lanes = [0x811c9dc5, 0x01000193, 0x9e3779b9, 0x85ebca6b];
  const input = `${SECRET}\n${text}`;
  const bytes = new Uint8Array(16);
  lanes.forEach((seed, lane) => {
    let hash = seed >>> 0;
    for (let i = 0; i < input.length; i += 1) {
      hash = Math.imul(hash ^ input.charCodeAt(i), 0x01000193 + lane * 2);
    }
    for (let b = 0; b < 4; b += 1) bytes[lane * 4 + b] = (hash >>> (8 * b)) & 0xff;
  });
  return bytesToBase64(bytes);
}

function randomChars(length: number): string {
  const alphabet = '0123456789abcdefghijklmnopqrstuvwxyz';
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  let out = '';
  for (const byte of bytes) out += alphabet.charAt(byte % alphabet.length);
  return out;
}

/** A fresh object name for one upload. */
function freshLogoKey(nowMs: number): string {
  const day = new Date(nowMs).toISOString().slice(0, 10).replaceAll('-', '');
  return `screen/logo/${day}-${randomChars(12)}.png`;
}

/** The DescribeScreenOssUploadInfo body for `origin` at `nowMs`. */
export function uploadInfo(origin: string, nowMs: number) {
  const key = freshLogoKey(nowMs);
  const expiresMs = nowMs + UPLOAD_POLICY_TTL_MS;
  const policy = utf8ToBase64(
    JSON.stringify({
      expiration: new Date(expiresMs).toISOString(),
      conditions: [
        { bucket: OSS_BUCKET },
        ['eq', '$key', key],
        ['content-length-range', 0, UPLOAD_MAX_BYTES],
      ],
    }),
  );
  return {
    Host: `${origin}${OSS_PATH}`,
    Key: key,
    Policy: policy,
    Signature: mockSignature(policy),
    AccessId: OSS_ACCESS_KEY_ID,
    SecurityToken: `CAIS${randomChars(40)}`,
    Expire: Math.floor(expiresMs / 1000),
  };
}

interface UploadPolicy {
  expiresMs: number;
  key: string | null;
  maxBytes: number;
}

/** What a policy allows, or null when it is not one this mock issued in a readable form. */
export function readPolicy(policy: string): UploadPolicy | null {
  try {
    const parsed = JSON.parse(base64ToUtf8(policy)) as {
      expiration?: unknown;
      conditions?: unknown;
    };
    const expiresMs = typeof parsed.expiration === 'string' ? Date.parse(parsed.expiration) : NaN;
    if (!Number.isFinite(expiresMs) || !Array.isArray(parsed.conditions)) return null;
    let key: string | null = null;
    let maxBytes = UPLOAD_MAX_BYTES;
    for (const condition of parsed.conditions as unknown[]) {
      if (!Array.isArray(condition)) continue;
      if (condition[0] === 'eq' && condition[1] === '$key' && typeof condition[2] === 'string') {
        key = condition[2];
      }
      if (condition[0] === 'content-length-range' && typeof condition[2] === 'number') {
        maxBytes = condition[2];
      }
    }
    return { expiresMs, key, maxBytes };
  } catch {
    return null;
  }
}

/** `<origin>/api/oss/<key>`, each path segment encoded. */
export function objectUrl(origin: string, key: string): string {
  return `${origin}${OSS_PATH}/${key.split('/').map(encodeURIComponent).join('/')}`;
}

/** The object key of `<origin>/api/oss/<key>` (no query), or null for any other address. */
export function keyOfObjectUrl(url: string, origin: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.origin !== origin || parsed.search || parsed.hash) return null;
  return keyOfPath(parsed.pathname);
}

/** The key a request path under OSS_PATH names, or null. */
export function keyOfPath(pathname: string): string | null {
  const prefix = `${OSS_PATH}/`;
  if (!pathname.startsWith(prefix)) return null;
  try {
    const key = pathname.slice(prefix.length).split('/').map(decodeURIComponent).join('/');
    return key && !key.split('/').includes('..') ? key : null;
  } catch {
    return null;
  }
}

const urlSignatureText = (key: string, expiresS: number) => `GET\n${expiresS}\n/${key}`;

/** The time-limited address of a stored picture. */
export function signedObjectUrl(origin: string, key: string, nowMs: number): string {
  const expires = Math.floor((nowMs + SIGNED_URL_TTL_MS) / 1000);
  const query = new URLSearchParams({
    OSSAccessKeyId: OSS_ACCESS_KEY_ID,
    Expires: String(expires),
    Signature: mockSignature(urlSignatureText(key, expires)),
  });
  return `${objectUrl(origin, key)}?${query}`;
}

export function verifyObjectSignature(key: string, expiresS: number, signature: string): boolean {
  return signature === mockSignature(urlSignatureText(key, expiresS));
}
