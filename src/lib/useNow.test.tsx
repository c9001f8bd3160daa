import { act, renderHook } from '@testing-library/react';
import { useNow } from './useNow';

describe('useNow', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.parse('2026-11-21T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ticks once a minute for every reader, on one interval', () => {
    const first = renderHook(() => useNow());
    const second = renderHook(() => useNow());
    expect(vi.getTimerCount()).toBe(1);
    expect(second.result.current).toBe(first.result.current);

    act(() => vi.advanceTimersByTime(30_000));
    // A stable snapshot between ticks.
    expect(first.result.current).toBe(Date.now() - 30_000);

    act(() => vi.advanceTimersByTime(30_000));
    expect(first.result.current).toBe(Date.now());
    expect(second.result.current).toBe(Date.now());

    first.unmount();
    second.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reads the current time at once when the clock restarts after everyone left', () => {
    const early = renderHook(() => useNow());
    act(() => vi.advanceTimersByTime(60_000));
    expect(early.result.current).toBe(Date.now());
    early.unmount();

    act(() => vi.advanceTimersByTime(5 * 60_000));

    const late = renderHook(() => useNow());
    expect(late.result.current).toBe(Date.now());
    expect(vi.getTimerCount()).toBe(1);
    late.unmount();
  });
});
