import { memo } from 'react';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import * as echarts from 'echarts/core';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import {
  AriaComponent,
  GridComponent,
  LegendComponent,
  MarkAreaComponent,
  TooltipComponent,
} from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import type { EChartsOption } from 'echarts';

// Only what Parapet draws is registered: keeps echarts' share of the lazy chart chunk small.
echarts.use([
  BarChart,
  LineChart,
  PieChart,
  AriaComponent,
  GridComponent,
  LegendComponent,
  MarkAreaComponent,
  TooltipComponent,
  CanvasRenderer,
]);

export interface ChartProps {
  option: EChartsOption;
  /** Accessible name of the chart; the canvas itself says nothing to a screen reader. */
  label: string;
  /** A text equivalent of what the chart shows. */
  description?: string;
  height?: number;
}

/**
 * The one echarts wrapper. Memoized so a chart redraws only when its option object changes:
 * callers build options with useMemo over the data they chart.
 */
function ChartImpl({ option, label, description, height = 280 }: ChartProps) {
  return (
    <figure role="group" aria-label={label} style={{ margin: 0 }}>
      <ReactEChartsCore
        echarts={echarts}
        option={option}
        notMerge
        lazyUpdate
        style={{ height, width: '100%' }}
        opts={{ renderer: 'canvas' }}
      />
      {description && (
        <figcaption
          style={{
            position: 'absolute',
            width: 1,
            height: 1,
            overflow: 'hidden',
            clip: 'rect(0 0 0 0)',
            whiteSpace: 'nowrap',
          }}
        >
          {description}
        </figcaption>
      )}
    </figure>
  );
}

export const Chart = memo(ChartImpl);
export default Chart;
