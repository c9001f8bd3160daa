// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { server } from '../../../test/msw';
import { ApiError } from '../errors';
import { callOperation } from '../operation';
import { screenOperations as ops } from './operations';
import {
  LOGO_ERROR_CODES,
  LOGO_MAX_BYTES,
  logoUrlOf,
  readXmlError,
  sniffLogoType,
  uploadLogo,
} from './upload';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Bytes the storage takes for a PNG (it checks the signature only), with a recognisable tail. */
function pngBytes(length = 64): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(length);
  bytes.set(PNG_SIGNATURE);
  for (let i = PNG_SIGNATURE.length; i < length; i += 1) bytes[i] = i % 251;
  return bytes;
}

const pngFile = (
  bytes: Uint8Array<ArrayBuffer> = pngBytes(),
  name = 'logo.png',
  type = 'image/png',
) => new File([bytes], name, { type });

/** Every request that reaches the mock, as `METHOD url`. */
function recordRequests(): string[] {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    seen.push(`${request.method} ${request.url}`);
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return seen;
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

/** Answers DescribeScreenOssUploadInfo from `body(n)` (n = 1, 2, …); others fall through. */
function uploadInfoOverride(expire: (call: number) => number) {
  let calls = 0;
  server.use(
    http.get('*/api/screen', ({ request }) => {
      const url = new URL(request.url);
      if (url.searchParams.get('Action') !== 'DescribeScreenOssUploadInfo') return undefined;
      calls += 1;
      return HttpResponse.json({
        RequestId: `rq-info-${calls}`,
        Key: `screen/logo/override-${calls}.png`,
        Signature: 'sig',
        Host: `${url.origin}/api/oss`,
        Policy: 'cG9saWN5',
        Expire: expire(calls),
        AccessId: 'STS.test',
        SecurityToken: 'CAIStoken',
      });
    }),
  );
  return () => calls;
}

describe('uploadLogo against the mock object storage', () => {
  it('uploads a PNG whose LogoUrl the service signs and whose signed address serves the bytes', async () => {
    const bytes = pngBytes(300);
    const progress: number[] = [];
    const seen = recordRequests();

    const { logoUrl } = await uploadLogo(pngFile(bytes), { onProgress: (f) => progress.push(f) });

    expect(logoUrl).toMatch(
      /^http:\/\/localhost:3000\/api\/oss\/screen\/logo\/\d{8}-[0-9a-z]{12}\.png$/,
    );
    expect(seen.map((line) => line.split('?')[0])).toEqual([
      'GET http://localhost:3000/api/screen',
      'POST http://localhost:3000/api/oss',
    ]);
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));

    const signed = await callOperation(ops.DescribeScreenUploadPicture, { logoUrl: logoUrl });
    const signedUrl = new URL(signed);
    expect(`${signedUrl.origin}${signedUrl.pathname}`).toBe(logoUrl);
    expect(Number(signedUrl.searchParams.get('Expires'))).toBeGreaterThan(Date.now() / 1000);

    const response = await fetch(signed);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
  });

  it('sends the form fields in order with the file last and success_action_status 200', async () => {
    let fields: string[] = [];
    let status: string | null = null;
    server.use(
      http.post('*/api/oss', async ({ request }) => {
        const form = await request.formData();
        fields = [...form.keys()];
        status = form.get('success_action_status') as string | null;
        return new HttpResponse(null, { status: 200 });
      }),
    );
    await uploadLogo(pngFile());
    expect(fields).toEqual([
      'key',
      'policy',
      'OSSAccessKeyId',
      'signature',
      'x-oss-security-token',
      'success_action_status',
      'file',
    ]);
    expect(status).toBe('200');
  });

  it('takes a picture whose declared type is empty and decides by its content', async () => {
    const { logoUrl } = await uploadLogo(new Blob([pngBytes()]));
    await expect(
      callOperation(ops.DescribeScreenUploadPicture, { logoUrl: logoUrl }),
    ).resolves.toMatch(/Expires=\d+/);
  });

  it('refuses a file that is not a picture without sending anything', async () => {
    const seen = recordRequests();
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    const error = await rejection(uploadLogo(text));
    expect(error).toMatchObject({
      kind: 'invalid-request',
      service: 'screen',
      operation: 'UploadLogo',
      fieldPath: 'file',
      code: LOGO_ERROR_CODES.type,
    });
    expect(error.message).toContain('text/plain');
    expect(seen).toEqual([]);
  });

  it('refuses a file named and typed as PNG whose bytes are not one', async () => {
    const seen = recordRequests();
    const fake = pngFile(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    const error = await rejection(uploadLogo(fake));
    expect(error.code).toBe(LOGO_ERROR_CODES.type);
    expect(error.message).toMatch(/content of this file is none of them/);
    expect(seen).toEqual([]);
  });

  it('refuses a picture over 2 MiB and takes one of exactly 2 MiB', async () => {
    const seen = recordRequests();
    const error = await rejection(uploadLogo(pngFile(pngBytes(LOGO_MAX_BYTES + 1))));
    expect(error).toMatchObject({ kind: 'invalid-request', code: LOGO_ERROR_CODES.tooLarge });
    expect(error.message).toContain(`${LOGO_MAX_BYTES + 1} bytes`);
    expect(seen).toEqual([]);

    const { logoUrl } = await uploadLogo(pngFile(pngBytes(LOGO_MAX_BYTES)));
    expect(logoUrl).toMatch(/\/api\/oss\/screen\/logo\//);
  });

  it('refuses an empty file', async () => {
    const error = await rejection(uploadLogo(new File([], 'empty.png', { type: 'image/png' })));
    expect(error.code).toBe(LOGO_ERROR_CODES.empty);
  });

  it('asks again once for a policy that expires within 30 s, then uses the fresh one', async () => {
    const nowS = Math.floor(Date.now() / 1000);
    const calls = uploadInfoOverride((n) => (n === 1 ? nowS + 10 : nowS + 1800));
    let postedKey: unknown = null;
    server.use(
      http.post('*/api/oss', async ({ request }) => {
        postedKey = (await request.formData()).get('key');
        return new HttpResponse(null, { status: 200 });
      }),
    );
    const { logoUrl } = await uploadLogo(pngFile());
    expect(calls()).toBe(2);
    expect(postedKey).toBe('screen/logo/override-2.png');
    expect(logoUrl).toBe('http://localhost:3000/api/oss/screen/logo/override-2.png');
  });

  it('gives up with a clear error when the policy is expired twice, without posting', async () => {
    const seen = recordRequests();
    const calls = uploadInfoOverride(() => Math.floor(Date.now() / 1000) - 60);
    const error = await rejection(uploadLogo(pngFile()));
    expect(calls()).toBe(2);
    expect(error).toMatchObject({
      operation: 'DescribeScreenOssUploadInfo',
      code: LOGO_ERROR_CODES.policyExpired,
      fieldPath: 'Expire',
      requestId: 'rq-info-2',
    });
    expect(error.message).toMatch(/upload authorization \(Expire \d+, epoch seconds\) expired/);
    expect(seen.filter((line) => line.startsWith('POST'))).toEqual([]);
  });

  it('gets the storage’s own refusal when the policy expires while uploading', async () => {
    // The real mock policy: the clock jumps past its 30 minutes between asking and posting.
    const realNow = Date.now;
    const jump = ({ request }: { request: Request }) => {
      if (request.method === 'POST') Date.now = () => realNow() + 31 * 60_000;
    };
    server.events.on('request:start', jump);
    onTestFinished(() => {
      Date.now = realNow;
      server.events.removeListener('request:start', jump);
    });
    const error = await rejection(uploadLogo(pngFile()));
    expect(error).toMatchObject({
      kind: 'http',
      status: 403,
      operation: 'PostObject',
      code: 'AccessDenied',
      message: 'Invalid according to Policy: Policy expired.',
    });
    expect(error.requestId).toMatch(/^req_/);
  });

  it('parses a 403 XML error into an http ApiError', async () => {
    server.use(
      http.post('*/api/oss', () =>
        HttpResponse.xml(
          '<?xml version="1.0" encoding="UTF-8"?><Error><Code>SignatureDoesNotMatch</Code>' +
            '<Message>The signature &amp; policy do not match &lt;here&gt;.</Message>' +
            '<RequestId>5F1A-OSS</RequestId><HostId>bucket.example</HostId></Error>',
          { status: 403 },
        ),
      ),
    );
    const error = await rejection(uploadLogo(pngFile()));
    expect(error).toMatchObject({
      kind: 'http',
      status: 403,
      code: 'SignatureDoesNotMatch',
      message: 'The signature & policy do not match <here>.',
      requestId: '5F1A-OSS',
      operation: 'PostObject',
      service: 'screen',
    });
    expect(error.isAuth).toBe(true);
  });

  it('reports a 5xx without an XML body by its status', async () => {
    server.use(http.post('*/api/oss', () => new HttpResponse('', { status: 503 })));
    const error = await rejection(uploadLogo(pngFile()));
    expect(error).toMatchObject({ kind: 'http', status: 503, code: undefined });
    expect(error.isTransient).toBe(true);
  });

  it('reports a network failure as kind network', async () => {
    server.use(http.post('*/api/oss', () => HttpResponse.error()));
    const error = await rejection(uploadLogo(pngFile()));
    expect(error).toMatchObject({ kind: 'network', operation: 'PostObject' });
  });

  it('refuses an upload Host that is not http(s)', async () => {
    server.use(
      http.get('*/api/screen', ({ request }) => {
        if (new URL(request.url).searchParams.get('Action') !== 'DescribeScreenOssUploadInfo') {
          return undefined;
        }
        return HttpResponse.json({
          RequestId: 'rq-js',
          Key: 'k.png',
          Signature: 's',
          Host: 'javascript:alert(1)',
          Policy: 'p',
          Expire: Math.floor(Date.now() / 1000) + 1800,
          AccessId: 'a',
          SecurityToken: 't',
        });
      }),
    );
    const error = await rejection(uploadLogo(pngFile()));
    expect(error).toMatchObject({ kind: 'invalid-response', fieldPath: 'Host' });
  });

  it('rejects with an AbortError when cancelled during the upload', async () => {
    const controller = new AbortController();
    const seen = recordRequests();
    server.use(
      http.post('*/api/oss', async () => {
        controller.abort();
        await new Promise((resolve) => setTimeout(resolve, 20));
        return new HttpResponse(null, { status: 200 });
      }),
    );
    const error = await uploadLogo(pngFile(), { signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).name).toBe('AbortError');
    expect(seen.filter((line) => line.startsWith('POST'))).toHaveLength(1);
  });

  it('rejects at once with an AbortError when already cancelled', async () => {
    const seen = recordRequests();
    const controller = new AbortController();
    controller.abort();
    const error = await uploadLogo(pngFile(), { signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    expect((error as Error).name).toBe('AbortError');
    expect(seen).toEqual([]);
  });
});

describe('upload helpers', () => {
  it('recognises the four picture types by their first bytes', () => {
    expect(sniffLogoType(pngBytes(12))).toBe('image/png');
    expect(sniffLogoType(Uint8Array.of(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffLogoType(new TextEncoder().encode('GIF89a'))).toBe('image/gif');
    expect(sniffLogoType(new TextEncoder().encode('GIF87a'))).toBe('image/gif');
    expect(sniffLogoType(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffLogoType(new TextEncoder().encode('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    expect(sniffLogoType(new TextEncoder().encode('<svg'))).toBeNull();
  });

  it('joins Host and Key with one slash and encodes key segments', () => {
    expect(logoUrlOf('https://b.oss.example.com', 'screen/logo/a.png')).toBe(
      'https://b.oss.example.com/screen/logo/a.png',
    );
    expect(logoUrlOf('https://b.oss.example.com/', '/screen/a b#1.png')).toBe(
      'https://b.oss.example.com/screen/a%20b%231.png',
    );
  });

  it('reads the XML error fields and leaves out absent ones', () => {
    expect(readXmlError('<Error><Code>NoSuchKey</Code><Message>gone</Message></Error>')).toEqual({
      code: 'NoSuchKey',
      message: 'gone',
    });
    expect(readXmlError('not xml')).toEqual({});
    expect(readXmlError('<Message>a &#x4E2D;&#25991; &#x110000; &bogus;</Message>')).toEqual({
      message: 'a 中文 &#x110000; &bogus;',
    });
  });
});
