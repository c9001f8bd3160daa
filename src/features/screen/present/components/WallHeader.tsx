import type { ReactNode } from 'react';
import { formatClock, formatDate } from '../../../../lib/format';
import { EditionBadge } from '../../brand/components/EditionBadge';
import { ScreenLogo } from '../../brand/components/ScreenLogo';
import { ScreenTitle } from '../../brand/components/ScreenTitle';
import { useScreenI18n } from '../../i18n';
import { CANVAS_KPI_HEIGHT, CANVAS_TITLE_HEIGHT } from '../../layout/model/grid';
import { KpiStrip } from '../../widgets/components/KpiStrip';
import { useNow } from '../../../../lib/useNow';
import styles from '../pages/WallDisplay.module.css';

/** Reads the shared clock by the second itself, so its ticks never re-render the screen. */
function Clock() {
  const { t, locale } = useScreenI18n();
  const now = useNow('second');
  return (
    <time
      className={styles.clock}
      dateTime={new Date(now).toISOString()}
      aria-label={t('screen.wall.clock')}
    >
      <span className={styles.clockTime}>{formatClock(now, locale)}</span>
      <span className={styles.clockDate}>{formatDate(now, locale)}</span>
    </time>
  );
}

export interface WallHeaderProps {
  title: string;
  logoUrl: string;
  logoPower: boolean;
  /** The title's element: the wall's page heading, or a heading inside another page. */
  titleAs?: 'h1' | 'h2';
  /** Shown before the clock (the offline mark). */
  status?: ReactNode;
  /** Shown after the clock (the wall's exit button). */
  actions?: ReactNode;
  /**
   * A picture of the header beside the fields that edit it (the editor's canvas): hidden from
   * assistive technology, which reads those fields instead of the same words twice.
   */
  preview?: boolean;
}

/**
 * The top of the design canvas: the title bar (logo and edition, the title, the clock) and the
 * headline figures under it. The wall display draws it, and the editor draws the same one on its
 * canvas (what you see is the wall).
 */
export function WallHeader({
  title,
  logoUrl,
  logoPower,
  titleAs = 'h1',
  status,
  actions,
  preview = false,
}: WallHeaderProps) {
  return (
    <div aria-hidden={preview || undefined}>
      <header className={styles.header} style={{ height: CANVAS_TITLE_HEIGHT }}>
        <div className={styles.side}>
          <ScreenLogo logoUrl={logoUrl} title={title} className={styles.logo} />
          {/* Console chrome: the wall hides it until the pointer moves (WallDisplay.module.css). */}
          <span className={styles.chrome}>
            <EditionBadge withWarning={false} />
          </span>
        </div>
        <ScreenTitle title={title} highlight={logoPower} as={titleAs} />
        <div className={`${styles.side} ${styles.end}`}>
          {status}
          <Clock />
          {actions && <span className={styles.chrome}>{actions}</span>}
        </div>
      </header>
      <KpiStrip height={CANVAS_KPI_HEIGHT} />
    </div>
  );
}
