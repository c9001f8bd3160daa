import { act, screen } from '@testing-library/react';
import { render } from '../../test/render';
import { Chart } from './Chart';

/**
 * echarts cannot draw in jsdom, so echarts/core is a fake that keeps what matters here the way
 * zrender does: a width or height given at init (or in a resize) wins over the element's size,
 * 'auto' or nothing means the element's size. echarts-for-react itself is the real one.
 */
const fake = vi.hoisted(() => {
  type Size = number | 'auto' | undefined;
  class FakeInstance {
    disposed = false;
    options: unknown[] = [];
    constructor(
      readonly dom: HTMLElement,
      readonly theme: unknown,
      readonly opts: { width?: Size; height?: Size; [key: string]: unknown },
    ) {}
    private size(fixed: Size, measured: number) {
      return fixed !== undefined && fixed !== 'auto' ? fixed : measured;
    }
    width = 0;
    height = 0;
    draw() {
      this.width = this.size(this.opts.width, this.dom.clientWidth);
      this.height = this.size(this.opts.height, this.dom.clientHeight);
    }
    getWidth = () => this.width;
    getHeight = () => this.height;
    getDom = () => this.dom;
    isDisposed = () => this.disposed;
    resize = vi.fn((size?: { width?: Size; height?: Size }) => {
      if (size?.width !== undefined) this.opts.width = size.width;
      if (size?.height !== undefined) this.opts.height = size.height;
      this.draw();
    });
    // echarts reports 'finished' once it has drawn; echarts-for-react waited for it.
    on = (event: string, handler: () => void) => {
      if (event === 'finished') queueMicrotask(handler);
    };
    off = () => {};
    setOption = (option: unknown) => this.options.push(option);
    showLoading = () => {};
    hideLoading = () => {};
  }
  const byDom = new Map<HTMLElement, FakeInstance>();
  const instances: FakeInstance[] = [];
  return {
    instances,
    module: {
      use: () => {},
      init: (dom: HTMLElement, theme: unknown, opts: FakeInstance['opts'] = {}) => {
        const instance = new FakeInstance(dom, theme, { ...opts });
        instance.draw();
        byDom.set(dom, instance);
        instances.push(instance);
        return instance;
      },
      getInstanceByDom: (dom: HTMLElement) => byDom.get(dom),
      dispose: (dom: HTMLElement) => {
        const instance = byDom.get(dom);
        if (instance) instance.disposed = true;
        byDom.delete(dom);
      },
    },
  };
});
vi.mock('echarts/core', () => fake.module);

/** The observers charts create, so a test can report a size change. */
const observers: { callback: ResizeObserverCallback; disconnected: boolean }[] = [];
class FakeResizeObserver {
  entry: { callback: ResizeObserverCallback; disconnected: boolean };
  constructor(callback: ResizeObserverCallback) {
    this.entry = { callback, disconnected: false };
    observers.push(this.entry);
  }
  observe() {}
  disconnect() {
    this.entry.disconnected = true;
  }
}

/** Sets the laid-out size jsdom does not compute, on the element echarts draws into. */
function layOut(element: HTMLElement, width: number, height: number) {
  Object.defineProperty(element, 'clientWidth', { configurable: true, get: () => width });
  Object.defineProperty(element, 'clientHeight', { configurable: true, get: () => height });
}

const chartElement = (name: string) =>
  screen.getByRole('group', { name }).firstElementChild as HTMLElement;

/** Lets echarts-for-react finish its asynchronous start. */
// A chart starts on its turn (chartTurns.ts): at once on a quiet page, else a frame after the
// chart before it (the test before, say); a frame and a task later every turn has come.
const settle = () =>
  act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));

const option = { series: [] };
const light = { color: ['#111'] };
const dark = { color: ['#eee'] };

beforeEach(() => {
  fake.instances.length = 0;
  observers.length = 0;
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
});
afterEach(() => vi.unstubAllGlobals());

