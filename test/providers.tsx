import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from '../src/app/queryClient';
import { I18nProvider, type Locale } from '../src/i18n/I18nProvider';

/** The app's query client and policy (what is retried), without the backoff wait. */
export function createTestQueryClient(): QueryClient {
  return createQueryClient({ retryDelay: () => 1 });
}

/**
 * A component under test inside what every screen part needs: the app's query client and the
 * language provider. Returns a wrapper so a test can re-render with the same client.
 */
export function withProviders({
  locale = 'en',
  client = createTestQueryClient(),
}: { locale?: Locale; client?: QueryClient } = {}) {
  const wrap = (ui: ReactNode) => (
    <QueryClientProvider client={client}>
      <I18nProvider initialLocale={locale}>{ui}</I18nProvider>
    </QueryClientProvider>
  );
  return { wrap, client };
}
