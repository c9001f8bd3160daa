import type { Locale } from './I18nProvider';

/** One catalog: the same keys in every language (a test holds every catalog to that). */
export type Messages<K extends string> = Readonly<Record<Locale, Readonly<Record<K, string>>>>;

/**
 * A feature's catalog, English first; the Chinese must have exactly the same keys. Each feature
 * keeps its catalog in its own `messages.ts`, so its strings load with its route chunk.
 */
export function defineMessages<const E extends Record<string, string>>(catalog: {
  en: E;
  zh: Record<keyof E, string>;
}): Messages<keyof E & string> {
  return catalog;
}

type KeysOf<M> = M extends Messages<infer K> ? K : never;

/** One feature catalog from several sub-areas' catalogs (each keeps its own `messages.ts`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function mergeMessages<P extends Messages<any>[]>(...parts: P): Messages<KeysOf<P[number]>> {
  const en: Record<string, string> = {};
  const zh: Record<string, string> = {};
  for (const part of parts) {
    Object.assign(en, part.en);
    Object.assign(zh, part.zh);
  }
  return { en, zh } as Messages<KeysOf<P[number]>>;
}
