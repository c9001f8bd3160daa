// The console's files as deploy/nginx.conf.template serves them, and the health endpoints.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { contentSecurityPolicy, securityHeaders } from '../build/securityHeaders';
import type { Gateway } from './server';
import { logCapture, makeDist, testConfig, testGateway } from './testSupport';

let dist: ReturnType<typeof makeDist>;
let gateway: Gateway;

beforeAll(async () => {
  dist = makeDist();
  gateway = await testGateway(
    testConfig({ PARAPET_UPLOAD_ORIGINS: 'https://logos.oss-cn-hangzhou.aliyuncs.com' }, dist.dir),
    { logDestination: logCapture().destination },
  );
});
afterAll(async () => {
  await gateway.app.close();
  dist.remove();
});

const SECURITY = securityHeaders({ uploadOrigins: ['https://logos.oss-cn-hangzhou.aliyuncs.com'] });

function expectSecurityHeaders(headers: Record<string, unknown>) {
  for (const [name, value] of Object.entries(SECURITY))
    expect(headers[name.toLowerCase()]).toBe(value);
}

describe('serving the console', () => {
  it('sends index.html never cached, with the one definition of the security headers', async () => {
    const response = await gateway.app.inject('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toBe(
      contentSecurityPolicy({ uploadOrigins: ['https://logos.oss-cn-hangzhou.aliyuncs.com'] }),
    );
    expectSecurityHeaders(response.headers);
    expect(response.body).toContain('<div id="root">');
  });

  it('caches a hashed asset for a year as immutable, with validators', async () => {
    const response = await gateway.app.inject('/assets/index-Ab12Cd34.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.etag).toEqual(expect.any(String));
    expectSecurityHeaders(response.headers);
    expect(response.body).toBe(dist.script);
  });

  it('falls back to index.html for the app’s routes, never cached; not for missing assets', async () => {
    for (const path of ['/catalogs/sales/databases', '/screen?edit=1', '/webhooks/wep_1']) {
      const response = await gateway.app.inject(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
      expectSecurityHeaders(response.headers);
    }
    const missing = await gateway.app.inject('/assets/gone-12345678.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-cache');
    expectSecurityHeaders(missing.headers);
    const root = await gateway.app.inject('/favicon.svg');
    expect(root.headers['cache-control']).toBe('no-cache');
  });

  it('never answers an API path with the SPA', async () => {
    const response = await gateway.app.inject('/api/unknown/thing');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'InvalidApi.NotFound' });
    expect(response.headers['content-security-policy']).toBeUndefined();
  });

  it('compresses with brotli or gzip as the browser accepts, and not for one that does not', async () => {
    const url = '/assets/index-Ab12Cd34.js';
    const br = await gateway.app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(dist.script);
    const gzip = await gateway.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(dist.script);
    const plain = await gateway.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(dist.script);
  });
});

describe('health and readiness', () => {
  it('is healthy and, with its files and a credential, ready; draining makes it not ready', async () => {
    const health = await gateway.app.inject('/healthz');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', instance: 'gateway-test-1' });
    expect(health.headers['cache-control']).toBe('no-store');

    const ready = await gateway.app.inject('/readyz');
    expect(ready.json()).toEqual({
      status: 'ready',
      instance: 'gateway-test-1',
      checks: { console: 'ok', credentials: 'not needed', database: 'ok' },
    });

    const noFiles = await testGateway(testConfig({}, `${dist.dir}/nowhere`), {
      logDestination: logCapture().destination,
    });
    const unready = await noFiles.app.inject('/readyz');
    expect(unready.statusCode).toBe(503);
    expect(unready.json()).toMatchObject({ status: 'not ready' });
    await noFiles.app.close();

    gateway.drain();
    expect((await gateway.app.inject('/readyz')).statusCode).toBe(503);
    expect((await gateway.app.inject('/healthz')).statusCode).toBe(200);
  });
});
