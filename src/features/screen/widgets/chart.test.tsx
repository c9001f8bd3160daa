import { useImperativeHandle, type Ref } from 'react';
import { act, screen } from '@testing-library/react';
import { render } from '../../../../test/render';
import { Chart } from '../../../components/Chart';
import { screenDark, screenLight } from './chartThemes';

// echarts cannot draw in jsdom: capture what the wrapper hands to echarts-for-react.
const calls = vi.hoisted(() => [] as Record<string, unknown>[]);
const resize = vi.hoisted(() => vi.fn());
vi.mock('echarts-for-react/esm/core', () => ({
  default: function FakeEcharts({
    ref,
    ...props
  }: Record<string, unknown> & { ref?: Ref<unknown> }) {
    calls.push(props);
    // The one instance the wrapper resizes.
    useImperativeHandle(ref, () => ({ getEchartsInstance: () => ({ resize }) }));
    return <div data-testid="echarts" />;
  },
}));

beforeEach(() => {
  calls.length = 0;
});

const option = { series: [] };

describe('Chart', () => {
  it('passes the theme object, the pixel ratio and a filling height to echarts', () => {
    render(
      <div style={{ height: 200 }}>
        <Chart
          option={option}
          label="Attacks"
          description="SSH 3"
          theme={screenDark}
          pixelRatio={2.5}
          height="100%"
        />
      </div>,
    );
    const props = calls.at(-1)!;
    expect(props.theme).toBe(screenDark);
    expect(props.opts).toEqual({ renderer: 'canvas', devicePixelRatio: 2.5 });
    expect(props.style).toEqual({ height: '100%', width: '100%' });
    // Resizing is the wrapper's own observer (see the resize test), not the library's sensor.
    expect(props.autoResize).toBe(false);
    const figure = screen.getByRole('group', { name: 'Attacks' });
    expect(figure).toHaveStyle({ height: '100%' });
    expect(figure).toHaveTextContent('SSH 3');
  });

  it('resizes the same echarts instance whenever its box changes, and stops on unmount', () => {
    const observers: { callback: ResizeObserverCallback; disconnected: boolean }[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        entry: { callback: ResizeObserverCallback; disconnected: boolean };
        constructor(callback: ResizeObserverCallback) {
          this.entry = { callback, disconnected: false };
          observers.push(this.entry);
        }
        observe() {}
        disconnect() {
          this.entry.disconnected = true;
        }
      },
    );
    resize.mockClear();
    const { unmount } = render(<Chart option={option} label="A" height="100%" />);
    expect(observers).toHaveLength(1);
    act(() => observers[0]!.callback([], {} as ResizeObserver));
    act(() => observers[0]!.callback([], {} as ResizeObserver));
    expect(resize).toHaveBeenCalledTimes(2);
    expect(calls).toHaveLength(1);
    unmount();
    expect(observers[0]!.disconnected).toBe(true);
    vi.unstubAllGlobals();
  });

  it('keeps existing callers working: a pixel height, no theme, no pixel ratio', () => {
    render(<Chart option={option} label="Deliveries" />);
    const props = calls.at(-1)!;
    expect(props.theme).toBeUndefined();
    expect(props.opts).toEqual({ renderer: 'canvas' });
    expect(props.style).toEqual({ height: 280, width: '100%' });
  });

  it('is memoized: the same props do not render echarts again, a new option does', () => {
    const { rerender } = render(<Chart option={option} label="A" theme={screenLight} />);
    expect(calls).toHaveLength(1);
    rerender(<Chart option={option} label="A" theme={screenLight} />);
    expect(calls).toHaveLength(1);
    rerender(<Chart option={{ series: [] }} label="A" theme={screenLight} />);
    expect(calls).toHaveLength(2);
  });
});
