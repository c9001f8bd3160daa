import {
  formatBytes,
  formatDate,
  formatDuration,
  formatNumber,
  formatRelative,
  intlLocale,
} from './format';

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
  it('counts an age in whole seconds, up to three units from the largest non-zero one', () => {
    const age = 2 * 86_400_000 + 3 * 3_600_000 + 15 * 60_000 + 12_000;
    const whole = { wholeSeconds: true };
    expect(formatDuration(age, 'en', whole)).toBe('2 days 3 hr 15 min');
    expect(formatDuration(4 * 60_000 + 12_500, 'en', whole)).toBe('4 min 12 sec');
    expect(formatDuration(3 * 3_600_000 + 5_000, 'en', whole)).toBe('3 hr 0 min 5 sec');
    expect(formatDuration(3 * 3_600_000, 'en', whole)).toBe('3 hr');
    expect(formatDuration(12_900, 'en', whole)).toBe('12 sec');
    expect(formatDuration(0, 'en', whole)).toBe('0 sec');
    expect(formatDuration(-5_000, 'en', whole)).toBe('0 sec');
    expect(formatDuration(2 * 86_400_000 + 5 * 60_000, 'zh', whole)).toBe('2天0小时5分钟');
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

describe('formatRelative for deadlines', () => {
  const now = Date.parse('2026-11-21T12:00:00Z');
  const DAY = 86_400_000;
  const deadline = { units: 'deadline' } as const;
  it('counts days up to three months, hours within a day, months beyond', () => {
    expect(formatRelative(now + 10 * DAY, now, 'en', deadline)).toBe('in 10 days');
    expect(formatRelative(now - 3 * DAY, now, 'en', deadline)).toBe('3 days ago');
    expect(formatRelative(now + 5 * 3_600_000, now, 'en', deadline)).toBe('in 5 hours');
    expect(formatRelative(now + 10 * 60_000, now, 'en', deadline)).toBe('in 1 hour');
    expect(formatRelative(now + 89 * DAY, now, 'en', deadline)).toBe('in 89 days');
    expect(formatRelative(now + 120 * DAY, now, 'en', deadline)).toBe('in 4 months');
    expect(formatRelative(now + 10 * DAY, now, 'zh', deadline)).toBe('10天后');
    // The largest fitting unit says too little for an expiry.
    expect(formatRelative(now + 10 * DAY, now, 'en')).toBe('next week');
  });
});

describe('Intl formatters', () => {
  it('are built once per language and options', async () => {
    const { numberFormat, dateTimeFormat } = await import('./intl');
    expect(numberFormat('zh', { maximumFractionDigits: 1 })).toBe(
      numberFormat('zh', { maximumFractionDigits: 1 }),
    );
    expect(numberFormat('zh')).not.toBe(numberFormat('en'));
    expect(numberFormat('zh').resolvedOptions().locale).toBe('zh-CN');
    expect(dateTimeFormat('en', { dateStyle: 'medium' })).not.toBe(
      dateTimeFormat('en', { dateStyle: 'short' }),
    );
    const formatAll = (i: number) => [
      formatNumber(i, 'en'),
      formatDuration(125_000 + i * 1000, 'zh'),
      formatBytes(1536 * i, 'zh'),
      formatRelative(i * 60_000, 0, 'en'),
      formatDate(i, 'zh'),
    ];
    formatAll(1);
    const built = [
      vi.spyOn(Intl, 'NumberFormat'),
      vi.spyOn(Intl, 'DateTimeFormat'),
      vi.spyOn(Intl, 'RelativeTimeFormat'),
      vi.spyOn(Intl, 'ListFormat'),
    ];
    for (let i = 2; i < 50; i += 1) formatAll(i);
    expect(built.map((spy) => spy.mock.calls.length)).toEqual([0, 0, 0, 0]);
    built.forEach((spy) => spy.mockRestore());
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
