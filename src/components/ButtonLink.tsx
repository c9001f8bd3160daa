import { Link, type LinkProps } from 'react-router';
import styles from './ButtonLink.module.css';

export interface ButtonLinkProps extends LinkProps {
  /** `primary` for the page's main action, `default` for the others. */
  variant?: 'primary' | 'default';
}

/**
 * A router link styled as an antd button: navigation stays an `<a>` (one tab stop, opens in a
 * new tab, valid HTML) instead of a `<button>` nested in a link.
 */
export function ButtonLink({ variant = 'default', className, ...props }: ButtonLinkProps) {
  const classes = [styles.button, styles[variant], className].filter(Boolean).join(' ');
  return <Link {...props} className={classes} />;
}
