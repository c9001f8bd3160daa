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

describe('useNow at two resolutions: one clock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.parse('2026-11-21T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('runs one interval, by the second only while a second reader is there', () => {
    let minuteRenders = 0;
    const minute = renderHook(() => {
      minuteRenders += 1;
      return useNow();
    });
    const second = renderHook(() => useNow('second'));
    expect(vi.getTimerCount()).toBe(1);
    const rendersBefore = minuteRenders;

    act(() => vi.advanceTimersByTime(3_000));
    expect(second.result.current).toBe(Date.now());
    // The second ticks do not move (or re-render) the minute readers.
    expect(minuteRenders).toBe(rendersBefore);
    expect(minute.result.current).toBe(Date.now() - 3_000);

    act(() => vi.advanceTimersByTime(57_000));
    expect(minute.result.current).toBe(Date.now());
    expect(second.result.current).toBe(Date.now());

    // Back to a tick a minute when the countdown is gone; none when nobody reads.
    second.unmount();
    expect(vi.getTimerCount()).toBe(1);
    act(() => vi.advanceTimersByTime(1_000));
    expect(minute.result.current).toBe(Date.now() - 1_000);
    act(() => vi.advanceTimersByTime(59_000));
    expect(minute.result.current).toBe(Date.now());
    minute.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops a reader that is not active', () => {
    const { result, rerender } = renderHook(({ active }) => useNow('second', active), {
      initialProps: { active: false },
    });
    expect(vi.getTimerCount()).toBe(0);
    rerender({ active: true });
    expect(vi.getTimerCount()).toBe(1);
    act(() => vi.advanceTimersByTime(2_000));
    expect(result.current).toBe(Date.now());
  });
});
