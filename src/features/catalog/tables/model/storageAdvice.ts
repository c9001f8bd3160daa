import type { TableSummary } from '../../../../api/lake/schemas';

/** A storage saving the table's summary points at; counts are of partitions. */
type StorageAdvice =
  { kind: 'toInfrequent'; partitions: number } | { kind: 'toArchive'; partitions: number };

/**
 * What to do about cold partitions: standard ones unread for 30 days cost less as infrequent
 * access; standard or infrequent ones unread for 180 days are candidates for archive.
 */
export function storageAdvice(
  summary: Pick<
    TableSummary,
    'unaccessedStdPartitionCount30d' | 'unaccessedStdIaPartitionCount180d'
  >,
): StorageAdvice[] {
  const advice: StorageAdvice[] = [];
  if (summary.unaccessedStdPartitionCount30d > 0) {
    advice.push({ kind: 'toInfrequent', partitions: summary.unaccessedStdPartitionCount30d });
  }
  if (summary.unaccessedStdIaPartitionCount180d > 0) {
    advice.push({ kind: 'toArchive', partitions: summary.unaccessedStdIaPartitionCount180d });
  }
  return advice;
}
