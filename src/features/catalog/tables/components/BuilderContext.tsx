import { createContext, use, useCallback, useSyncExternalStore } from 'react';
import type { DataTypeName } from '../../../../api/lake/schemas';
import type { BuilderType } from '../../schema/model/builder';
import type { BuilderIssue } from '../../schema/model/validateBuilder';
import type { IssueStore } from '../model/issueStore';
import type { TypePathKey } from '../../schema/model/typePath';

type TypePatch = Partial<Pick<BuilderType, 'precision' | 'scale' | 'length' | 'nullable'>>;

/** Edits of the columns tree; stable for the page's lifetime, so memoized rows can hold them. */
export interface BuilderActions {
  rename(uid: string, name: string): void;
  describe(uid: string, description: string): void;
  setKind(uid: string, typePath: TypePathKey, kind: DataTypeName): void;
  updateType(uid: string, typePath: TypePathKey, patch: TypePatch): void;
  /** A new top-level column at the end. */
  addColumn(): void;
  /** A new field right after `uid`, at its level. */
  addBelow(uid: string): void;
  /** A new field at the end of the ROW at `typePath` of field `uid`. */
  addChild(uid: string, typePath: TypePathKey): void;
  remove(uid: string): void;
  move(uid: string, delta: -1 | 1): void;
}

export interface BuilderContextValue {
  actions: BuilderActions;
  issues: IssueStore;
  /** Prefix of every input id (ids name the uid, so a problem can focus its input). */
  baseId: string;
}

const Context = createContext<BuilderContextValue | null>(null);
export const BuilderProvider = Context.Provider;

export function useBuilder(): BuilderContextValue {
  const value = use(Context);
  if (!value) throw new Error('useBuilder outside BuilderProvider');
  return value;
}

/** The issues shown for field `uid` (stable between renders while they do not change). */
export function useFieldIssues(uid: string): readonly BuilderIssue[] {
  const { issues } = useBuilder();
  const get = useCallback(() => issues.get(uid), [issues, uid]);
  return useSyncExternalStore(issues.subscribe, get, get);
}
