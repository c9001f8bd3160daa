import type { ReactNode } from 'react';
import styles from './StatusBadge.module.css';

export type StatusTone = 'success' | 'error' | 'warning' | 'neutral';

/**
 * A small coloured label for a state. Own colours rather than antd's tag presets, which fall
 * below 4.5:1 contrast at 12px (axe color-contrast).
 */
export function StatusBadge({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return <span className={`${styles.badge} ${styles[tone]}`}>{children}</span>;
}
