import type { CSSProperties, ReactNode } from 'react';
import styles from './ClampedText.module.css';

/** The native tooltip shows this much of a longer text; the rest is cut with an ellipsis. */
const TOOLTIP_CHARS = 1_000;
/**
 * Drawn at most: a few lines show far less, and laying out a 10,000-character word in a table
 * took Chromium ~15 s on the webhook list (the hostile-data journey found it).
 */
const SHOWN_CHARS = 400;

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);

export interface ClampedTextProps {
  /** The text as the data gave it (shown as text, never as markup). */
  text: string;
  /** What is shown, when not the text itself (a link around it, say: pass it `clampedText(…)`). */
  children?: ReactNode;
  /** Lines shown before the text is cut with an ellipsis. */
  lines?: number;
  /** The widest it may be (any CSS length): a long text wraps within it. */
  maxWidth?: CSSProperties['maxWidth'];
  /** Flows in a line of text (before a copy button, say) instead of being a block of its own. */
  inline?: boolean;
  className?: string;
  style?: CSSProperties;
}

/**
 * Free text from a service, kept to a few lines whatever it holds: long words wrap anywhere, the
 * end is cut with an ellipsis, and the whole text (up to a thousand characters) is its tooltip.
 */
export function ClampedText({
  text,
  children,
  lines = 2,
  maxWidth = '60ch',
  inline = false,
  className,
  style,
}: ClampedTextProps) {
  const names = [styles.clamped, inline && styles.inline, className].filter(Boolean).join(' ');

  return (
    <span
      className={names}
      style={{ WebkitLineClamp: lines, maxWidth, ...style }}
      title={cut(text, TOOLTIP_CHARS)}
    >
      {children ?? cut(text, SHOWN_CHARS)}
    </span>
  );
}

/** A text as ClampedText draws it: cut after a few hundred characters, for its own children. */
export const clampedText = (text: string) => cut(text, SHOWN_CHARS);
