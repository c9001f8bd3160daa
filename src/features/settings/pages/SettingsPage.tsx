import { Descriptions, Flex, Radio, Typography } from 'antd';
import { apiConfig } from '../../../api/config';
import { getMockControl } from '../../../api/mockControl';
import { SectionCard } from '../../../components/SectionCard';
import { PageHeader } from '../../../components/PageHeader';
import { LOCALES, type Locale } from '../../../i18n/I18nProvider';
import { useSettingsI18n } from '../i18n';
import { AgentKeyCard } from '../components/AgentKeyCard';
import { MockBackendCard } from '../components/MockBackendCard';
import { RoleCard } from '../components/RoleCard';

const LANGUAGE_NAMES: Record<Locale, string> = { zh: '中文', en: 'English' };

export function SettingsPage() {
  const { t, locale, setLocale } = useSettingsI18n();
  const mock = getMockControl();
  return (
    <>
      <PageHeader title={t('settings.title')} />
      <Flex vertical style={{ maxWidth: 880 }}>
        <SectionCard title={t('settings.language')}>
          <Radio.Group
            aria-label={t('settings.language')}
            value={locale}
            onChange={(event) => setLocale(event.target.value as Locale)}
            options={LOCALES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
            optionType="button"
          />
          <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
            {t('settings.languageHint')}
          </Typography.Paragraph>
        </SectionCard>
        <SectionCard title={t('settings.api')}>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('settings.apiMode')}>
              {t(apiConfig.mode === 'mock' ? 'settings.apiMode.mock' : 'settings.apiMode.live')}
            </Descriptions.Item>
            <Descriptions.Item label={t('settings.base.screen')}>
              <code>{apiConfig.bases.screen}</code>
            </Descriptions.Item>
            <Descriptions.Item label={t('settings.base.lake')}>
              <code>{apiConfig.bases.lake}</code>
            </Descriptions.Item>
            <Descriptions.Item label={t('settings.base.agent')}>
              <code>{apiConfig.bases.agent}</code>
            </Descriptions.Item>
          </Descriptions>
          <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
            {t('settings.readOnlyHint')}
          </Typography.Paragraph>
        </SectionCard>
        <RoleCard mock={mock} />
        <AgentKeyCard />
        {mock && <MockBackendCard control={mock} />}
      </Flex>
    </>
  );
}
