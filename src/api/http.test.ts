import { http, HttpResponse, delay } from 'msw';
import * as z from 'zod/mini';
import { apiFailure } from '../../test/apiFailure';
import { server } from '../../test/msw';
import { ApiError, parseRetryAfter, readErrorBody } from './errors';
import { encodeQuery, joinUrl, request } from './http';
import { retryDelay, shouldRetry } from './retry';

const BASE = 'http://api.test/base';
const schema = z.object({ items: z.array(z.object({ id: z.string(), size: z.number() })) });

function call(path = '/things', extra: Partial<Parameters<typeof request>[0]> = {}) {
  return request({ service: 'lake', operation: 'ListThings', path, base: BASE, schema, ...extra });
}

describe('joinUrl and encodeQuery', () => {
  it('joins bases and paths whatever their slashes', () => {
    expect(joinUrl('/api/lake', '/lake/v1/catalogs')).toBe('/api/lake/lake/v1/catalogs');
    expect(joinUrl('/api/lake/', 'lake/v1')).toBe('/api/lake/lake/v1');
    expect(joinUrl('https://x.example.com/', '/a')).toBe('https://x.example.com/a');
  });
  it('encodes values and leaves out empty ones', () => {
    expect(encodeQuery({ a: 'x y', b: 2, c: true, d: undefined, e: null })).toBe(
      '?a=x+y&b=2&c=true',
    );
    expect(encodeQuery({})).toBe('');
  });
});

describe('readErrorBody', () => {
  it('reads the three services’ error shapes', () => {
    expect(readErrorBody({ RequestId: 'r1', Code: 'NoPermission', Message: 'no' })).toEqual({
      code: 'NoPermission',
      message: 'no',
      requestId: 'r1',
    });
    expect(readErrorBody({ code: 404, message: 'missing', resourceType: 'CATALOG' })).toMatchObject(
      {
        code: '404',
        message: 'missing',
      },
    );
    expect(readErrorBody({ Code: 'Share.NotFound', Message: 'gone' })).toMatchObject({
      code: 'Share.NotFound',
      message: 'gone',
    });
    expect(
      readErrorBody({
        type: 'error',
        error: { type: 'not_found_error', message: 'nope' },
        request_id: 'req_1',
      }),
    ).toEqual({ code: 'not_found_error', message: 'nope', requestId: 'req_1' });
    expect(readErrorBody('oops')).toEqual({});
  });
});

