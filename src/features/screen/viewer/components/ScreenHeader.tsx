import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { EditOutlined, ExpandOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { screenQueries } from '../../../../api/screen/queries';
import { safeHttpUrl } from '../../../../api/screen/validate';
import type { ScreenSetting } from '../../../../api/screen/schemas';
import { ButtonLink } from '../../../../components/ButtonLink';
import { useAllowed } from '../../../../lib/useSession';
import { NativeSelect } from '../../../../components/NativeSelect';
import { createPath } from '../../../../lib/createPath';
import { formatClock } from '../../../../lib/format';
import { EditionBadge } from '../../brand/components/EditionBadge';
import { ScreenLogo } from '../../brand/components/ScreenLogo';
import { ScreenTitle } from '../../brand/components/ScreenTitle';
import { REFRESH_CHOICES } from '../../hooks/useScreenRefresh';
import { useScreenI18n } from '../../i18n';
import type { ScreenTheme } from '../../model/screenContext';
import { ModuleSwitches } from './ModuleSwitches';
import styles from './ScreenHeader.module.css';

export interface ScreenHeaderProps {
  setting: ScreenSetting;
  refreshSeconds: number;
  onRefreshSeconds: (seconds: number) => void;
  onRefreshNow: () => void;
  refreshing: boolean;
  lastRefreshAt: number;
  theme: ScreenTheme;
  onTheme: (theme: ScreenTheme) => void;
}

function ScreenSwitcher({ current }: { current: string }) {
  const { t } = useScreenI18n();
  const navigate = useNavigate();
  const titles = useQuery(screenQueries.titles());
  const options = (titles.data ?? []).map((entry) => ({
    value: entry.ScreenID,
    label: entry.ScreenTitle || `#${entry.ScreenID}`,
  }));
  if (!options.some((option) => option.value === current)) {
    options.unshift({ value: current, label: `#${current}` });
  }
  return (
    <NativeSelect
      label={t('screen.switcher')}
      value={current}
      options={options}
      onChange={(id) => void navigate(`/screen/${id}`)}
      minWidth={140}
    />
  );
}

export function ScreenHeader(props: ScreenHeaderProps) {
  const { setting, refreshSeconds, theme } = props;
  const { t, locale } = useScreenI18n();
  const create = useAllowed('screen', 'CreateScreenSetting');
  // Only an http(s) address from the data ever becomes a link.
  const monitorUrl = safeHttpUrl(setting.MonitorUrl);
  const refreshOptions = REFRESH_CHOICES.map((seconds) => ({
    value: seconds,
    label:
      seconds === 0
        ? t('screen.refresh.off')
        : seconds < 60
          ? t('screen.refresh.seconds', { n: seconds })
          : t('screen.refresh.minutes', { n: seconds / 60 }),
  }));
  return (
    <header className={styles.header}>
      <div className={styles.identity}>
        <ScreenLogo logoUrl={setting.LogoUrl} title={setting.Title} className={styles.logo} />
        <ScreenTitle title={setting.Title} highlight={setting.LogoPower} />
        <EditionBadge />
        {monitorUrl && (
          <a href={monitorUrl} target="_blank" rel="noopener noreferrer" className={styles.monitor}>
            {t('screen.monitor')}
            <span className="visually-hidden"> {t('screen.newTab')}</span> ↗
          </a>
        )}
      </div>
      <div className={styles.controls}>
        <ScreenSwitcher current={setting.ScreenId} />
        <ModuleSwitches />
        <span className={styles.inline}>
          <span aria-hidden>{t('screen.refresh.short')}</span>
          <NativeSelect
            label={t('screen.refresh')}
            value={refreshSeconds}
            options={refreshOptions}
            onChange={props.onRefreshSeconds}
          />
        </span>
        <NativeSelect
          label={t('screen.theme')}
          value={theme}
          options={[
            { value: 'light', label: t('screen.theme.light') },
            { value: 'dark', label: t('screen.theme.dark') },
          ]}
          onChange={props.onTheme}
        />
        <span className={styles.updated} aria-live="polite">
          {props.refreshing
            ? t('screen.updating')
            : t('screen.updated', { time: formatClock(props.lastRefreshAt, locale) })}
        </span>
        <Button
          size="small"
          icon={<ReloadOutlined aria-hidden />}
          onClick={props.onRefreshNow}
          loading={props.refreshing}
        >
          {t('screen.refreshNow')}
        </Button>
        <ButtonLink to={`/screen/${setting.ScreenId}/present`} className={styles.compact}>
          <ExpandOutlined aria-hidden /> {t('screen.present')}
        </ButtonLink>
        {create.allowed ? (
          <>
            <ButtonLink
              to={`/screen/${setting.ScreenId}/edit`}
              className={styles.compact}
              aria-label={t('screen.editLabel', { title: setting.Title || `#${setting.ScreenId}` })}
            >
              <EditOutlined aria-hidden /> {t('screen.edit')}
            </ButtonLink>
            <ButtonLink to={createPath('/screen')} className={styles.compact}>
              <PlusOutlined aria-hidden /> {t('screen.newScreen')}
            </ButtonLink>
          </>
        ) : (
          // A link cannot be disabled: buttons that say why, so nobody edits to be told 403.
          <>
            <Button
              size="small"
              icon={<EditOutlined aria-hidden />}
              aria-label={t('screen.editLabel', { title: setting.Title || `#${setting.ScreenId}` })}
              {...create.control}
            >
              {t('screen.edit')}
            </Button>
            <Button size="small" icon={<PlusOutlined aria-hidden />} {...create.control}>
              {t('screen.newScreen')}
            </Button>
          </>
        )}
      </div>
    </header>
  );
}
