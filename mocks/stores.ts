import { agentStore } from './agent/store';
import { lakeStore } from './lake/store';
import { screenStore } from './screen/store';
import type { MockOpBase, MockStore } from './core/serviceStore';

/**
 * Every service's mock store. A new service's store is one line here; MockDatabase seeds it on
 * first use, replays and persists its journaled changes, and resets it, with no other change.
 */
export const STORES = {
  agent: agentStore,
  screen: screenStore,
  lake: lakeStore,
} as const;

export type StoreName = keyof typeof STORES;
type StoreOf<S extends StoreName> = (typeof STORES)[S];
export type DbOf<S extends StoreName> =
  StoreOf<S> extends MockStore<infer Db, MockOpBase> ? Db : never;
/** Every journaled change of every service. */
export type MockOp = {
  [S in StoreName]: StoreOf<S> extends MockStore<unknown, infer Op> ? Op : never;
}[StoreName];

function isStoreName(value: unknown): value is StoreName {
  return typeof value === 'string' && Object.hasOwn(STORES, value);
}

export function isMockOp(value: unknown): value is MockOp {
  if (typeof value !== 'object' || value === null) return false;
  const service = (value as { service?: unknown }).service;
  return isStoreName(service) && STORES[service].isOp(value);
}

/** Applies one change to the built store of the service it names (the caller picks that store). */
export function applyOp(db: unknown, op: MockOp): void {
  (STORES[op.service] as MockStore<unknown, MockOp>).apply(db, op);
}
