import {
  base64ToUtf8,
  base64UrlToUtf8,
  decodeJsonToken,
  encodeJsonToken,
  utf8ToBase64,
  utf8ToBase64Url,
} from './base64';

describe('the mock’s Base64 codec', () => {
  it('round-trips text through UTF-8 in both alphabets', () => {
    const text = '{"a":"订单 ✓","b":">>>???"}';
    const url = utf8ToBase64Url(text);
    expect(url).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(base64UrlToUtf8(url)).toBe(text);
    expect(base64ToUtf8(utf8ToBase64(text))).toBe(text);
    // The URL-safe alphabet and no padding where the standard one has them.
    expect(utf8ToBase64('>>>???')).toBe('Pj4+Pz8/');
    expect(utf8ToBase64Url('>>>???')).toBe('Pj4-Pz8_');
    expect(utf8ToBase64Url('a')).toBe('YQ');
  });

  it('refuses what is not base64url of UTF-8', () => {
    expect(base64UrlToUtf8('Pj4+Pz8/')).toBeNull();
    expect(base64UrlToUtf8('YQ==')).toBeNull();
    expect(base64UrlToUtf8('YWJjZ')).toBeNull();
    expect(base64UrlToUtf8('')).toBeNull();
    // 0xFF is never UTF-8.
    expect(base64UrlToUtf8('_w')).toBeNull();
  });
});

describe('the lists’ opaque tokens', () => {
  it('round-trip their fields, and refuse what they did not make', () => {
    const token = encodeJsonToken({ v: 1, a: 'orders_2026' });
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeJsonToken(token)).toEqual({ v: 1, a: 'orders_2026' });
    expect(decodeJsonToken('not a token!')).toBeNull();
    expect(decodeJsonToken(utf8ToBase64Url('{"v":'))).toBeNull();
    expect(decodeJsonToken(utf8ToBase64Url('[1,2]'))).toBeNull();
    expect(decodeJsonToken(utf8ToBase64Url('"text"'))).toBeNull();
  });
});
