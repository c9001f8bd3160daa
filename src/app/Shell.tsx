import { Suspense } from 'react';
import { Link, Outlet, useLocation, useNavigation } from 'react-router';
import { Layout, Menu, Select, Spin, Tag, Tooltip, Typography } from 'antd';
import { ApiOutlined, SettingOutlined } from '@ant-design/icons';
import { apiConfig } from '../api/config';
import { LOCALES, type Locale } from '../i18n/I18nProvider';
import { useI18n } from '../i18n/useI18n';
import type { MessageKey } from '../i18n/en';
import styles from './Shell.module.css';

const NAV: { path: string; label: MessageKey; icon: React.ReactNode }[] = [
  { path: '/webhooks', label: 'nav.webhooks', icon: <ApiOutlined aria-hidden /> },
  { path: '/settings', label: 'nav.settings', icon: <SettingOutlined aria-hidden /> },
];

const LANGUAGE_NAMES: Record<Locale, string> = { zh: '中文', en: 'English' };

export function PageLoading() {
  const { t } = useI18n();
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <Spin />
      <span>{t('app.loading')}</span>
    </div>
  );
}

export function Shell() {
  const { t, locale, setLocale } = useI18n();
  const location = useLocation();
  const navigation = useNavigation();
  const selected = NAV.find((item) => location.pathname.startsWith(item.path))?.path;

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
        <Typography.Text className={styles.tagline}>{t('app.tagline')}</Typography.Text>
        <div className={styles.headerEnd}>
          {apiConfig.mode === 'mock' && (
            <Tooltip title={t('header.mockBadgeHint')}>
              <Tag color="gold" tabIndex={0}>
                {t('header.mockBadge')}
              </Tag>
            </Tooltip>
          )}
          <Select<Locale>
            aria-label={t('header.language')}
            value={locale}
            onChange={setLocale}
            options={LOCALES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
            className={styles.language}
            variant="borderless"
          />
        </div>
      </Layout.Header>
      <Layout>
        <Layout.Sider breakpoint="md" collapsedWidth={0} theme="light" className={styles.sider}>
          <nav aria-label={t('nav.label')}>
            <Menu
              mode="inline"
              selectedKeys={selected ? [selected] : []}
              items={NAV.map((item) => ({
                key: item.path,
                icon: item.icon,
                label: <Link to={item.path}>{t(item.label)}</Link>,
              }))}
            />
          </nav>
        </Layout.Sider>
        <Layout.Content id="main" tabIndex={-1} className={styles.content}>
          {navigation.state === 'loading' && <div className={styles.progress} aria-hidden />}
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
