import type { EChartsOption } from 'echarts';
import { Chart } from '../../../components/Chart';
import { useScreenRender } from '../screenContext';
import { chartThemeFor } from './chartThemes';
import styles from './tile.module.css';
import { useElementSize } from './tileSize';

// Its own module: only the widgets that draw a chart import it, so a list-only tile never pulls
// in the shared echarts chunk.

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
  const { theme, pixelRatio } = useScreenRender();
  const [boxRef, box] = useElementSize();
  return (
    <div ref={boxRef} className={styles.chart}>
      <Chart
        option={option}
        label={label}
        description={description}
        height={box.height > 0 ? box.height : '100%'}
        theme={chartThemeFor(theme)}
        pixelRatio={pixelRatio}
      />
    </div>
  );
}
