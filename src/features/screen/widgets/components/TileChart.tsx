import type { EChartsOption } from 'echarts';
import { LazyChart } from '../../../../components/LazyChart';
import { useScreenRender } from '../../model/screenContext';
import { chartThemeFor } from '../model/chartThemes';
import styles from './tile.module.css';
import { useElementSize } from '../model/tileSize';

// Its own module, and echarts behind it loads lazily (LazyChart): a tile's figures draw without
// waiting for the shared echarts chunk, and a list-only tile never pulls it in.

/** The least height a chart is drawn in on the wall (design-canvas pixels). */
export const MIN_WALL_CHART_HEIGHT = 84;

/**
 * A chart that takes the rest of its tile's height, themed and crisp for where it is shown.
 *
 * Its height is handed to the chart in pixels once measured. A tile's parts arrive one by one
 * (counts after the trend, the alarm list after both), and each arrival shrinks the chart's box;
 * echarts-for-react skips the first size change it observes after drawing, so with a '100%'
 * height a chart drawn before the box shrank kept its old height and overflowed the tile. A new
 * pixel height changes the chart's style, which makes it resize every time.
 */
export function TileChart({
  option,
  label,
  description,
}: {
  option: EChartsOption;
  label: string;
  description: string;
}) {
  const { theme, surface, pixelRatio } = useScreenRender();
  const [boxRef, box] = useElementSize();
  // Axis labels at the wall's size need this much height; below it the tile's figures speak
  // alone, and the chart's words stay for screen readers.
  const tooSmall = surface === 'wall' && box.height > 0 && box.height < MIN_WALL_CHART_HEIGHT;
  return (
    <div ref={boxRef} className={styles.chart}>
      {tooSmall ? (
        <p className="visually-hidden">
          {label}: {description}
        </p>
      ) : (
        <LazyChart
          option={option}
          label={label}
          description={description}
          height={box.height > 0 ? box.height : '100%'}
          theme={chartThemeFor(theme, surface)}
          pixelRatio={pixelRatio}
        />
      )}
    </div>
  );
}
