import { render, screen } from '@testing-library/react';
import { Chart } from '../../../components/Chart';
import { screenDark, screenLight } from './chartThemes';

// echarts cannot draw in jsdom: capture what the wrapper hands to echarts-for-react.
const calls = vi.hoisted(() => [] as Record<string, unknown>[]);
vi.mock('echarts-for-react/esm/core', () => ({
  default: (props: Record<string, unknown>) => {
    calls.push(props);
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
    expect(props.autoResize).toBe(true);
    const figure = screen.getByRole('group', { name: 'Attacks' });
    expect(figure).toHaveStyle({ height: '100%' });
    expect(figure).toHaveTextContent('SSH 3');
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
