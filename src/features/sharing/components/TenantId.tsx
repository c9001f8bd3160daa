import styles from './sharing.module.css';

/**
 * An int64 account id shown with every digit, as the digits it came as (never through a JS
 * number, docs/design.md §8), in tabular figures so ids line up and can be read and copied exactly.
 */
export function TenantId({ value, empty = '—' }: { value: string | undefined; empty?: string }) {
  if (!value) return <>{empty}</>;
  return <span className={styles.tenant}>{value}</span>;
}
