import { useCallback, useRef, useState } from 'react';
import * as z from 'zod/mini';
import { schemaChangeActions, type FullSchemaChange } from '../../../../api/lake/schemas';
import { sessionStore } from '../../../../lib/storage';
import type { QueuedChange } from '../../schema/model/changeModel';

/** Where a table's unapplied changes wait, for this browser tab only. */
export function changeQueueKey(catalog: string, database: string, table: string): string {
  return `parapet.lake.schemaChanges.${catalog}.${database}.${table}`;
}

/**
 * A stored entry: an id and a change with an action the builder knows. The change's own fields
 * are checked again before anything is sent (the preview validates the whole queue).
 */
const entrySchema = z.object({
  id: z.string(),
  change: z.looseObject({ action: z.enum(schemaChangeActions) }),
});

/** What was stored, entry by entry: one entry that no longer reads does not cost the others. */
function read(key: string): QueuedChange[] {
  const stored = sessionStore.getJson(key, z.array(z.unknown())) ?? [];
  return stored.flatMap((entry) => {
    const parsed = z.safeParse(entrySchema, entry);
    return parsed.success ? [parsed.data as QueuedChange] : [];
  });
}

/** Storage full or blocked: the queue still works, and the app says it will not survive a reload. */
function write(key: string, queue: readonly QueuedChange[]) {
  if (queue.length === 0) sessionStore.remove(key);
  else sessionStore.setJson(key, queue);
}

function nextIdAfter(queue: readonly QueuedChange[]): number {
  let max = 0;
  for (const entry of queue) {
    const n = Number(entry.id.replace(/^c/, ''));
    if (Number.isInteger(n) && n > max) max = n;
  }
  return max + 1;
}

export interface ChangeQueue {
  items: readonly QueuedChange[];
  add: (change: FullSchemaChange) => void;
  replace: (id: string, change: FullSchemaChange) => void;
  remove: (id: string) => void;
  /** Moves a change one place up (-1) or down (+1). */
  move: (id: string, by: -1 | 1) => void;
  /** Forgets every queued change (applied, or discarded). */
  clear: () => void;
}

/**
 * A table's queued schema changes, kept in sessionStorage under `key` on every edit, so a reload
 * (or leaving and coming back in this tab) finds them again until they are applied or discarded.
 */
export function useChangeQueue(key: string): ChangeQueue {
  const [items, setItems] = useState<readonly QueuedChange[]>(() => read(key));
  const nextId = useRef<number | null>(null);

  const update = useCallback(
    (edit: (queue: readonly QueuedChange[]) => readonly QueuedChange[]) => {
      setItems((current) => {
        const next = edit(current);
        write(key, next);
        return next;
      });
    },
    [key],
  );

  const add = useCallback(
    (change: FullSchemaChange) =>
      update((queue) => {
        nextId.current = Math.max(nextId.current ?? 0, nextIdAfter(queue));
        const id = `c${nextId.current}`;
        nextId.current += 1;
        return [...queue, { id, change }];
      }),
    [update],
  );
  const replace = useCallback(
    (id: string, change: FullSchemaChange) =>
      update((queue) => queue.map((entry) => (entry.id === id ? { id, change } : entry))),
    [update],
  );
  const remove = useCallback(
    (id: string) => update((queue) => queue.filter((entry) => entry.id !== id)),
    [update],
  );
  const move = useCallback(
    (id: string, by: -1 | 1) =>
      update((queue) => {
        const from = queue.findIndex((entry) => entry.id === id);
        const to = from + by;
        const entry = queue[from];
        if (!entry || to < 0 || to >= queue.length) return queue;
        const next = queue.filter((_, i) => i !== from);
        next.splice(to, 0, entry);
        return next;
      }),
    [update],
  );
  const clear = useCallback(() => update(() => []), [update]);

  return { items, add, replace, remove, move, clear };
}
