import { http, HttpResponse, type PathParams } from 'msw';
import { mockDb } from '../../database';
import { PERSISTED_PICTURE_MAX_BYTES } from '../store';
import { bytesToBase64 } from '../../core/base64';
import {
  keyOfPath,
  OSS_ACCESS_KEY_ID,
  OSS_PATH,
  readPolicy,
  mockSignature,
  verifyObjectSignature,
} from '../store/oss';
import { sniffPicture } from '../store/picture';
import { errorResponse } from '../../core/respond';
import { withFaults } from '../../core/withFaults';

/**
 * The object storage the screen's logo goes to (docs/design.md §3 "Logo upload", assumed details):
 * a browser form POST to `<origin>/api/oss` with the fields of DescribeScreenOssUploadInfo, and
 * signed GETs of `<origin>/api/oss/<key>`. Errors are the storage's XML bodies. Faults name the
 * service `oss` and the operations `PostObject` and `GetObject`.
 */

class OssError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

function fail(status: number, code: string, message: string): never {
  throw new OssError(status, code, message);
}

function answer(run: (request: Request) => Promise<Response>) {
  return async ({ request }: { request: Request }) => {
    try {
      return await run(request);
    } catch (error) {
      if (error instanceof OssError) {
        return errorResponse('oss', {
          status: error.status,
          code: error.code,
          message: error.message,
        });
      }
      throw error;
    }
  };
}

/** A form field as text, or a 400 naming it. */
function field(form: FormData, name: string): string {
  const value = form.get(name);
  if (typeof value !== 'string' || value === '') {
    fail(400, 'InvalidArgument', `The form field ${name} is required.`);
  }
  return value;
}

/** The file part: undici and jsdom each bring their own Blob, so it is recognised by shape. */
function filePart(form: FormData): { arrayBuffer(): Promise<ArrayBuffer> } {
  const value = form.get('file') as unknown;
  if (typeof value !== 'object' || value === null || !('arrayBuffer' in value)) {
    return fail(400, 'InvalidArgument', 'The form field file is required and must be a file.');
  }
  return value as { arrayBuffer(): Promise<ArrayBuffer> };
}

async function postObject(request: Request): Promise<Response> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return fail(400, 'InvalidArgument', 'The body must be multipart/form-data.');
  }
  const key = field(form, 'key');
  const policyText = field(form, 'policy');
  const accessKeyId = field(form, 'OSSAccessKeyId');
  const signature = field(form, 'signature');
  field(form, 'x-oss-security-token');
  const file = filePart(form);

  if (accessKeyId !== OSS_ACCESS_KEY_ID) {
    fail(403, 'InvalidAccessKeyId', 'The OSSAccessKeyId you provided does not exist.');
  }
  const policy = readPolicy(policyText);
  if (!policy) fail(400, 'InvalidPolicyDocument', 'The policy is not a valid policy document.');
  if (signature !== mockSignature(policyText)) {
    fail(403, 'SignatureDoesNotMatch', 'The signature does not match the policy.');
  }
  if (Date.now() > policy.expiresMs) {
    fail(403, 'AccessDenied', 'Invalid according to Policy: Policy expired.');
  }
  if (policy.key !== key) fail(403, 'AccessDenied', 'Invalid according to Policy: key.');

  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.length > policy.maxBytes) {
    fail(400, 'EntityTooLarge', `The picture is larger than ${policy.maxBytes} bytes (2 MiB).`);
  }
  const type = sniffPicture(bytes);
  if (!type) {
    fail(
      400,
      'InvalidArgument',
      'Only PNG, JPEG, WebP and GIF pictures can be uploaded; this file is none of them.',
    );
  }

  const db = mockDb();
  if (bytes.length <= PERSISTED_PICTURE_MAX_BYTES) {
    db.record({
      service: 'screen',
      op: 'putPicture',
      at: Date.now(),
      key,
      type,
      data: bytesToBase64(bytes),
    });
  } else {
    db.store('screen').pictures.set(key, { bytes, type });
  }

  const status = form.get('success_action_status');
  if (status === '200') return new HttpResponse(null, { status: 200 });
  if (status === '201') {
    return HttpResponse.xml(
      `<?xml version="1.0" encoding="UTF-8"?><PostResponse><Key>${key.replace(/[<&]/g, '')}</Key></PostResponse>`,
      { status: 201 },
    );
  }
  return new HttpResponse(null, { status: 204 });
}

async function getObject(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const key = keyOfPath(url.pathname);
  if (key === null) return fail(404, 'NoSuchKey', 'The specified key does not exist.');
  const expires = url.searchParams.get('Expires');
  const signature = url.searchParams.get('Signature');
  if (expires === null || signature === null) {
    fail(403, 'AccessDenied', 'This object is private: use the signed address.');
  }
  const expiresS = Number(expires);
  if (!/^\d+$/.test(expires ?? '') || !verifyObjectSignature(key, expiresS, signature ?? '')) {
    fail(403, 'SignatureDoesNotMatch', 'The request signature does not match.');
  }
  if (Date.now() > expiresS * 1000) fail(403, 'AccessDenied', 'Request has expired.');
  const picture = mockDb().store('screen').pictures.get(key);
  if (!picture) return fail(404, 'NoSuchKey', 'The specified key does not exist.');
  return new HttpResponse(picture.bytes.slice().buffer, {
    status: 200,
    headers: {
      'Content-Type': picture.type,
      'Content-Length': String(picture.bytes.length),
      'Cache-Control': 'private, no-transform',
    },
  });
}

export const ossHandlers = [
  http.post(`*${OSS_PATH}`, withFaults<PathParams>('oss', 'PostObject', answer(postObject))),
  http.post(`*${OSS_PATH}/`, withFaults<PathParams>('oss', 'PostObject', answer(postObject))),
  http.get(`*${OSS_PATH}/*`, withFaults<PathParams>('oss', 'GetObject', answer(getObject))),
];
