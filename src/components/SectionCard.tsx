import { useId, type ReactNode } from 'react';
import styles from './SectionCard.module.css';

export interface SectionCardProps {
  title: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
}

/**
 * A titled card that is also a named landmark region, so its heading and region can be found.
 * Plain markup rather than antd's Card, which brings Tabs and Menu into every page chunk.
 */
export function SectionCard({ title, extra, children }: SectionCardProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.card}>
      <header className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {extra && <div className={styles.extra}>{extra}</div>}
      </header>
      <div className={styles.body}>{children}</div>
    </section>
  );
}

/** The same card surface without a heading, for a page's single main panel. */
export function Panel({ children }: { children: ReactNode }) {
  return (
    <div className={styles.card}>
      <div className={styles.body}>{children}</div>
    </div>
  );
}
