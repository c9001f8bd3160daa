import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nProvider, type Locale } from '../i18n/I18nProvider';
import { createQueryClient } from './queryClient';
import { useAgentKeyReset } from './useAgentKeyReset';

function AgentKeyReset() {
  useAgentKeyReset();
  return null;
}

export interface ProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
  initialLocale?: Locale;
}

/**
 * What every route shares: the query client and the language. antd's ConfigProvider is in the
 * console layout (ConsoleLayout.tsx) so the wall display route loads no antd.
 */
export function Providers({ children, queryClient, initialLocale }: ProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <I18nProvider initialLocale={initialLocale}>
        <AgentKeyReset />
        {children}
      </I18nProvider>
    </QueryClientProvider>
  );
}
