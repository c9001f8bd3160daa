import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import styles from './components.module.css';

export interface TrailItem {
  label: string;
  to: string;
}

/** A trail of links, the last marked as the current page: the catalog console's breadcrumbs. */
export function BreadcrumbTrail({
  label,
  items,
  style,
}: {
  label: string;
  items: readonly TrailItem[];
  style?: CSSProperties;
}) {
  return (
    <nav aria-label={label} className={styles.breadcrumb} style={style}>
      <ol>
        {items.map((item, index) => (
          <li key={item.to}>
            <Link to={item.to} aria-current={index === items.length - 1 ? 'page' : undefined}>
              {item.label}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
