import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { useI18n } from '../i18n/useI18n';
import { ToastProvider } from '../components/toast';
import { RouteError } from './RouteError';
import { Shell } from './Shell';
import { theme } from './theme';

/**
 * antd lives here, in the console's lazy layout chunk, not in the entry: the wall display is a
 * route outside the console and must load no antd (DESIGN.md §6).
 */
function AntdLocale({ children }: { children: ReactNode }) {
  const { locale } = useI18n();
  return (
    <ConfigProvider
      locale={locale === 'zh' ? zhCN : enUS}
      theme={theme}
      // antd spaces out two-character Chinese labels ("取 消"), and the space lands in their names.
      button={{ autoInsertSpace: false }}
    >
      <ToastProvider>{children}</ToastProvider>
    </ConfigProvider>
  );
}

export function ConsoleLayout() {
  return (
    <AntdLocale>
      <Shell />
    </AntdLocale>
  );
}

/** A console route's error outside the shell (the shell itself failed) still gets antd's theme. */
export function ConsoleRouteError() {
  return (
    <AntdLocale>
      <RouteError />
    </AntdLocale>
  );
}
