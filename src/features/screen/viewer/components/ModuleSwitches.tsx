import { Button, Popover } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { screenQueries } from '../../../../api/screen/queries';
import { useScreenT } from '../../i18n';
import styles from './ScreenHeader.module.css';

/**
 * The security center's feature switches (`ListGlobalUserConfig`: anti-virus, web tamper
 * protection, …) behind a details popover: how many are on, and which. They count features of
 * the account, not tiles of the screen, and say so: "Modules: 6 of 10 on" above twelve tiles read
 * as a count of tiles.
 */
export function ModuleSwitches() {
  const t = useScreenT();
  const { data, isError } = useQuery(screenQueries.moduleSwitches());
  if (isError) return null;
  if (!data) {
    // Holds the button's place while the switches load: the button arriving later would widen
    // the controls row, wrap it and push every tile down (layout shift, docs/design.md §6). The
    // invisible text is the button's with a typical count, so the box is its size.
    return (
      <span className={styles.modulesPending} aria-hidden="true" data-testid="modules-pending">
        {t('screen.modules')}: {t('screen.modules.summary', { on: 0, total: 10 })}
      </span>
    );
  }
  const on = data.filter((module) => module.GlobalConfigSwitch).length;
  const content = (
    <>
      <p className={styles.modulesAbout}>{t('screen.modules.about')}</p>
      {data.length ? (
        <ul className={styles.modules} aria-label={t('screen.modules.title')}>
          {data.map((module) => (
            <li key={module.ModuleName}>
              <span>{module.ModuleName}</span>
              <span className={module.GlobalConfigSwitch ? styles.on : styles.off}>
                {module.GlobalConfigSwitch ? t('screen.modules.on') : t('screen.modules.off')}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        t('screen.modules.none')
      )}
    </>
  );
  return (
    <Popover title={t('screen.modules.title')} content={content} trigger="click">
      <Button size="small">
        {t('screen.modules')}: {t('screen.modules.summary', { on, total: data.length })}
      </Button>
    </Popover>
  );
}
