import type { CSSProperties } from 'react';
import { Typography } from 'antd';
import { clampedText } from '../../../components/ClampedText';
import styles from './EndpointUrl.module.css';

/** The tooltip shows this much of a longer address. */
const TOOLTIP_CHARS = 1_000;

export interface EndpointUrlProps {
  url: string;
  /** The widest the address may be: it is cut with an ellipsis there, and asks no more of a
   *  table column. */
  maxWidth?: CSSProperties['maxWidth'];
  /** Takes its table cell's width instead of its own (see the stylesheet). */
  fillCell?: boolean;
  secondary?: boolean;
  style?: CSSProperties;
}

/**
 * An endpoint's address on one line with its copy button: cut at its end, never broken inside its
 * host, the whole address in its tooltip and in what is copied. Text, never a link: the address
 * comes from data and is not ours.
 */
export function EndpointUrl({
  url,
  maxWidth = '60ch',
  fillCell = false,
  secondary,
  style,
}: EndpointUrlProps) {
  return (
    <Typography.Text
      type={secondary ? 'secondary' : undefined}
      copyable={{ text: url }}
      className={fillCell ? `${styles.url} ${styles.fill}` : styles.url}
      style={style}
    >
      <span
        className={styles.text}
        style={fillCell ? undefined : { maxWidth }}
        title={url.length > TOOLTIP_CHARS ? `${url.slice(0, TOOLTIP_CHARS)}…` : url}
      >
        {clampedText(url)}
      </span>
    </Typography.Text>
  );
}