describe('request', () => {
  it('returns validated data and sends query parameters', async () => {
    let seen = '';
    server.use(
      http.get(`${BASE}/things`, ({ request: req }) => {
        seen = new URL(req.url).search;
        return HttpResponse.json({ items: [{ id: 'a', size: 1 }] });
      }),
    );
    await expect(
      call('/things', { query: { maxResults: 5, pageToken: undefined } }),
    ).resolves.toEqual({
      items: [{ id: 'a', size: 1 }],
    });
    expect(seen).toBe('?maxResults=5');
  });

  it('sends a form body as application/x-www-form-urlencoded, never both a form and JSON', async () => {
    let seen: { search: string; type: string | null; body: string } | null = null;
    server.use(
      http.post(`${BASE}/things`, async ({ request: req }) => {
        seen = {
          search: new URL(req.url).search,
          type: req.headers.get('content-type'),
          body: await req.text(),
        };
        return HttpResponse.json({ items: [] });
      }),
    );
    await call('/things', {
      method: 'POST',
      query: { Action: 'Save' },
      form: { Map: '[{"a":"b & c"}]', On: true, Gone: undefined },
    });
    expect(seen).toEqual({
      search: '?Action=Save',
      type: 'application/x-www-form-urlencoded;charset=UTF-8',
      body: 'Map=%5B%7B%22a%22%3A%22b+%26+c%22%7D%5D&On=true',
    });
    await expect(call('/things', { method: 'POST', form: {}, body: {} })).rejects.toThrow(
      'not both',
    );
  });

  it('normalizes an HTTP error with the service’s code, message and request id', async () => {
    server.use(
      http.get(`${BASE}/things`, () =>
        HttpResponse.json(
          { code: 'NotFound', message: 'Catalog x missing', requestId: 'rid-9' },
          { status: 404 },
        ),
      ),
    );
    const error = await apiFailure(call());
    expect(error).toMatchObject({
      service: 'lake',
      operation: 'ListThings',
      kind: 'http',
      status: 404,
      code: 'NotFound',
      message: 'Catalog x missing',
      requestId: 'rid-9',
    });
    expect(error.isTransient).toBe(false);
  });

  it('names the operation and field path of a malformed response', async () => {
    server.use(
      http.get(`${BASE}/things`, () =>
        HttpResponse.json({
          items: [
            { id: 'a', size: 1 },
            { id: 'b', size: 'big' },
          ],
        }),
      ),
    );
    const error = await apiFailure(call());
    expect(error.kind).toBe('invalid-response');
    expect(error.fieldPath).toBe('items[1].size');
    expect(error.message).toContain('ListThings');
    expect(error.message).toContain('items[1].size');
  });

  it('reports a body that is not JSON', async () => {
    server.use(
      http.get(`${BASE}/things`, () => new HttpResponse('<html>proxy</html>', { status: 200 })),
    );
    const error = await apiFailure(call());
    expect(error).toMatchObject({
      kind: 'invalid-response',
      status: 200,
      operation: 'ListThings',
      message: 'ListThings returned a body that is not JSON',
    });
    expect(error.isTransient).toBe(false);
  });

  it('turns a failed connection into a network error', async () => {
    server.use(http.get(`${BASE}/things`, () => HttpResponse.error()));
    const error = await apiFailure(call());
    expect(error).toMatchObject({ service: 'lake', operation: 'ListThings', kind: 'network' });
    expect(error.status).toBeUndefined();
    expect(error.isTransient).toBe(true);
  });

  it('gives up after the time limit with a timeout error', async () => {
    server.use(
      http.get(`${BASE}/things`, async () => {
        await delay(500);
        return HttpResponse.json({ items: [] });
      }),
    );
    const error = await apiFailure(call('/things', { timeoutMs: 50 }));
    expect(error).toMatchObject({
      kind: 'timeout',
      operation: 'ListThings',
      message: 'ListThings did not answer in time',
    });
    expect(error.isTransient).toBe(true);
  });

  it('lets a caller’s abort propagate as an abort, not an ApiError', async () => {
    server.use(
      http.get(`${BASE}/things`, async () => {
        await delay(500);
        return HttpResponse.json({ items: [] });
      }),
    );
    const controller = new AbortController();
    // A time limit far away, so only the caller's abort can end the call.
    const pending = call('/things', { signal: controller.signal, timeoutMs: 10_000 });
    controller.abort();
    const error: unknown = await pending.then(
      () => {
        throw new Error('expected the call to be aborted');
      },
      (cause: unknown) => cause,
    );
    expect(error).not.toBeInstanceOf(ApiError);
    // Node's fetch rejects with Node's DOMException, not jsdom's global one: compare by tag.
    expect(Object.prototype.toString.call(error)).toBe('[object DOMException]');
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  it('aborts before sending when the caller’s signal is already aborted', async () => {
    let requests = 0;
    server.use(
      http.get(`${BASE}/things`, () => {
        requests += 1;
        return HttpResponse.json({ items: [] });
      }),
    );
    const error: unknown = await call('/things', { signal: AbortSignal.abort() }).catch(
      (cause: unknown) => cause,
    );
    expect(error).not.toBeInstanceOf(ApiError);
    expect(Object.prototype.toString.call(error)).toBe('[object DOMException]');
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(requests).toBe(0);
  });
});

describe('retry policy', () => {
  const make = (init: Partial<ConstructorParameters<typeof ApiError>[0]>) =>
    new ApiError({ service: 'agent', operation: 'X', kind: 'http', message: 'm', ...init });

  it('retries network errors, timeouts and 5xx only', () => {
    expect(shouldRetry(0, make({ kind: 'network' }))).toBe(true);
    expect(shouldRetry(0, make({ kind: 'timeout' }))).toBe(true);
    expect(shouldRetry(0, make({ status: 503 }))).toBe(true);
    expect(shouldRetry(0, make({ status: 404 }))).toBe(false);
    expect(shouldRetry(0, make({ status: 401 }))).toBe(false);
    expect(shouldRetry(0, make({ kind: 'invalid-response', status: 200 }))).toBe(false);
    expect(shouldRetry(0, new Error('render bug'))).toBe(false);
    expect(shouldRetry(3, make({ status: 500 }))).toBe(false);
  });

  it('backs off exponentially up to a cap', () => {
    expect([0, 1, 2, 3, 10].map((attempt) => retryDelay(attempt))).toEqual([
      500, 1000, 2000, 4000, 8000,
    ]);
  });

  it("retries a 429 no sooner than its Retry-After, and not at all past a minute's", () => {
    const limited = make({ status: 429, retryAfterMs: 3_000 });
    expect(shouldRetry(0, limited)).toBe(true);
    expect(retryDelay(0, limited)).toBe(3_000);
    // The backoff still applies when it is the longer wait.
    expect(retryDelay(3, limited)).toBe(4_000);
    const patient = make({ status: 503, retryAfterMs: 120_000 });
    expect(shouldRetry(0, patient)).toBe(false);
    expect(shouldRetry(0, make({ status: 429 }))).toBe(true);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-11-26T12:00:00Z');
    expect(parseRetryAfter('7', now)).toBe(7_000);
    expect(parseRetryAfter('Thu, 26 Nov 2026 12:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Thu, 26 Nov 2026 11:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });

  it("carries a 429 answer's Retry-After on the error", async () => {
    server.use(
      http.get(`${BASE}/things`, () =>
        HttpResponse.json(
          { code: 'Throttling', message: 'Slow down' },
          { status: 429, headers: { 'Retry-After': '2' } },
        ),
      ),
    );
    const error = await call().catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 429, retryAfterMs: 2_000 });
  });
});
