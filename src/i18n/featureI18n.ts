import { useMemo } from 'react';
import type { Messages } from './defineMessages';
import type { MessageKey } from './en';
import { formatMessage } from './formatMessage';
import type { I18nValue, Translate } from './I18nProvider';
import { useI18n } from './useI18n';

interface FeatureI18n<K extends string> extends Omit<I18nValue, 't'> {
  /** The feature's own keys and the shared ones (errors, tables, pagers, common words). */
  t: Translate<K | MessageKey>;
}

/** A hook giving a feature's translator: its own catalog first, then the shared one. */
export function featureI18n<K extends string>(messages: Messages<K>) {
  return function useFeatureI18n(): FeatureI18n<K> {
    const { locale, setLocale, t: shared } = useI18n();
    const t = useMemo<Translate<K | MessageKey>>(() => {
      const own: Readonly<Record<string, string>> = messages[locale];
      return (key, params) =>
        Object.hasOwn(own, key)
          ? formatMessage(own[key] ?? key, params, locale)
          : shared(key as MessageKey, params);
    }, [locale, shared]);
    return { locale, setLocale, t };
  };
}
