/**
 * What component tests draw in place of components/Chart, which echarts cannot draw in jsdom:
 * every import of Chart resolves here in the jsdom projects (vitest.config.ts `chartStub`), but in
 * Chart's own test.
 *
 * A group named by the chart's label (as the real Chart is) with its text equivalent, exposing the option (JSON), the
 * theme object, pixel ratio and height it was given. Memoized like the real Chart, and it counts
 * its renders per label, so a test can prove a chart is not drawn again needlessly. Kept free of
 * app imports so the mock factory can load it at any time.
 */
import { memo } from 'react';

interface ChartStubProps {
  label: string;
  description?: string;
  option?: unknown;
  theme?: object;
  pixelRatio?: number;
  height?: number | string;
}

const renders = new Map<string, number>();

/** How often the chart named `label` has rendered (all charts when no label is given). */
export function chartRenders(label?: string): number {
  if (label !== undefined) return renders.get(label) ?? 0;
  let total = 0;
  for (const count of renders.values()) total += count;
  return total;
}

export function resetChartRenders(): void {
  renders.clear();
}

export const Chart = memo(function ChartStub({
  label,
  description,
  option,
  theme,
  pixelRatio,
  height,
}: ChartStubProps) {
  renders.set(label, (renders.get(label) ?? 0) + 1);
  return (
    <div
      role="group"
      aria-label={label}
      data-option={JSON.stringify(option ?? null)}
      data-theme={JSON.stringify(theme ?? null)}
      data-pixel-ratio={pixelRatio ?? ''}
      data-height={String(height)}
    >
      {description}
    </div>
  );
});

export default Chart;
