import { messages } from './messages';
import {
  REQUEST_CRACK_TYPES,
  RESPONSE_CRACK_TYPES,
  requestCrackLabel,
  responseCrackLabel,
} from './model/attackTypes';
import { attackTimeMs, formatSpan } from './components/AttackDrawer';
import { decodeBase64Utf8 } from './model/decodeBase64';
import type { DrillT } from './i18n';

const en = messages.en as Record<string, string>;
const t = ((key: string, params?: Record<string, string | number>) =>
  (en[key] ?? key).replace(/\{(\w+)\}/g, (_m, name: string) => String(params?.[name]))) as DrillT;

const base64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));

describe('decodeBase64Utf8', () => {
  it('decodes standard and URL-safe Base64 of UTF-8, with or without padding', () => {
    expect(decodeBase64Utf8(base64('https://example.com/a?q=1'))).toEqual({
      ok: true,
      text: 'https://example.com/a?q=1',
    });
    expect(decodeBase64Utf8(base64('/路径?x=ü'))).toEqual({ ok: true, text: '/路径?x=ü' });
    expect(decodeBase64Utf8('aGk')).toEqual({ ok: true, text: 'hi' });
    expect(decodeBase64Utf8('-_8')).toEqual({ ok: false }); // 0xFB 0xFF is not UTF-8
    expect(decodeBase64Utf8(base64('a>b?c')).ok).toBe(true);
  });

  it('refuses what is not Base64 or not UTF-8', () => {
    expect(decodeBase64Utf8('http://plain.example/x')).toEqual({ ok: false });
    expect(decodeBase64Utf8('abcde')).toEqual({ ok: false });
    expect(decodeBase64Utf8('/w==')).toEqual({ ok: false });
  });
});

describe('attack type labels', () => {
  it('label every request filter value and every response value', () => {
    for (const value of REQUEST_CRACK_TYPES) {
      expect(requestCrackLabel(value, t), value).not.toMatch(/^Type /);
    }
    for (const value of RESPONSE_CRACK_TYPES) {
      expect(responseCrackLabel(value, t), value).not.toMatch(/^Type /);
    }
  });

  it('read 101/102/103 differently in filters and in responses', () => {
    expect(requestCrackLabel('101', t)).toBe('Struts2 attack interception');
    expect(responseCrackLabel('101', t)).toBe('XSS');
    expect(responseCrackLabel(102, t)).toBe('CSRF');
    expect(responseCrackLabel('103', t)).toBe('SSRF');
    expect(responseCrackLabel('sqli', t)).toBe('SQL injection');
    expect(responseCrackLabel('999', t)).toBe('Type 999');
    expect(responseCrackLabel(undefined, t)).toBe('—');
  });
});

describe('attack times and spans', () => {
  it('reads crack_hour in seconds, milliseconds or as a date text', () => {
    expect(attackTimeMs(1_700_000_000)).toBe(1_700_000_000_000);
    expect(attackTimeMs('1700000000000')).toBe(1_700_000_000_000);
    expect(attackTimeMs('2024-05-01T00:00:00Z')).toBe(Date.UTC(2024, 4, 1));
    expect(attackTimeMs('yesterday-ish')).toBeNull();
    expect(attackTimeMs(undefined)).toBeNull();
  });

  it('words a range in the UI language', () => {
    expect(formatSpan({ value: 7, unit: 'day' }, 'en')).toBe('7 days');
    expect(formatSpan({ value: 1, unit: 'hour' }, 'en')).toBe('1 hour');
    expect(formatSpan({ value: 7, unit: 'day' }, 'zh')).toBe('7天');
  });
});
