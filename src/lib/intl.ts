/**
 * `Intl` formatters, each built once per language and options and then reused: building one
 * costs far more than formatting with it, and tables and charts format thousands of values.
 * Pass the app's locale ('zh', 'en') or a BCP 47 tag ('en-GB'); options are compared by value.
 */

/** The BCP 47 tag `Intl` formatters get for an app locale ('zh' → 'zh-CN'). */
export function intlLocale(locale: string): string {
  return locale === 'zh' ? 'zh-CN' : locale;
}

const made = new Map<string, unknown>();

function cached<T>(kind: string, locale: string, options: object | undefined, make: () => T): T {
  const key = `${kind}|${locale}|${options === undefined ? '' : JSON.stringify(options)}`;
  let format = made.get(key) as T | undefined;
  if (format === undefined) {
    format = make();
    made.set(key, format);
  }
  return format;
}

export const numberFormat = (locale: string, options?: Intl.NumberFormatOptions) =>
  cached('number', locale, options, () => new Intl.NumberFormat(intlLocale(locale), options));

export const dateTimeFormat = (locale: string, options?: Intl.DateTimeFormatOptions) =>
  cached('date', locale, options, () => new Intl.DateTimeFormat(intlLocale(locale), options));

export const relativeTimeFormat = (locale: string, options?: Intl.RelativeTimeFormatOptions) =>
  cached(
    'relative',
    locale,
    options,
    () => new Intl.RelativeTimeFormat(intlLocale(locale), options),
  );

export const listFormat = (locale: string, options?: Intl.ListFormatOptions) =>
  cached('list', locale, options, () => new Intl.ListFormat(intlLocale(locale), options));

export const collator = (locale: string, options?: Intl.CollatorOptions) =>
  cached('collator', locale, options, () => new Intl.Collator(intlLocale(locale), options));
