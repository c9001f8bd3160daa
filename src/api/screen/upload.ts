import { ApiError, type ApiErrorInit } from '../errors';
import { callOperation } from '../operation';
import { screenOperations } from './operations';
import type { OssUploadInfo } from './schemas';
import { safeHttpUrl } from './validate';

/**
 * The logo upload of docs/design.md §3: DescribeScreenOssUploadInfo, then a browser form POST of
 * the picture straight to the object storage at `Host`, then `LogoUrl = Host + '/' + Key`. The file
 * is checked here first, so a picture the storage would refuse is never sent.
 */

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type LogoType = (typeof LOGO_TYPES)[number];
/** For `<input accept>`: the same four types. */
export const LOGO_ACCEPT = LOGO_TYPES.join(',');

/** A policy expiring sooner than this is asked for again: the upload itself takes time. */
const POLICY_MIN_REMAINING_MS = 30_000;
/** A 2 MiB upload over a slow link takes longer than the API's usual time limit. */
const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * `code` of the errors this module raises itself, so the UI can word them in the user's language:
 * `invalid-request` for a file refused before sending, and `PolicyExpired` (`invalid-response`,
 * field `Expire`) when the service hands out an already expired policy twice.
 */
export const LOGO_ERROR_CODES = {
  empty: 'EmptyFile',
  tooLarge: 'FileTooLarge',
  type: 'UnsupportedFileType',
  policyExpired: 'PolicyExpired',
} as const;

export type LogoFile = Blob & { name?: string };

interface UploadLogoOptions {
  /** 0…1, never decreasing; 1 once the storage has accepted the picture. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

const OPERATION = 'UploadLogo';
const POST_OPERATION = 'PostObject';

const fail = (init: Omit<ApiErrorInit, 'service'>) => new ApiError({ service: 'screen', ...init });

const invalidFile = (code: string, message: string) =>
  fail({ operation: OPERATION, kind: 'invalid-request', fieldPath: 'file', code, message });

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  prefix.every((byte, i) => bytes[at + i] === byte);

/** What the first bytes say the picture is (the storage checks the same), or null. */
export function sniffLogoType(bytes: Uint8Array): LogoType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // GIF87a / GIF89a
  if (
    startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) &&
    (bytes[4] === 0x37 || bytes[4] === 0x39) &&
    bytes[5] === 0x61
  ) {
    return 'image/gif';
  }
  // RIFF <size> WEBP
  if (
    startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) &&
    startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)
  ) {
    return 'image/webp';
  }
  return null;
}

/** The first `count` bytes; FileReader where Blob has no arrayBuffer() (jsdom, old browsers). */
function readHead(blob: Blob, count: number): Promise<Uint8Array> {
  const head = blob.slice(0, count);
  if (typeof head.arrayBuffer === 'function') {
    return head.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  }
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(head);
  });
}

const isLogoType = (type: string): type is LogoType =>
  (LOGO_TYPES as readonly string[]).includes(type);

/**
 * Resolves to the picture's type, or rejects with an `invalid-request` ApiError saying what is
 * wrong. The declared type may be empty (some systems send none); the content always decides.
 */
async function validateLogoFile(file: LogoFile): Promise<LogoType> {
  if (file.size === 0) throw invalidFile(LOGO_ERROR_CODES.empty, 'The file is empty.');
  if (file.size > LOGO_MAX_BYTES) {
    throw invalidFile(
      LOGO_ERROR_CODES.tooLarge,
      `The picture is ${file.size} bytes; at most ${LOGO_MAX_BYTES} bytes (2 MiB) can be uploaded.`,
    );
  }
  const declared = file.type.toLowerCase();
  if (declared !== '' && !isLogoType(declared)) {
    throw invalidFile(
      LOGO_ERROR_CODES.type,
      `Only PNG, JPEG, WebP and GIF pictures can be uploaded; this file is ${declared}.`,
    );
  }
  let sniffed: LogoType | null;
  try {
    sniffed = sniffLogoType(await readHead(file, 12));
  } catch {
    sniffed = null;
  }
  if (!sniffed) {
    throw invalidFile(
      LOGO_ERROR_CODES.type,
      'Only PNG, JPEG, WebP and GIF pictures can be uploaded; the content of this file is none of them.',
    );
  }
  return sniffed;
}

/** An upload policy with at least POLICY_MIN_REMAINING_MS left; asks a second time at most. */
async function freshUploadInfo(signal: AbortSignal | undefined): Promise<OssUploadInfo> {
  const usable = (info: OssUploadInfo) => info.Expire * 1000 - Date.now() > POLICY_MIN_REMAINING_MS;
  const ask = () =>
    callOperation(screenOperations.DescribeScreenOssUploadInfo, undefined, { signal });
  const first = await ask();
  if (usable(first)) return first;
  const second = await ask();
  if (usable(second)) return second;
  throw fail({
    operation: screenOperations.DescribeScreenOssUploadInfo.name,
    kind: 'invalid-response',
    fieldPath: 'Expire',
    code: LOGO_ERROR_CODES.policyExpired,
    requestId: second.RequestId,
    message: `The upload authorization (Expire ${second.Expire}, epoch seconds) expired before the upload could start. Check that this computer's clock is right.`,
  });
}

/** `Host` as an absolute http(s) address without a trailing slash, or null. */
function uploadHost(host: string): string | null {
  let absolute: string;
  try {
    absolute = new URL(host.trim(), globalThis.location?.href).href;
  } catch {
    return null;
  }
  return safeHttpUrl(absolute)?.replace(/\/+$/, '') ?? null;
}

/**
 * `LogoUrl` for DescribeScreenUploadPicture: the spec's "Host followed by Key", joined with one
 * slash as object addresses are (`<host>/<key>`), each key segment URL-encoded.
 */
