import { memo, useEffect, useMemo, useRef } from 'react';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import * as echarts from 'echarts/core';
import { BarChart, GaugeChart, LineChart, PieChart } from 'echarts/charts';
import {
  AriaComponent,
  GraphicComponent,
  GridComponent,
  LegendComponent,
  MarkAreaComponent,
  MarkLineComponent,
  TitleComponent,
  TooltipComponent,
} from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import type { ECharts, EChartsOption } from 'echarts';
import { useReducedMotion } from '../lib/useReducedMotion';
import { useChartTurn } from './chartTurns';

// Only what Parapet draws is registered: keeps echarts' share of the lazy chart chunk small.
// This is the one module that imports echarts, so every chart shares one lazy chunk.
echarts.use([
  BarChart,
  GaugeChart,
  LineChart,
  PieChart,
  AriaComponent,
  GraphicComponent,
  GridComponent,
  LegendComponent,
  MarkAreaComponent,
  MarkLineComponent,
  TitleComponent,
  TooltipComponent,
  CanvasRenderer,
]);

export interface ChartProps {
  option: EChartsOption;
  /** Accessible name of the chart; the canvas itself says nothing to a screen reader. */
  label: string;
  /** A text equivalent of what the chart shows. */
  description?: string | undefined;
  /** Pixels, or a CSS length such as '100%' to fill a parent with a definite height. */
  height?: number | string | undefined;
  /**
   * An echarts theme object. Changing it re-creates the echarts instance, so pass a module
   * constant, never an object built during render.
   */
  theme?: object | undefined;
  /** Canvas pixels per CSS pixel; the wall display passes devicePixelRatio × its scale. */
  pixelRatio?: number | undefined;
  /**
   * 'svg' draws with echarts' SVG renderer, which the chart's own module must register: its text
   * (axis labels) is then in the page, for find-in-page and the journeys. Canvas otherwise.
   */
  renderer?: 'canvas' | 'svg' | undefined;
}

/**
 * The bench (`npm run bench`) sets `globalThis.__parapetBench` to count chart renders, e.g. to
 * show that a refresh with unchanged data redraws nothing. Nothing is counted otherwise.
 */
interface BenchCounters {
  chartRenders: number;
}
const bench = (): BenchCounters | undefined =>
  (globalThis as { __parapetBench?: BenchCounters }).__parapetBench;

/**
 * echarts-for-react as the project uses it, with one change: the instance is created once, at
 * the size of its element ('auto'). The library's own start creates a throwaway instance, waits
 * for it to draw, disposes it and creates a second one with the measured width and height as
 * fixed options, and zrender prefers fixed options over the element's size on every later
 * resize, so a chart never followed its container again. Our ResizeObserver below replaces the
 * remeasure the throwaway instance was for.
 */
class EChartsAutoSize extends ReactEChartsCore {
  override initEchartsInstance(): Promise<ECharts> {
    const { theme, opts } = this.props;
    return Promise.resolve(
      (this.echarts as typeof echarts).init(this.ele, theme, {
        ...opts,
        width: 'auto',
        height: 'auto',
      }),
    );
  }
}

/** Size follows the element, never a remembered number. */
const AUTO_SIZE = { width: 'auto', height: 'auto' } as const;

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * The one echarts wrapper. Memoized so a chart redraws only when its option object changes:
 * callers build options with useMemo over the data they chart. It follows its container's size
 * (a ResizeObserver) without being re-created; only a new theme or pixel ratio re-creates it.
 */
function ChartImpl({
  option,
  label,
  description,
  height = 280,
  theme,
  pixelRatio,
  renderer = 'canvas',
}: ChartProps) {
  const fill = typeof height === 'string';
  const counters = bench();
  if (counters) counters.chartRenders += 1;
  const wrapper = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsAutoSize>(null);
  const reducedMotion = useReducedMotion();
  const started = useChartTurn();
  const shown = useMemo(
    () => (reducedMotion ? { ...option, animation: false } : option),
    [option, reducedMotion],
  );
  // echarts-for-react's own size sensor misses the first change after drawing (a tile that
  // finished laying out later kept its old height); one observer per chart resizes the same
  // instance on every change, so a resized tile never re-creates its chart. The instance may not
  // exist yet (it starts after a microtask) or any more (a new theme re-creates it).
  useEffect(() => {
    const element = wrapper.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      const instance = chart.current?.getEchartsInstance();
      if (!instance || instance.isDisposed()) return;
      const dom = instance.getDom();
      // The observer also reports the first size: redrawing at the same size would cut the
      // chart's opening animation short.
      if (dom.clientWidth === instance.getWidth() && dom.clientHeight === instance.getHeight()) {
        return;
      }
      instance.resize(AUTO_SIZE);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    // A named group rather than <figure>: ARIA does not allow role=group on a figure (axe), and
    // the group role is what tests and screen readers find the chart by.
    <div
      ref={wrapper}
      role="group"
      aria-label={label}
      style={{ margin: 0, position: 'relative', ...(fill ? { height } : {}) }}
    >
      {/* Until its turn (chartTurns.ts) the box holds the chart's size, so nothing moves after;
          the mark tells tests and the bench that a chart is still to come. */}
      {!started && <div data-chart-pending="" style={{ height, width: '100%' }} />}
      {started && (
        <EChartsAutoSize
          ref={chart}
          echarts={echarts}
          option={shown}
          theme={theme as Record<string, unknown> | undefined}
          notMerge
          lazyUpdate
          autoResize={false}
          style={{ height, width: '100%' }}
          opts={
            pixelRatio && pixelRatio > 0 ? { renderer, devicePixelRatio: pixelRatio } : { renderer }
          }
        />
      )}
      {description && <p style={visuallyHidden}>{description}</p>}
    </div>
  );
}

export const Chart = memo(ChartImpl);
export default Chart;
