import { useEffect, useState, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import type { Locale as AntdLocaleData } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import { useI18n } from '../i18n/useI18n';
import { ToastProvider } from '../components/toast';
import { RouteError } from './RouteError';
import { Shell } from './Shell';
import { useReducedMotion } from '../lib/useReducedMotion';
import { theme, withoutMotion } from './theme';

/**
 * antd lives here, in the console's lazy layout chunk, not in the entry: the wall display is a
 * route outside the console and must load no antd (docs/design.md §6).
 */
let zhCN: AntdLocaleData | undefined;
const loadZhCN = () =>
  import('antd/locale/zh_CN').then((module) => {
    zhCN = module.default;
    return zhCN;
  });

/**
 * antd's Chinese texts (pickers, pagination, modal buttons) load on their own: English is antd's
 * built-in default and costs nothing, so only the language in use is downloaded.
 */
function useAntdLocale(): AntdLocaleData {
  const { locale } = useI18n();
  const [zh, setZh] = useState(zhCN);
  useEffect(() => {
    if (locale === 'zh' && !zh) void loadZhCN().then(setZh);
  }, [locale, zh]);
  return locale === 'zh' ? (zh ?? enUS) : enUS;
}

function AntdLocale({ children }: { children: ReactNode }) {
  const antdLocale = useAntdLocale();
  const reducedMotion = useReducedMotion();
  return (
    <ConfigProvider
      locale={antdLocale}
      theme={reducedMotion ? withoutMotion : theme}
      // No click ripple: it measures its button (getComputedStyle, offset*) in the frame after
      // the click, while the click's own updates are pending, forcing style and layout of the
      // whole page there: on /screen "Refresh now" that was a 40–80 ms task (`npm run bench`,
      // refresh long tasks). The button's own hover and active states remain.
      wave={{ disabled: true }}
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
