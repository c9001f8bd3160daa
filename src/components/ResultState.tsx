import type { ReactNode } from 'react';
import styles from './ResultState.module.css';

export interface ResultStateProps {
  /** A short code shown large, e.g. 404; decorative. */
  code?: string;
  title: ReactNode;
  body?: ReactNode;
  actions?: ReactNode;
}

/** A whole-page outcome (not found, could not render), with its title as the page's h1. */
export function ResultState({ code, title, body, actions }: ResultStateProps) {
  return (
    <div className={styles.result}>
      {code && (
        <div className={styles.code} aria-hidden>
          {code}
        </div>
      )}
      <h1 className={styles.title}>{title}</h1>
      {body && <div className={styles.body}>{body}</div>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
