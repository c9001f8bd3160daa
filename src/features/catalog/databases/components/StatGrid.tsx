import type { ReactNode } from 'react';
import styles from './databases.module.css';

export interface Stat {
  key: string;
  label: string;
  value: ReactNode;
  /** Exact figure on hover when the value is rounded (e.g. bytes). */
  title?: string | undefined;
}

/** Figures as labelled tiles: a description list, so each value is read with its label. */
export function StatGrid({ stats }: { stats: readonly Stat[] }) {
  return (
    <dl className={styles.stats}>
      {stats.map((stat) => (
        <div key={stat.key} className={styles.stat}>
          <dt className={styles.statLabel}>{stat.label}</dt>
          <dd className={styles.statValue} title={stat.title}>
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
