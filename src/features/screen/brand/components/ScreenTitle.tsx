import styles from './ScreenTitle.module.css';

export interface ScreenTitleProps {
  title: string;
  /** `LogoPower`: the title highlight decoration. */
  highlight: boolean;
  as?: 'h1' | 'h2';
}

/** The screen's title, with the decorative highlight bar when `LogoPower` is on. */
export function ScreenTitle({ title, highlight, as: Heading = 'h1' }: ScreenTitleProps) {
  return (
    <Heading className={highlight ? `${styles.title} ${styles.highlight}` : styles.title}>
      {title}
    </Heading>
  );
}
