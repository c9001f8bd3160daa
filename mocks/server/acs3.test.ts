import {
  authorizationFor,
  canonicalQueryString,
  canonicalRequest,
  canonicalUri,
  hashPayload,
  parseAuthorization,
  percentEncode,
  signature,
  stringToSign,
} from './acs3';
import { NonceLog, verifySignature, type SignedRequest } from './signatureCheck';

/**
 * The worked example of Alibaba Cloud's "Request syntax and signature method V3" (section
 * "Signature examples", "Fixed parameter values"): its inputs, and the canonical request, string
 * to sign and signature it publishes for them.
 */
const EXAMPLE = {
  accessKeyId: 'YourAccessKeyId',
  accessKeySecret: 'YourAccessKeySecret',
  method: 'POST',
  path: '/',
  query: 'ImageId=win2019_1809_x64_dtc_zh-cn_40G_alibase_20230811.vhd&RegionId=cn-shanghai',
  headers: {
    host: 'ecs.cn-shanghai.aliyuncs.com',
    'x-acs-action': 'RunInstances',
    'x-acs-version': '2014-05-26',
    'x-acs-date': '2023-10-26T10:22:32Z',
    'x-acs-signature-nonce': '3156853299f313e23d1673dc12e1703d',
    'x-acs-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  },
  canonicalRequest: [
    'POST',
    '/',
    'ImageId=win2019_1809_x64_dtc_zh-cn_40G_alibase_20230811.vhd&RegionId=cn-shanghai',
    'host:ecs.cn-shanghai.aliyuncs.com',
    'x-acs-action:RunInstances',
    'x-acs-content-sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    'x-acs-date:2023-10-26T10:22:32Z',
    'x-acs-signature-nonce:3156853299f313e23d1673dc12e1703d',
    'x-acs-version:2014-05-26',
    '',
    'host;x-acs-action;x-acs-content-sha256;x-acs-date;x-acs-signature-nonce;x-acs-version',
    'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  ].join('\n'),
  stringToSign:
    'ACS3-HMAC-SHA256\n7ea06492da5221eba5297e897ce16e55f964061054b7695beedaac1145b1e259',
  signature: '06563a9e1b43f5dfe96b81484da74bceab24a1d853912eee15083a6f0f3283c0',
  authorization:
    'ACS3-HMAC-SHA256 Credential=YourAccessKeyId,SignedHeaders=host;x-acs-action;x-acs-content-sha256;x-acs-date;x-acs-signature-nonce;x-acs-version,Signature=06563a9e1b43f5dfe96b81484da74bceab24a1d853912eee15083a6f0f3283c0',
};

describe('signature V3 (the mock server’s own implementation)', () => {
  it('reproduces the published worked example step by step', () => {
    expect(hashPayload('')).toBe(EXAMPLE.headers['x-acs-content-sha256']);
    const canonical = canonicalRequest({
      method: EXAMPLE.method,
      path: EXAMPLE.path,
      query: EXAMPLE.query,
      headers: EXAMPLE.headers,
      signedHeaders: Object.keys(EXAMPLE.headers),
      hashedPayload: EXAMPLE.headers['x-acs-content-sha256'],
    });
    expect(canonical).toBe(EXAMPLE.canonicalRequest);
    const toSign = stringToSign(EXAMPLE.canonicalRequest);
    expect(toSign).toBe(EXAMPLE.stringToSign);
    expect(signature(EXAMPLE.accessKeySecret, toSign)).toBe(EXAMPLE.signature);
    expect(
      authorizationFor(
        {
          method: EXAMPLE.method,
          path: EXAMPLE.path,
          query: EXAMPLE.query,
          headers: EXAMPLE.headers,
          hashedPayload: EXAMPLE.headers['x-acs-content-sha256'],
        },
        EXAMPLE.accessKeyId,
        EXAMPLE.accessKeySecret,
      ),
    ).toBe(EXAMPLE.authorization);
  });

  it('encodes as RFC 3986 asks: space %20, * %2A, ~ kept; segments and parameters sorted', () => {
    expect(percentEncode("a b*c~d!'()/é")).toBe('a%20b%2Ac~d%21%27%28%29%2F%C3%A9');
    expect(canonicalUri('/dlf/v1/catalogs/my%20cat!')).toBe('/dlf/v1/catalogs/my%20cat%21');
    expect(canonicalUri('')).toBe('/');
    expect(canonicalQueryString('b=2&a=x%20y&c')).toBe('a=x%20y&b=2&c=');
    expect(canonicalUri('/bad%E0')).toBeNull();
  });

  it('reads an Authorization header, and nothing else as one', () => {
    expect(parseAuthorization(EXAMPLE.authorization)).toEqual({
      algorithm: 'ACS3-HMAC-SHA256',
      accessKeyId: 'YourAccessKeyId',
      signedHeaders: Object.keys(EXAMPLE.headers).sort(),
      signature: EXAMPLE.signature,
    });
    expect(parseAuthorization('Bearer abc')).toBeNull();
    expect(parseAuthorization(undefined)).toBeNull();
  });
});

describe('the signed mock’s verdicts', () => {
  const KEYS = new Map([['AKID-test', 'secret-test-123']]);
  const NOW = Date.parse('2026-03-01T12:00:00Z');

  /** A lake-style request signed the mock's way, with `change` applied after signing. */
  function signed(
    change: (request: SignedRequest & { headers: Record<string, string> }) => void = () => {},
    { secret = 'secret-test-123', id = 'AKID-test', date = '2026-03-01T12:00:00Z' } = {},
  ): SignedRequest {
    const body = Buffer.from('{"name":"sales"}');
    const headers: Record<string, string> = {
      host: '127.0.0.1:8787',
      'content-type': 'application/json',
      'x-acs-action': 'CreateDatabase',
      'x-acs-version': '2025-03-10',
      'x-acs-date': date,
      'x-acs-signature-nonce': `nonce-${Math.random()}`,
      'x-acs-content-sha256': hashPayload(body),
    };
    const url = '/api/lake/lake/v1/cat-1/databases?dryRun=false';
    headers.authorization = authorizationFor(
      {
        method: 'POST',
        path: '/api/lake/lake/v1/cat-1/databases',
        query: 'dryRun=false',
        headers,
        hashedPayload: headers['x-acs-content-sha256'] ?? '',
      },
      id,
      secret,
    );
    const request = { method: 'POST', url, headers, body };
    change(request);
    return request;
  }

  const verdict = (request: SignedRequest, nonces = new NonceLog()) =>
    verifySignature(request, KEYS, NOW, nonces);

  it('accepts a correctly signed request once, and refuses its nonce again', () => {
    const nonces = new NonceLog();
    const request = signed();
    expect(verdict(request, nonces)).toEqual({ ok: true, accessKeyId: 'AKID-test' });
    expect(verdict(request, nonces)).toMatchObject({ status: 400, code: 'SignatureNonceUsed' });
  });

  it.each([
    ['no signature', signed((r) => delete r.headers.authorization), 400, 'IncompleteSignature'],
    [
      'a wrong secret',
      signed(undefined, { secret: 'not-the-secret' }),
      400,
      'SignatureDoesNotMatch',
    ],
    [
      'a changed path',
      signed((r) => (r.url = '/api/lake/lake/v1/cat-2/databases?dryRun=false')),
      400,
      'SignatureDoesNotMatch',
    ],
    [
      'a changed body',
      signed((r) => (r.body = Buffer.from('{"name":"other"}'))),
      400,
      'SignatureDoesNotMatch',
    ],
    [
      'an expired date',
      signed(undefined, { date: '2026-03-01T11:44:59Z' }),
      400,
      'InvalidTimeStamp.Expired',
    ],
    [
      'a date from the future',
      signed(undefined, { date: '2026-03-01T12:15:01Z' }),
      400,
      'InvalidTimeStamp.Expired',
    ],
    [
      'a malformed date',
      signed(undefined, { date: 'Sun, 01 Mar 2026 12:00:00 GMT' }),
      400,
      'InvalidTimeStamp.Format',
    ],
    [
      'an unknown AccessKey',
      signed(undefined, { id: 'AKID-other' }),
      404,
      'InvalidAccessKeyId.NotFound',
    ],
    [
      'an unsigned x-acs header',
      signed((r) => (r.headers['x-acs-security-token'] = 'sneaked-in')),
      400,
      'IncompleteSignature',
    ],
    [
      'another algorithm',
      signed(
        (r) =>
          (r.headers.authorization = r.headers.authorization!.replace(
            'ACS3-HMAC-SHA256',
            'ACS3-HMAC-SM3',
          )),
      ),
      400,
      'InvalidSignatureMethod',
    ],
  ])('refuses %s', (_name, request, status, code) => {
    expect(verdict(request)).toMatchObject({ ok: false, status, code });
  });
});
