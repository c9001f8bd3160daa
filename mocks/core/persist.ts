import { readItem, removeItem, writeItem, type StorageLike, type StorageWrite } from './storage';
import type { MockOpBase } from './serviceStore';

/**
 * Only the anchor and the journal of changes are stored, never the data: the data is the seed for
 * that anchor plus the replayed journal. Bump the version when a seed or an op changes meaning.
 */
export const MOCK_STATE_KEY = 'parapet.mock.v1';
export const MOCK_STATE_VERSION = 1;
/** Older state is dropped: a demo whose "last 7 days" ended long ago would look broken. */
export const MOCK_STATE_MAX_AGE_MS = 24 * 3_600_000;

export interface PersistedMockState<Op extends MockOpBase> {
  version: typeof MOCK_STATE_VERSION;
  anchorMs: number;
  journal: Op[];
}

/**
 * The stored state, or null when there is none or it cannot be used (unreadable, other version,
 * anchor older than 24 h or in the future). Ops that fail validation are dropped one by one.
 */
export function loadMockState<Op extends MockOpBase>(
  storage: StorageLike | null,
  nowMs: number,
  isOp: (value: unknown) => value is Op,
): PersistedMockState<Op> | null {
  const text = readItem(storage, MOCK_STATE_KEY);
  if (text === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { version, anchorMs, journal } = parsed as Record<string, unknown>;
  if (version !== MOCK_STATE_VERSION || typeof anchorMs !== 'number') return null;
  const age = nowMs - anchorMs;
  if (!Number.isFinite(age) || age < 0 || age > MOCK_STATE_MAX_AGE_MS) return null;
  return {
    version: MOCK_STATE_VERSION,
    anchorMs,
    journal: Array.isArray(journal) ? journal.filter(isOp) : [],
  };
}

export function saveMockState<Op extends MockOpBase>(
  storage: StorageLike | null,
  state: PersistedMockState<Op>,
): StorageWrite {
  return writeItem(storage, MOCK_STATE_KEY, JSON.stringify(state));
}

export function clearMockState(storage: StorageLike | null): void {
  removeItem(storage, MOCK_STATE_KEY);
}
