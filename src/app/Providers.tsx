import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { I18nProvider, type Locale } from '../i18n/I18nProvider';
import { useI18n } from '../i18n/useI18n';
import { ToastProvider } from '../components/toast';
import { createQueryClient } from './queryClient';
import { useAgentKeyReset } from './useAgentKeyReset';
import { theme } from './theme';

function AntdLocale({ children }: { children: ReactNode }) {
  const { locale } = useI18n();
  return (
    <ConfigProvider locale={locale === 'zh' ? zhCN : enUS} theme={theme}>
      <ToastProvider>{children}</ToastProvider>
    </ConfigProvider>
  );
}

function AgentKeyReset() {
  useAgentKeyReset();
  return null;
}

export interface ProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
  initialLocale?: Locale;
}

export function Providers({ children, queryClient, initialLocale }: ProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <I18nProvider initialLocale={initialLocale}>
        <AntdLocale>
          <AgentKeyReset />
          {children}
        </AntdLocale>
      </I18nProvider>
    </QueryClientProvider>
  );
}
