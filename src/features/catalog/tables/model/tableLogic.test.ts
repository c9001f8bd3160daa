import { formatSpec, parsePartitionName } from './partitionSpec';
import { storageAdvice } from './storageAdvice';

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
