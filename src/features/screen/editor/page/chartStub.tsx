// What the editor page's tests put in place of components/Chart (echarts cannot draw in jsdom):
// the chart's text equivalent. Kept apart from editorTestUtils, which imports the app and with it
// Chart, so the mock factory can load this module at any time.

export function Chart({ label, description }: { label: string; description?: string }) {
  return (
    <div role="group" aria-label={label}>
      {description}
    </div>
  );
}

export default Chart;
