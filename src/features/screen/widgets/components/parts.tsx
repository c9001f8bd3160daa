import { useMemo, type ReactNode } from 'react';
import { useScreenRender } from '../../model/screenContext';
import { PALETTES, type ScreenPalette } from '../model/chartThemes';
import { cx } from '../model/cx';
import { useWidgetsI18n } from '../i18n';
import type { Tone } from '../model/levels';
import { dateTextFormatter, dateTickFormatter } from '../model/logic';
import styles from './tile.module.css';
import contentStyles from './content.module.css';
import { numberFormat } from '../../../../lib/intl';

const TONE_CLASS: Record<Tone, string | undefined> = {
  danger: contentStyles.toneDanger,
  warn: contentStyles.toneWarn,
  info: contentStyles.toneInfo,
  good: contentStyles.toneGood,
  neutral: contentStyles.toneNeutral,
};

export function toneClass(tone: Tone): string | undefined {
  return TONE_CLASS[tone];
}

/** The palette of the tile's theme (a module constant, safe as a memo dependency). */
export function usePalette(): ScreenPalette {
  return PALETTES[useScreenRender().theme];
}

/** Counts in the UI language; one formatter per language. */
export function useCount(): (value: number) => string {
  const { locale } = useWidgetsI18n();
  return useMemo(() => {
    const format = numberFormat(locale);
    return (value: number) => format.format(value);
  }, [locale]);
}

/** Axis labels for service dates ("Nov 16"); one formatter per language, stable for memo deps. */
export function useDateTick(): (value: string) => string {
  const { locale } = useWidgetsI18n();
  return useMemo(() => dateTickFormatter(locale), [locale]);
}

/** Service dates in sentences ("Nov 16, 2026"); one formatter per language, stable for memos. */
export function useDateText(): (value: string) => string {
  const { locale } = useWidgetsI18n();
  return useMemo(() => dateTextFormatter(locale), [locale]);
}

export function LevelTag({
  tone,
  title,
  children,
}: {
  tone: Tone;
  /** The full word when the tag shows a short one. */
  title?: string | undefined;
  children: ReactNode;
}) {
  return (
    <span className={cx(contentStyles.tag, toneClass(tone))} title={title}>
      {children}
    </span>
  );
}

export interface StatItem {
  key: string;
  label: string;
  value: number;
  tone?: Tone | undefined;
  /** A drill-down; present only where the screen can open one (console viewer). */
  onSelect?: (() => void) | undefined;
  /**
   * What the button opens, for screen readers, read after the visible value and label (so the
   * accessible name still starts with what is seen).
   */
  selectHint?: string | undefined;
}

/**
 * A row of big numbers with their words; each a button when it drills down. `inline` puts each
 * number before its words, one per line: for narrow tiles, where three columns would wrap the
 * words onto several lines.
 */
export function Stats({
  items,
  label,
  inline = false,
}: {
  items: readonly StatItem[];
  label?: string;
  inline?: boolean;
}) {
  const count = useCount();
  return (
    <ul className={cx(contentStyles.stats, inline && contentStyles.statsInline)} aria-label={label}>
      {items.map((item) => {
        const content = (
          <>
            <span className={cx(contentStyles.statValue, item.tone && toneClass(item.tone))}>
              {count(item.value)}
            </span>{' '}
            <span className={contentStyles.statLabel}>{item.label}</span>
          </>
        );
        return (
          <li key={item.key} className={contentStyles.stat} data-stat={item.key}>
            {item.onSelect ? (
              <button type="button" className={contentStyles.statButton} onClick={item.onSelect}>
                {content}
                {item.selectHint && (
                  <>
                    {' '}
                    <span className={contentStyles.srOnly}>{item.selectHint}</span>
                  </>
                )}
              </button>
            ) : (
              content
            )}
          </li>
        );
      })}
    </ul>
  );
}

export function DrillButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className={styles.button} onClick={onClick}>
      {children}
    </button>
  );
}

/** Placeholder for one part of a tile whose other parts have arrived. */
export function PartSkeleton() {
  return (
    <div className={styles.skeleton} aria-hidden>
      <div className={styles.skeletonBar} style={{ width: '50%' }} />
      <div className={styles.skeletonBar} style={{ width: '30%' }} />
    </div>
  );
}

/** "Urgent 12, suspicious 30, reminder 55": a text equivalent of counts. */
export function useCountsText(): (items: readonly { label: string; value: number }[]) => string {
  const { t } = useWidgetsI18n();
  const count = useCount();
  return useMemo(
    () => (items) =>
      items
        .map((item) => t('widget.countOf', { label: item.label, count: count(item.value) }))
        .join(t('widget.listSeparator')),
    [t, count],
  );
}
