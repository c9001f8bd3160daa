import { useEffect, useState, type ComponentType } from 'react';
import type { ChartProps } from './Chart';

type ChartComponent = ComponentType<ChartProps>;

let loaded: ChartComponent | undefined;
let loading: Promise<ChartComponent> | undefined;

/** The echarts chunk, fetched once; a failed fetch is forgotten so the next mount tries again. */
function loadChart(): Promise<ChartComponent> {
  loading ??= import('./Chart').then(
    (module) => (loaded = module.default),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Starts fetching the echarts chunk ahead of any chart, where a chart is about to be asked for (a
 * component picked in the screen editor's palette): fetched beside the tile's data and view, not
 * after them. A failure is left to the chart that mounts, which tries again.
 */
export function preloadChart(): void {
  loadChart().catch(() => undefined);
}

type ChartState = { chart: ChartComponent } | { error: unknown } | undefined;

/**
 * A chart whose echarts chunk loads beside what shows it: the text around it (a tile's figures,
 * the largest text a screen paints) draws as soon as its data is there, instead of waiting for
 * echarts to arrive and be evaluated. Meanwhile its box holds the chart's size, so nothing moves,
 * and carries the mark tests and the bench wait on for a chart still to come (chartTurns.ts);
 * the chart's name and text come with the chart.
 *
 * Not `React.lazy`: a lazy component shows a Suspense fallback, and after any fallback React holds
 * every reveal for its throttle (~300 ms). A state update draws the chart as soon as its chunk is
 * here.
 */
export function LazyChart(props: ChartProps) {
  const { height = 280 } = props;
  const [state, setState] = useState<ChartState>(() => (loaded ? { chart: loaded } : undefined));
  useEffect(() => {
    if (state) return;
    let live = true;
    loadChart().then(
      (chart) => live && setState({ chart }),
      (error: unknown) => live && setState({ error }),
    );
    return () => {
      live = false;
    };
  }, [state]);
  // A chunk that could not be fetched fails like a lazy component: to the nearest error boundary.
  if (state && 'error' in state) throw state.error;
  if (!state) return <div data-chart-pending="" style={{ height, width: '100%' }} />;
  const { chart: Chart } = state;
  return <Chart {...props} />;
}
