import { formatBytes, formatDuration, formatNumber, formatRelative, intlLocale } from './format';

describe('formatRelative', () => {
  const now = Date.parse('2026-11-21T12:00:00Z');
  it('picks the largest fitting unit', () => {
    expect(formatRelative(now - 3 * 3600_000, now, 'en')).toBe('3 hours ago');
    expect(formatRelative(now - 90_000, now, 'en')).toBe('2 minutes ago');
    expect(formatRelative(now - 2 * 86_400_000, now, 'en')).toBe('2 days ago');
    expect(formatRelative(now - 5_000, now, 'en')).toBe('5 seconds ago');
  });
  it('uses English singular and plural forms', () => {
    expect(formatRelative(now - 60_000, now, 'en')).toBe('1 minute ago');
    expect(formatRelative(now - 120_000, now, 'en')).toBe('2 minutes ago');
    expect(formatRelative(now - 3600_000, now, 'en')).toBe('1 hour ago');
    expect(formatRelative(now + 61_000, now, 'en')).toBe('in 1 minute');
  });
  it('speaks Chinese', () => {
    expect(formatRelative(now - 3 * 3600_000, now, 'zh')).toBe('3小时前');
    expect(formatRelative(now - 60_000, now, 'zh')).toBe('1分钟前');
  });
  it("maps 'zh' to zh-CN for Intl", () => {
    expect(intlLocale('zh')).toBe('zh-CN');
    expect(intlLocale('en')).toBe('en');
  });
});

describe('formatDuration', () => {
  it('formats ms, seconds and minutes in English', () => {
    expect(formatDuration(850, 'en')).toBe('850 ms');
    expect(formatDuration(1234, 'en')).toBe('1.23 sec');
    expect(formatDuration(12_345, 'en')).toBe('12.3 sec');
    expect(formatDuration(125_000, 'en')).toBe('2 min 5 sec');
    expect(formatDuration(120_000, 'en')).toBe('2 min');
    expect(formatDuration(-1, 'en')).toBe('—');
    expect(formatDuration(Number.NaN, 'en')).toBe('—');
  });
  it('uses Chinese units in Chinese', () => {
    expect(formatDuration(850, 'zh')).toBe('850毫秒');
    expect(formatDuration(1234, 'zh')).toBe('1.23秒');
    expect(formatDuration(125_000, 'zh')).toBe('2分钟5秒');
    for (const ms of [850, 1234, 12_345, 125_000]) {
      const text = formatDuration(ms, 'zh');
      expect(text).not.toMatch(/ms| s|min/);
    }
    expect(formatDuration(1234, 'zh')).toContain('秒');
  });
  it('never rounds up into an impossible value', () => {
    expect(formatDuration(999.6, 'en')).toBe('1 sec');
    expect(formatDuration(9_999, 'en')).toBe('10 sec');
    expect(formatDuration(59_990, 'en')).toBe('1 min');
    expect(formatDuration(119_600, 'en')).toBe('2 min');
  });
});

describe('formatRelative near the clock tick', () => {
  const now = Date.parse('2026-11-21T12:00:00Z');
  it('reads a time since the last tick as now, not as the future', () => {
    expect(formatRelative(now + 40_000, now, 'en')).toBe('now');
    expect(formatRelative(now + 40_000, now, 'zh')).toBe('现在');
    expect(formatRelative(now + 5 * 60_000, now, 'en')).toBe('in 5 minutes');
  });
});

describe('formatNumber', () => {
  it('groups digits for the locale', () => {
    expect(formatNumber(50000, 'en')).toBe('50,000');
    expect(formatNumber(50000, 'zh')).toBe('50,000');
  });
});

describe('formatBytes', () => {
  it('uses binary units with one decimal below 100', () => {
    expect(formatBytes(0, 'en')).toBe('0 B');
    expect(formatBytes(1023, 'en')).toBe('1,023 B');
    expect(formatBytes(1536, 'en')).toBe('1.5 KiB');
    expect(formatBytes(5 * 1024 ** 4, 'zh')).toBe('5 TiB');
    expect(formatBytes(150 * 1024 ** 3, 'en')).toBe('150 GiB');
  });
});
