import { lazy, Suspense } from 'react';
import type { ChartProps } from './Chart';

const Chart = lazy(() => import('./Chart'));

/**
 * A chart whose echarts chunk loads beside what shows it: the text around it (a tile's figures,
 * the largest text a screen paints) draws as soon as its data is there, instead of waiting for
 * echarts to arrive and be evaluated. Meanwhile its box holds the chart's size, so nothing moves,
 * and carries the mark tests and the bench wait on for a chart still to come (chartTurns.ts);
 * the chart's name and text come with the chart.
 */
export function LazyChart(props: ChartProps) {
  const { height = 280 } = props;
  return (
    <Suspense fallback={<div data-chart-pending="" style={{ height, width: '100%' }} />}>
      <Chart {...props} />
    </Suspense>
  );
}
