import type { BuilderIssue } from '../../schema/model/validateBuilder';

const NONE: readonly BuilderIssue[] = [];

function sameIssues(a: readonly BuilderIssue[], b: readonly BuilderIssue[]): boolean {
  if (a.length !== b.length) return false;
  return a.every((issue, i) => {
    const other = b[i];
    return (
      other !== undefined &&
      issue.code === other.code &&
      issue.part === other.part &&
      issue.typePath.join('.') === other.typePath.join('.') &&
      JSON.stringify(issue.params) === JSON.stringify(other.params)
    );
  });
}

/**
 * The shown issues of every field row, by uid, outside React state: each row subscribes to its
 * own uid and re-renders only when its issues change, so validating a 200-column schema on every
 * keystroke does not re-render 200 rows.
 */
export class IssueStore {
  private byUid = new Map<string, readonly BuilderIssue[]>();
  private readonly listeners = new Set<() => void>();

  set(next: ReadonlyMap<string, readonly BuilderIssue[]>): void {
    const merged = new Map<string, readonly BuilderIssue[]>();
    let changed = next.size !== this.byUid.size;
    for (const [uid, issues] of next) {
      const previous = this.byUid.get(uid);
      if (previous && sameIssues(previous, issues)) merged.set(uid, previous);
      else {
        merged.set(uid, issues);
        changed = true;
      }
    }
    this.byUid = merged;
    if (changed) for (const listener of this.listeners) listener();
  }

  get(uid: string): readonly BuilderIssue[] {
    return this.byUid.get(uid) ?? NONE;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}