describe('Chart', () => {
  it('creates one echarts instance, sized by its element, with the theme and pixel ratio', async () => {
    render(
      <div style={{ height: 200 }}>
        <Chart
          option={option}
          label="Attacks"
          description="SSH 3"
          theme={dark}
          pixelRatio={2.5}
          height="100%"
        />
      </div>,
    );
    await settle();
    expect(fake.instances).toHaveLength(1);
    const [instance] = fake.instances;
    expect(instance!.theme).toBe(dark);
    expect(instance!.opts).toEqual({
      renderer: 'canvas',
      devicePixelRatio: 2.5,
      width: 'auto',
      height: 'auto',
    });
    expect(instance!.options).toEqual([option]);
    const figure = screen.getByRole('group', { name: 'Attacks' });
    expect(figure).toHaveStyle({ height: '100%' });
    expect(chartElement('Attacks')).toHaveStyle({ height: '100%', width: '100%' });
    expect(figure).toHaveTextContent('SSH 3');
  });

  it('follows every change of its container’s width and height, on the same instance', async () => {
    render(<Chart option={option} label="Trend" height="100%" />);
    await settle();
    const element = chartElement('Trend');
    const [instance] = fake.instances;
    expect(observers).toHaveLength(1);
    const report = () => act(() => observers[0]!.callback([], {} as ResizeObserver));

    layOut(element, 369, 200);
    report();
    expect([instance!.getWidth(), instance!.getHeight()]).toEqual([369, 200]);
    // A narrower window: the width is the element's, not the one the chart started with.
    layOut(element, 209, 180);
    report();
    expect([instance!.getWidth(), instance!.getHeight()]).toEqual([209, 180]);
    expect(fake.instances).toHaveLength(1);
  });

  it('does not redraw when the observer reports the size it already has, and stops on unmount', async () => {
    const { unmount } = render(<Chart option={option} label="A" height="100%" />);
    await settle();
    const [instance] = fake.instances;
    act(() => observers[0]!.callback([], {} as ResizeObserver));
    expect(instance!.resize).not.toHaveBeenCalled();
    unmount();
    expect(observers[0]!.disconnected).toBe(true);
    expect(instance!.isDisposed()).toBe(true);
  });

  it('keeps existing callers working: a pixel height, no theme, no pixel ratio', async () => {
    render(<Chart option={option} label="Deliveries" />);
    await settle();
    expect(fake.instances[0]!.theme).toBeUndefined();
    expect(fake.instances[0]!.opts).toEqual({ renderer: 'canvas', width: 'auto', height: 'auto' });
    expect(chartElement('Deliveries')).toHaveStyle({ height: '280px', width: '100%' });
  });

  it('re-creates the instance only for a new theme, once', async () => {
    const { rerender } = render(<Chart option={option} label="A" theme={light} />);
    await settle();
    rerender(<Chart option={option} label="A" theme={dark} />);
    await settle();
    expect(fake.instances.map((instance) => [instance.theme, instance.isDisposed()])).toEqual([
      [light, true],
      [dark, false],
    ]);
  });

  it('is memoized: the same props do not render again, a new option does', async () => {
    const counters = { chartRenders: 0 };
    (globalThis as { __parapetBench?: typeof counters }).__parapetBench = counters;
    try {
      const { rerender } = render(<Chart option={option} label="A" theme={light} />);
      await settle();
      // Mounted and started (its turn): what a new option must add one render to.
      const started = counters.chartRenders;
      rerender(<Chart option={option} label="A" theme={light} />);
      expect(counters.chartRenders).toBe(started);
      const next = { series: [{ type: 'line' as const }] };
      rerender(<Chart option={next} label="A" theme={light} />);
      await settle();
      expect(counters.chartRenders).toBe(started + 1);
      expect(fake.instances[0]!.options.at(-1)).toBe(next);
    } finally {
      delete (globalThis as { __parapetBench?: unknown }).__parapetBench;
    }
  });

  it('draws without animation for a person who asked for reduced motion, from the next change', async () => {
    const listeners = new Set<() => void>();
    const media = { matches: false };
    vi.stubGlobal('matchMedia', (query: string) => ({
      get matches() {
        return query === '(prefers-reduced-motion: reduce)' && media.matches;
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    }));
    render(<Chart option={option} label="A" />);
    await settle();
    expect(fake.instances[0]!.options).toEqual([option]);

    media.matches = true;
    act(() => listeners.forEach((listener) => listener()));
    await settle();
    expect(fake.instances[0]!.options.at(-1)).toEqual({ ...option, animation: false });
  });
});
