import { useMemo } from 'react';
import type { KeysOf, Messages } from './defineMessages';
import type { MessageKey } from './en';
import { formatMessage } from './formatMessage';
import type { I18nValue, Locale, Translate } from './I18nProvider';
import { useI18n } from './useI18n';

interface FeatureI18n<K extends string> extends Omit<I18nValue, 't'> {
  /** The catalogs' keys and the shared ones (errors, tables, pagers, common words). */
  t: Translate<K | MessageKey>;
}

/** The translator of these catalogs' keys and the shared ones (`src/i18n/en.ts`). */
export type TranslateOf<M extends Messages<string>> = Translate<KeysOf<M> | MessageKey>;

/** A key belongs to one catalog only (a test checks), so the order of the lookup is moot. */
function translator<K extends string>(
  catalogs: readonly Messages<K>[],
  locale: Locale,
  shared: Translate,
): Translate<K | MessageKey> {
  const own: readonly Readonly<Record<string, string>>[] = catalogs.map((c) => c[locale]);
  return (key, params) => {
    for (const texts of own) {
      if (Object.hasOwn(texts, key)) return formatMessage(texts[key] ?? key, params, locale);
    }
    return shared(key as MessageKey, params);
  };
}

/**
 * The one way a module reads its strings: a hook over the catalogs whose keys it shows (its
 * area's `messages.ts`, and any other catalog it imports), then the shared catalog. The hook's
 * `t` takes exactly those keys, so an unknown key, or one of a catalog not imported, is a type
 * error, and a catalog loads with the modules that import it (a route chunk has its own).
 */
export function featureI18n<P extends readonly Messages<string>[]>(...catalogs: P) {
  return function useFeatureI18n(): FeatureI18n<KeysOf<P[number]>> {
    const { locale, setLocale, t: shared } = useI18n();
    const t = useMemo(() => translator(catalogs, locale, shared), [locale, shared]);
    return { locale, setLocale, t };
  };
}

/**
 * The same translator over a catalog that a shared component is given by its caller (the
 * caller's area owns the words, e.g. a drop dialog's "share"); keep the catalog stable (a
 * module's `messages`).
 */
export function useMessages<K extends string>(catalog: Messages<K>): FeatureI18n<K> {
  const { locale, setLocale, t: shared } = useI18n();
  const t = useMemo(() => translator([catalog], locale, shared), [catalog, locale, shared]);
  return { locale, setLocale, t };
}
