// What the benches read from a Playwright page, shared by bench/screen.mjs and bench/editor.mjs.

/** Live echarts instances: echarts marks each container it draws in; dispose clears the mark. */
export const countCharts = (page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll('[_echarts_instance_]')].filter((el) =>
        el.getAttribute('_echarts_instance_'),
      ).length,
  );

/** Starts counting chart renders from zero (the app's Chart counts into `__parapetBench`). */
export const resetChartRenders = (page) =>
  page.evaluate(() => {
    globalThis.__parapetBench = { chartRenders: 0 };
  });

/** Chart renders since the last `resetChartRenders`. */
export const chartRenders = (page) => page.evaluate(() => globalThis.__parapetBench.chartRenders);
