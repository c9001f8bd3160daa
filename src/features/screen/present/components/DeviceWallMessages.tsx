import { useId } from 'react';
import type { DeviceLinkEnd } from '../../../../api/deviceLinks/model';
import { formatDate } from '../../../../lib/format';
import { useDeviceWallI18n } from '../deviceI18n';
import { WallMessage } from './WallMessage';
import styles from '../pages/WallDisplay.module.css';

/** A sentence and what to do about it, alone on the dark stage: nobody at a wall can act more. */
function Notice({ title, hint }: { title: string; hint?: string | undefined }) {
  const titleId = useId();
  return (
    <WallMessage labelledBy={titleId}>
      <h1 id={titleId} className={styles.messageTitle}>
        {title}
      </h1>
      {hint && <p className={styles.hint}>{hint}</p>}
    </WallMessage>
  );
}

/**
 * The display's link has ended: revoked, expired (on the date the display last knew, if any) or
 * not a link at all. Replaces the wall, so no tile is left failing one by one.
 */
export function DeviceLinkEnded({
  end,
  expiresAt,
}: {
  end: DeviceLinkEnd;
  /** When the link was to expire, as the display last read it. */
  expiresAt?: string | undefined;
}) {
  const { t, locale } = useDeviceWallI18n();
  if (end === 'unknown') {
    return <Notice title={t('deviceWall.unknown')} hint={t('deviceWall.unknownHint')} />;
  }
  if (end === 'revoked') {
    return <Notice title={t('deviceWall.revoked')} hint={t('deviceWall.askAgain')} />;
  }
  const expired = expiresAt === undefined ? Number.NaN : Date.parse(expiresAt);
  return (
    <Notice
      title={
        Number.isNaN(expired)
          ? t('deviceWall.expired')
          : t('deviceWall.expiredOn', { date: formatDate(expired, locale) })
      }
      hint={t('deviceWall.askAgain')}
    />
  );
}

/** Opened at `/wall` with no link held and nobody signed in. */
export function NoDeviceLink() {
  const { t } = useDeviceWallI18n();
  return <Notice title={t('deviceWall.noLink')} hint={t('deviceWall.noLinkHint')} />;
}

/** While the link's token is traded, or the session read. */
export function Connecting() {
  const { t } = useDeviceWallI18n();
  return <WallMessage>{t('deviceWall.connecting')}</WallMessage>;
}
