import { formatAge } from './formatAge';
import { formatSpec, parsePartitionName } from './partitionSpec';
import { storageAdvice } from './storageAdvice';

describe('formatAge', () => {
  it('shows up to three units from the largest non-zero one', () => {
    const age = 2 * 86_400_000 + 3 * 3_600_000 + 15 * 60_000 + 12_000;
    expect(formatAge(age, 'en')).toBe('2 days 3 hr 15 min');
    expect(formatAge(4 * 60_000 + 12_500, 'en')).toBe('4 min 12 sec');
    expect(formatAge(3 * 3_600_000 + 5_000, 'en')).toBe('3 hr 0 min 5 sec');
    expect(formatAge(0, 'en')).toBe('0 sec');
    expect(formatAge(-5_000, 'en')).toBe('0 sec');
  });
});

describe('partition names', () => {
  it('reads Hive-style names into a spec', () => {
    const spec = parsePartitionName('dt=2026-11-20/region=eu%2Dwest');
    expect(spec).toEqual([
      ['dt', '2026-11-20'],
      ['region', 'eu-west'],
    ]);
    expect(formatSpec(spec)).toBe('dt = 2026-11-20, region = eu-west');
    expect(formatSpec(parsePartitionName('plain'))).toBe('plain');
    expect(parsePartitionName('')).toEqual([]);
  });
});

describe('storageAdvice', () => {
  it('advises infrequent access after 30 days and archive after 180', () => {
    expect(
      storageAdvice({ unaccessedStdPartitionCount30d: 12, unaccessedStdIaPartitionCount180d: 3 }),
    ).toEqual([
      { kind: 'toInfrequent', partitions: 12 },
      { kind: 'toArchive', partitions: 3 },
    ]);
    expect(
      storageAdvice({ unaccessedStdPartitionCount30d: 0, unaccessedStdIaPartitionCount180d: 0 }),
    ).toEqual([]);
  });
});
