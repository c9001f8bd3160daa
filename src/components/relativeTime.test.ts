import { formatDuration, formatRelative } from './relativeTime';

describe('formatRelative', () => {
  const now = Date.parse('2026-11-21T12:00:00Z');
  it('picks the largest fitting unit', () => {
    expect(formatRelative(now - 3 * 3600_000, now, 'en')).toBe('3 hours ago');
    expect(formatRelative(now - 90_000, now, 'en')).toBe('2 minutes ago');
    expect(formatRelative(now - 2 * 86_400_000, now, 'en')).toBe('2 days ago');
    expect(formatRelative(now - 5_000, now, 'en')).toBe('5 seconds ago');
  });
  it('speaks Chinese', () => {
    expect(formatRelative(now - 3 * 3600_000, now, 'zh')).toBe('3小时前');
  });
});

describe('formatDuration', () => {
  it('formats ms, seconds and minutes', () => {
    expect(formatDuration(850)).toBe('850 ms');
    expect(formatDuration(1234)).toBe('1.23 s');
    expect(formatDuration(12_345)).toBe('12.3 s');
    expect(formatDuration(125_000)).toBe('2 min 5 s');
    expect(formatDuration(-1)).toBe('—');
  });
});
