import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { defineMessages, hasMessage } from './defineMessages';
import type { MessageKey } from './en';
import { featureI18n, useMessages } from './featureI18n';
import { I18nProvider, type Locale } from './I18nProvider';

const area = defineMessages({
  en: { 'area.count': '{count, plural, one {# row} other {# rows}}' },
  zh: { 'area.count': '{count} 行' },
});
const other = defineMessages({
  en: { 'other.title': 'Other' },
  zh: { 'other.title': '其他' },
});
const useArea = featureI18n(area);
const useBoth = featureI18n(area, other);

const inLocale =
  (locale: Locale) =>
  ({ children }: { children: ReactNode }) => (
    <I18nProvider initialLocale={locale}>{children}</I18nProvider>
  );

describe('featureI18n', () => {
  it('reads its catalogs, then the shared one, in the current language', () => {
    const en = renderHook(() => useBoth().t, { wrapper: inLocale('en') }).result.current;
    expect(en('area.count', { count: 1 })).toBe('1 row');
    expect(en('other.title')).toBe('Other');
    expect(en('common.cancel')).toBe('Cancel');
    const zh = renderHook(() => useBoth().t, { wrapper: inLocale('zh') }).result.current;
    expect(zh('area.count', { count: 2 })).toBe('2 行');
    expect(zh('other.title')).toBe('其他');
  });

  it('types t by exactly its catalogs’ keys and the shared ones', () => {
    const t = renderHook(() => useArea().t, { wrapper: inLocale('en') }).result.current;
    expectTypeOf(t).parameter(0).toEqualTypeOf<'area.count' | MessageKey>();
    // @ts-expect-error: a key of a catalog the hook does not read
    expectTypeOf(t).toBeCallableWith('other.title');
    // @ts-expect-error: a key defined nowhere
    expectTypeOf(t).toBeCallableWith('area.cuont');
    expectTypeOf<Parameters<ReturnType<typeof useBoth>['t']>[0]>().toEqualTypeOf<
      'area.count' | 'other.title' | MessageKey
    >();
  });

  it('useMessages reads a catalog a component is given', () => {
    const t = renderHook(() => useMessages(other).t, { wrapper: inLocale('zh') }).result.current;
    expect(t('other.title')).toBe('其他');
  });

  it('hasMessage tells a key built from data that a catalog has', () => {
    expect(hasMessage(area, 'area.count')).toBe(true);
    expect(hasMessage(area, 'area.unknown')).toBe(false);
    expect(hasMessage(area, 'toString')).toBe(false);
  });
});
