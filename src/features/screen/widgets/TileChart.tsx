import type { EChartsOption } from 'echarts';
import { Chart } from '../../../components/Chart';
import { useScreenRender } from '../screenContext';
import { chartThemeFor } from './chartThemes';
import styles from './tile.module.css';

// Its own module: only the widgets that draw a chart import it, so a list-only tile never pulls
// in the shared echarts chunk.

/** A chart that takes the rest of its tile's height, themed and crisp for where it is shown. */
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
  return (
    <div className={styles.chart}>
      <Chart
        option={option}
        label={label}
        description={description}
        height="100%"
        theme={chartThemeFor(theme)}
        pixelRatio={pixelRatio}
      />
    </div>
  );
}
