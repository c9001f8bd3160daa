import { createContext, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { localStore } from '../lib/storage';
import { en, type MessageKey } from './en';
import { formatMessage, type MessageParams } from './formatMessage';
import { zh } from './zh';

export type Locale = 'zh' | 'en';
export const LOCALES: readonly Locale[] = ['zh', 'en'];
const STORAGE_KEY = 'parapet.locale';
const catalogs: Record<Locale, Record<MessageKey, string>> = { zh, en };

/** A message in the current language, its `{placeholders}` and plural blocks filled in. */
export type Translate<K extends string = MessageKey> = (key: K, params?: MessageParams) => string;

export interface I18nValue {
  locale: Locale;
  setLocale: (locale: Locale) => void;
  t: Translate;
}

export const I18nContext = createContext<I18nValue | null>(null);

function readStoredLocale(): Locale {
  const stored = localStore.get(STORAGE_KEY);
  return stored === 'en' || stored === 'zh' ? stored : 'zh';
}

export function I18nProvider({
  children,
  initialLocale,
}: {
  children: ReactNode;
  initialLocale?: Locale;
}) {
  const [locale, setLocaleState] = useState<Locale>(() => initialLocale ?? readStoredLocale());

  const setLocale = useCallback((next: Locale) => {
    setLocaleState(next);
    // Not remembered when storage refuses it, but the switch still applies to this page.
    localStore.set(STORAGE_KEY, next);
  }, []);

  useEffect(() => {
    document.documentElement.lang = locale === 'zh' ? 'zh-CN' : 'en';
  }, [locale]);

  const value = useMemo<I18nValue>(() => {
    const catalog = catalogs[locale];
    return {
      locale,
      setLocale,
      t: (key, params) => formatMessage(catalog[key], params, locale),
    };
  }, [locale, setLocale]);

  return <I18nContext value={value}>{children}</I18nContext>;
}
