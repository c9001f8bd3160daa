import type { Locale } from './I18nProvider';

/** One catalog: the same keys in every language (a test holds every catalog to that). */
export type Messages<K extends string> = Readonly<Record<Locale, Readonly<Record<K, string>>>>;

/** The keys of a catalog (`KeysOf<typeof messages>`), for key-valued constants and helpers. */
export type KeysOf<M> = M extends Messages<infer K> ? K : never;

/**
 * A feature's catalog, English first; the Chinese must have exactly the same keys. Each feature
 * (and each area of the catalog console) keeps its catalog in its own `messages.ts`, and a module
 * reads it through `featureI18n` over the catalogs it imports, so its strings load with its route
 * chunk.
 */
export function defineMessages<const E extends Record<string, string>>(catalog: {
  en: E;
  zh: Record<keyof E, string>;
}): Messages<keyof E & string> {
  return catalog;
}

/** Whether a key built from data (a value the server sends) is one of the catalog's. */
export function hasMessage<K extends string>(catalog: Messages<K>, key: string): key is K {
  return Object.hasOwn(catalog.en, key);
}
