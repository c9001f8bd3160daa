import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** How one URL search parameter reads into a value and back; `null` from `format` removes it. */
export interface ParamCodec<T> {
  parse(raw: string | null): T;
  format(value: T): string | null;
}

export const paramCodecs = {
  /** Free text (a search box): kept exactly as typed, whatever it says; empty means absent. */
  text: (): ParamCodec<string> => ({
    parse: (raw) => raw ?? '',
    format: (value) => (value === '' ? null : value),
  }),
  /** One of a fixed set; anything else reads as the fallback, which is written as absent. */
  oneOf: <const V extends string>(values: readonly V[], fallback: V): ParamCodec<V> => ({
    parse: (raw) => ((values as readonly string[]).includes(raw ?? '') ? (raw as V) : fallback),
    format: (value) => (value === fallback ? null : value),
  }),
  /** Any non-empty string or null (filters whose options come from data). */
  optional: (): ParamCodec<string | null> => ({
    parse: (raw) => raw || null,
    format: (value) => value || null,
  }),
  /** An integer clamped into range; the fallback is written as absent. */
  integer: (fallback: number, clamp: (value: number) => number = (v) => v): ParamCodec<number> => ({
    parse: (raw) => {
      if (raw === null || raw.trim() === '') return fallback;
      const value = Number(raw);
      return Number.isFinite(value) ? clamp(value) : fallback;
    },
    format: (value) => (value === fallback ? null : String(value)),
  }),
  /**
   * A table's sort as `column` (ascending) or `-column` (descending); only known columns count.
   * The fallback sort is written as absent.
   */
  sort: (
    columns: readonly string[],
    fallback: { id: string; desc: boolean } | null,
  ): ParamCodec<{ id: string; desc: boolean } | null> => {
    const write = (value: { id: string; desc: boolean } | null) =>
      value ? `${value.desc ? '-' : ''}${value.id}` : 'none';
    return {
      parse: (raw) => {
        if (raw === null) return fallback;
        if (raw === 'none') return null;
        const desc = raw.startsWith('-');
        const id = desc ? raw.slice(1) : raw;
        return columns.includes(id) ? { id, desc } : fallback;
      },
      format: (value) => {
        const text = write(value);
        return text === write(fallback) ? null : text;
      },
    };
  },
};

type Codecs = Record<string, ParamCodec<unknown>>;
type ValuesOf<C> = { [K in keyof C]: C[K] extends ParamCodec<infer T> ? T : never };

/**
 * Several URL parameters as typed state (filters, sort, page size): a reload, a shared link and
 * the back button all show the same view. `update` changes any subset in one history entry,
 * replacing it rather than pushing one per keystroke. Pass a codec object that is stable across
 * renders (module scope or useMemo).
 */
export function useSearchParamsState<C extends Codecs>(codecs: C) {
  const [params, setParams] = useSearchParams();
  const values = useMemo(() => {
    const out: Record<string, unknown> = {};
    for (const [name, codec] of Object.entries(codecs)) out[name] = codec.parse(params.get(name));
    return out as ValuesOf<C>;
  }, [codecs, params]);

  const update = useCallback(
    (changes: Partial<ValuesOf<C>>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            const codec = codecs[name] as ParamCodec<unknown> | undefined;
            const text = codec ? codec.format(value) : null;
            if (text === null) next.delete(name);
            else next.set(name, text);
          }
          return next;
        },
        { replace: true },
      ),
    [codecs, setParams],
  );

  return [values, update] as const;
}
