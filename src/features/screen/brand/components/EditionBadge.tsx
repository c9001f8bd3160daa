import { useQuery } from '@tanstack/react-query';
import { screenQueries } from '../../../../api/screen/queries';
import { formatDate } from '../../../../lib/format';
import { useNow } from '../../../../lib/useNow';
import { editionState, KNOWN_EDITIONS } from '../../model/edition';
import { useScreenI18n } from '../../i18n';
import styles from './EditionBadge.module.css';

const isKnownEdition = (version: number): version is (typeof KNOWN_EDITIONS)[number] =>
  (KNOWN_EDITIONS as readonly number[]).includes(version);

/**
 * The purchased edition with its expiry, a trial tag, and the warning that a paid instance not
 * renewed within 7 days after expiry is downgraded to free (`DescribeScreenVersionConfig`).
 */
export function EditionBadge({ withWarning = true }: { withWarning?: boolean }) {
  const { t, locale } = useScreenI18n();
  const now = useNow();
  const { data } = useQuery(screenQueries.versionConfig());
  if (!data) return null;
  const version = data.Version;
  const name = isKnownEdition(version)
    ? t(`screen.edition.${version}`)
    : t('screen.edition.unknown', { code: version });
  const state = editionState(data, now);
  const expiry = formatDate(data.ReleaseTime, locale);
  const warning =
    state.kind === 'expiring'
      ? t('screen.edition.expiresSoon', { days: state.daysLeft, date: expiry })
      : state.kind === 'grace'
        ? t('screen.edition.grace', {
            date: expiry,
            downgrade: formatDate(state.downgradeAtMs, locale),
          })
        : state.kind === 'downgraded'
          ? t('screen.edition.downgraded', {
              date: expiry,
              downgrade: formatDate(state.downgradeAtMs, locale),
            })
          : null;
  return (
    <div className={styles.wrap}>
      <span className={styles.badge}>
        <span className="visually-hidden">{t('screen.edition')}: </span>
        {name}
        {data.IsTrialVersion === 1 && (
          <span className={styles.trial}>{t('screen.edition.trial')}</span>
        )}
        {/* The expiry is said once: by the warning when there is one, else here. */}
        {data.Version !== 1 && data.ReleaseTime > 0 && !(withWarning && warning) && (
          <span className={styles.expiry}>{t('screen.edition.expires', { date: expiry })}</span>
        )}
      </span>
      {withWarning && warning && (
        <span className={state.kind === 'expiring' ? styles.notice : styles.alert} role="status">
          {warning}
        </span>
      )}
    </div>
  );
}
