import { Suspense } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Layout } from 'antd';
import {
  ApiOutlined,
  DatabaseOutlined,
  DashboardOutlined,
  DesktopOutlined,
  HistoryOutlined,
  PlaySquareOutlined,
  SettingOutlined,
  TeamOutlined,
  ShareAltOutlined,
} from '@ant-design/icons';
import { apiConfig } from '../api/config';
import { sessionQueries } from '../api/session/queries';
import { LOCALES, type Locale } from '../i18n/I18nProvider';
import { useI18n } from '../i18n/useI18n';
import type { MessageKey } from '../i18n/en';
import styles from './Shell.module.css';
import { SessionBadge, SessionNotice } from './SessionStatus';
import { StorageNotice } from './StorageNotice';
import { useOnline } from '../lib/useOnline';

const NAV: { path: string; label: MessageKey; icon: React.ReactNode; adminOnly?: true }[] = [
  { path: '/screen', label: 'nav.screen', icon: <DashboardOutlined aria-hidden /> },
  { path: '/screen/playlists', label: 'nav.playlists', icon: <PlaySquareOutlined aria-hidden /> },
  {
    path: '/screen/devices',
    label: 'nav.deviceLinks',
    icon: <DesktopOutlined aria-hidden />,
    adminOnly: true,
  },
  { path: '/catalogs', label: 'nav.catalogs', icon: <DatabaseOutlined aria-hidden /> },
  { path: '/shares', label: 'nav.shares', icon: <ShareAltOutlined aria-hidden /> },
  { path: '/access', label: 'nav.access', icon: <TeamOutlined aria-hidden /> },
  { path: '/webhooks', label: 'nav.webhooks', icon: <ApiOutlined aria-hidden /> },
  { path: '/activity', label: 'nav.activity', icon: <HistoryOutlined aria-hidden /> },
  { path: '/settings', label: 'nav.settings', icon: <SettingOutlined aria-hidden /> },
];

/** Whether `path` belongs to a nav entry nested under `item` (the playlists under the screen). */
function isInside(pathname: string, item: string): boolean {
  return NAV.some(
    (other) =>
      other.path !== item && other.path.startsWith(`${item}/`) && pathname.startsWith(other.path),
  );
}

const LANGUAGE_NAMES: Record<Locale, string> = { zh: '中文', en: 'English' };

function PageLoading() {
  const { t } = useI18n();
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden />
      <span>{t('app.loading')}</span>
    </div>
  );
}

/**
 * The shell is on every route's critical path, so it uses plain links and a native select rather
 * than antd's Menu/Select/Tooltip: those load with the pages that need them (docs/design.md §6
 * budget).
 */
export function Shell() {
  const { t, locale, setLocale } = useI18n();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const online = useOnline();
  const session = useQuery(sessionQueries.current()).data;
  // An admin's page is offered to admins; the page itself tells anyone else why not.
  const admin = session?.gateway === true && session.role === 'admin';
  const nav = NAV.filter((item) => !item.adminOnly || admin);

  return (
    <Layout className={styles.layout}>
      <a className={styles.skip} href="#main">
        {t('app.skipToContent')}
      </a>
      <Layout.Header className={styles.header}>
        <Link to="/" className={styles.brand}>
          <span className={styles.logo} aria-hidden>
            ▚
          </span>
          <span>{t('app.name')}</span>
        </Link>
        <span className={styles.tagline}>{t('app.tagline')}</span>
        <div className={styles.headerEnd}>
          {apiConfig.mode === 'mock' && (
            <span className={styles.mockBadge} title={t('header.mockBadgeHint')}>
              {t('header.mockBadge')}
            </span>
          )}
          <SessionBadge />
          <label className={styles.languageLabel}>
            <span className="visually-hidden">{t('header.language')}</span>
            <select
              className={styles.language}
              value={locale}
              onChange={(event) => setLocale(event.target.value as Locale)}
            >
              {LOCALES.map((value) => (
                <option key={value} value={value}>
                  {LANGUAGE_NAMES[value]}
                </option>
              ))}
            </select>
          </label>
        </div>
      </Layout.Header>
      <Layout>
        <Layout.Sider breakpoint="md" collapsedWidth={0} theme="light" className={styles.sider}>
          <nav aria-label={t('nav.label')}>
            <ul className={styles.nav}>
              {nav.map((item) => (
                <li key={item.path}>
                  <NavLink
                    to={item.path}
                    className={({ isActive }) =>
                      isActive && !isInside(pathname, item.path)
                        ? `${styles.navLink} ${styles.active}`
                        : styles.navLink
                    }
                  >
                    {item.icon}
                    <span>{t(item.label)}</span>
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </Layout.Sider>
        <Layout.Content id="main" tabIndex={-1} className={styles.content}>
          {navigation.state === 'loading' && <div className={styles.progress} aria-hidden />}
          {!online && (
            <div className={styles.notice} role="status">
              {t('error.offline')}
            </div>
          )}
          <SessionNotice />
          <StorageNotice />
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
