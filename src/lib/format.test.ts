import dayjs from 'dayjs';
import {
  datePickerFormat,
  formatBytes,
  formatDate,
  formatDateRange,
  formatDateTime,
  formatDuration,
  formatExact,
  formatShortDate,
  formatNumber,
  formatRelative,
  intlLocale,
  parseDateKey,
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

describe('dates: one format per language', () => {
  // Local wall-clock times, so the cases read the same in any time zone.
  const at = (y: number, m: number, d: number, h = 0, min = 0, sec = 0, ms = 0) =>
    new Date(y, m - 1, d, h, min, sec, ms).getTime();
  const t = at(2026, 11, 18, 15, 59, 58, 123);

  it('writes a date', () => {
    expect(formatDate(t, 'en')).toBe('Nov 18, 2026');
    expect(formatDate(t, 'zh')).toBe('2026年11月18日');
    expect(formatDate(at(2027, 1, 2), 'en')).toBe('Jan 2, 2027');
    expect(formatDate(at(2027, 1, 2), 'zh')).toBe('2027年1月2日');
  });

  it('writes a date and time, 24-hour, with seconds or milliseconds on request', () => {
    expect(formatDateTime(t, 'en')).toBe('Nov 18, 2026, 15:59');
    expect(formatDateTime(t, 'zh')).toBe('2026年11月18日 15:59');
    expect(formatDateTime(t, 'en', { seconds: true })).toBe('Nov 18, 2026, 15:59:58');
    expect(formatDateTime(t, 'zh', { milliseconds: true })).toBe('2026年11月18日 15:59:58.123');
    expect(formatDateTime(at(2026, 11, 18, 0, 5), 'en')).toBe('Nov 18, 2026, 00:05');
  });

  it('writes an exact time as the same date and time, with the zone', () => {
    expect(formatExact(t, 'en')).toMatch(/^Nov 18, 2026, 15:59:58 \S+/);
    expect(formatExact(t, 'en', true)).toMatch(/^Nov 18, 2026, 15:59:58\.123 \S+/);
    expect(formatExact(t, 'zh')).toMatch(/^2026年11月18日 15:59:58 \S+/);
  });

  it('writes a short date for axes', () => {
    expect(formatShortDate(t, 'en')).toBe('Nov 18');
    expect(formatShortDate(t, 'zh')).toBe('11月18日');
  });

  it('writes a range with the year once, both years across a new year, one date for one day', () => {
    expect(formatDateRange(at(2026, 11, 18), at(2026, 11, 24, 15), 'en')).toBe(
      'Nov 18 – Nov 24, 2026',
    );
    expect(formatDateRange(at(2026, 11, 18), at(2026, 11, 24, 15), 'zh')).toBe(
      '2026年11月18日至11月24日',
    );
    expect(formatDateRange(at(2026, 12, 27), at(2027, 1, 2), 'en')).toBe(
      'Dec 27, 2026 – Jan 2, 2027',
    );
    expect(formatDateRange(at(2026, 12, 27), at(2027, 1, 2), 'zh')).toBe(
      '2026年12月27日至2027年1月2日',
    );
    expect(formatDateRange(at(2026, 11, 18), at(2026, 11, 18, 23), 'en')).toBe('Nov 18, 2026');
    expect(formatDateRange(at(2026, 11, 18), at(2026, 12, 18), 'en')).toBe('Nov 18 – Dec 18, 2026');
  });

  it('reads a service date as that local date', () => {
    expect(parseDateKey('2026-11-18')).toBe(at(2026, 11, 18));
    expect(formatDate(parseDateKey('2026-01-05')!, 'en')).toBe('Jan 5, 2026');
    expect(parseDateKey('2026-02-30')).toBeNull();
    expect(parseDateKey('2026-11-18 12:00')).toBeNull();
    expect(parseDateKey('week 3')).toBeNull();
  });

  it('gives date pickers the format the formatters write', () => {
    const times = [t, at(2027, 1, 2, 0, 5), at(2026, 9, 30, 9, 7), at(2028, 2, 29, 23, 59)];
    for (const time of times) {
      for (const locale of ['en', 'zh']) {
        expect(dayjs(time).format(datePickerFormat(locale))).toBe(formatDate(time, locale));
        expect(dayjs(time).format(datePickerFormat(locale, true))).toBe(
          formatDateTime(time, locale),
        );
      }
    }
  });

  it('never writes numeric month/day dates that read differently per country', () => {
    const texts = ['en', 'zh'].flatMap((locale) => [
      formatDate(t, locale),
      formatDateTime(t, locale, { seconds: true }),
      formatShortDate(t, locale),
      formatDateRange(at(2026, 11, 18), at(2026, 11, 24), locale),
      formatExact(t, locale),
    ]);
    for (const text of texts) expect(text).not.toMatch(/\d+\/\d+/);
  });
});