export function logoUrlOf(host: string, key: string): string {
  const path = key.replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/');
  return `${host.replace(/\/+$/, '')}/${path}`;
}

const XML_ENTITIES: Readonly<Record<string, string>> = {
  lt: '<',
  gt: '>',
  amp: '&',
  quot: '"',
  apos: "'",
};

function xmlText(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (!name.startsWith('#')) return XML_ENTITIES[name] ?? entity;
    const hex = name[1] === 'x' || name[1] === 'X';
    const point = hex ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    // An out-of-range reference stays as written rather than throwing.
    return point <= 0x10ffff ? String.fromCodePoint(point) : entity;
  });
}

/** `<Code>`, `<Message>`, `<RequestId>` of an object storage XML error body. */
export function readXmlError(body: string): {
  code?: string;
  message?: string;
  requestId?: string;
} {
  const tag = (name: string) => {
    const match = new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(body);
    const value = match?.[1] === undefined ? '' : xmlText(match[1]).trim();
    return value === '' ? undefined : value;
  };
  const fields: { code?: string; message?: string; requestId?: string } = {};
  const code = tag('Code');
  const message = tag('Message');
  const requestId = tag('RequestId');
  if (code !== undefined) fields.code = code;
  if (message !== undefined) fields.message = message;
  if (requestId !== undefined) fields.requestId = requestId;
  return fields;
}

/** The caller's own abort reason when it is an AbortError, as fetch does; else a fresh one. */
const abortError = (signal: AbortSignal | undefined): Error =>
  signal?.reason instanceof Error && signal.reason.name === 'AbortError'
    ? signal.reason
    : new DOMException('The upload was cancelled.', 'AbortError');

/**
 * One form POST over XMLHttpRequest, the only browser API that reports upload progress.
 * Resolves on 2xx; rejects with an ApiError (http, network, timeout) or an AbortError.
 */
function postForm(
  url: string,
  form: FormData,
  signal: AbortSignal | undefined,
  onProgress: (loaded: number, total: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError(signal));
      return;
    }
    const xhr = new XMLHttpRequest();
    let settled = false;
    // Settles once: an XHR implementation may still report `load` after abort().
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      outcome();
    };
    const onAbort = () => {
      settle(() => reject(abortError(signal)));
      xhr.abort();
    };
    xhr.open('POST', url);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.upload.addEventListener('progress', (event) => {
      if (!settled && event.lengthComputable && event.total > 0)
        onProgress(event.loaded, event.total);
    });
    xhr.addEventListener('load', () =>
      settle(() => {
        if (xhr.status >= 200 && xhr.status < 300) {
          resolve();
          return;
        }
        const fields = readXmlError(xhr.responseText);
        reject(
          fail({
            operation: POST_OPERATION,
            kind: 'http',
            status: xhr.status,
            code: fields.code,
            message: fields.message ?? (xhr.statusText || `HTTP ${xhr.status}`),
            requestId:
              fields.requestId ??
              xhr.getResponseHeader('x-oss-request-id') ??
              xhr.getResponseHeader('x-request-id') ??
              undefined,
          }),
        );
      }),
    );
    xhr.addEventListener('error', () =>
      settle(() => {
        const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
        reject(
          fail({
            operation: POST_OPERATION,
            kind: offline ? 'offline' : 'network',
            message: offline ? 'The browser is offline' : 'The object storage could not be reached',
          }),
        );
      }),
    );
    xhr.addEventListener('timeout', () =>
      settle(() =>
        reject(
          fail({
            operation: POST_OPERATION,
            kind: 'timeout',
            message: 'The upload did not finish in time',
          }),
        ),
      ),
    );
    xhr.addEventListener('abort', () => settle(() => reject(abortError(signal))));
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(form);
  });
}

/**
 * Uploads a logo picture and resolves to the `LogoUrl` to save with the screen (and to give to
 * DescribeScreenUploadPicture for display). Nothing is sent for a file that fails validation.
 */
export async function uploadLogo(
  file: LogoFile,
  { onProgress, signal }: UploadLogoOptions = {},
): Promise<{ logoUrl: string }> {
  let reported = 0;
  const report = (fraction: number) => {
    const next = Math.min(1, Math.max(reported, fraction));
    if (next === reported && fraction !== 0) return;
    reported = next;
    onProgress?.(next);
  };

  const type = await validateLogoFile(file);
  if (signal?.aborted) throw abortError(signal);
  report(0);

  const info = await freshUploadInfo(signal);
  const host = uploadHost(info.Host);
  if (!host) {
    throw fail({
      operation: 'DescribeScreenOssUploadInfo',
      kind: 'invalid-response',
      fieldPath: 'Host',
      requestId: info.RequestId,
      message: `The upload address ${JSON.stringify(info.Host)} is not an http(s) address.`,
    });
  }

  const form = new FormData();
  form.append('key', info.Key);
  form.append('policy', info.Policy);
  form.append('OSSAccessKeyId', info.AccessId);
  form.append('signature', info.Signature);
  form.append('x-oss-security-token', info.SecurityToken);
  form.append('success_action_status', '200');
  // The object storage ignores every field after the file, so it goes last. Re-typed from its
  // content: the declared type may be empty or wrong, and the storage keeps the part's type.
  const name = file.name || `logo.${type.slice('image/'.length)}`;
  form.append('file', file.type === type ? file : new Blob([file], { type }), name);

  // The last few percent wait for the storage's answer, so 100% means "accepted".
  await postForm(host, form, signal, (loaded, total) => report((loaded / total) * 0.95));
  report(1);
  return { logoUrl: logoUrlOf(host, info.Key) };
}
