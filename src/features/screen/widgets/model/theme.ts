import type { ScreenTheme } from '../../model/screenContext';
import styles from '../components/tile.module.css';

/**
 * The class that gives a container the screen's page background, text colour and every tile
 * variable of `theme`: the viewer and the wall display put it on the page around the grid.
 */
export function themeClassName(theme: ScreenTheme): string {
  return `${styles.themed} ${themeVars(theme)}`;
}

/** Only the variables of `theme` (a tile carries them itself, so it draws right anywhere). */
export function themeVars(theme: ScreenTheme): string {
  return (theme === 'dark' ? styles.dark : styles.light) ?? '';
}
