import { act, renderHook } from '@testing-library/react';
import type { PlaylistEntry } from '../../../../api/playlists/model';
import { positionKey } from '../../playlists/model/sequence';
import { PREFETCH_LEAD_MS, usePlaylistPlayer } from './usePlaylistPlayer';

const entries: PlaylistEntry[] = [
  { screenId: '1001', seconds: 20 },
  { screenId: '1002', seconds: 30 },
  { screenId: '1003', seconds: 10 },
];
const KEY = positionKey('pl-unitTest0001');

function play(isSaved: (id: string) => boolean = () => true) {
  const prefetch = vi.fn<(screenId: string) => void>();
  const hook = renderHook(
    ({ saved }) =>
      usePlaylistPlayer({ entries, storageKey: KEY, isSaved: saved, ready: true, prefetch }),
    { initialProps: { saved: isSaved } },
  );
  const index = () => hook.result.current.state?.index;
  const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
  return { hook, prefetch, index, advance };
}

beforeEach(() => {
  sessionStorage.clear();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => vi.useRealTimers());

describe('a playlist on the wall', () => {
  it('shows each screen for its seconds, asking for the next one before it shows', () => {
    const { index, advance, prefetch } = play();
    expect(index()).toBe(0);
    advance(20_000 - PREFETCH_LEAD_MS - 1);
    expect(prefetch).not.toHaveBeenCalled();
    advance(1);
    expect(prefetch).toHaveBeenCalledWith('1002');
    expect(index()).toBe(0);
    advance(PREFETCH_LEAD_MS);
    expect(index()).toBe(1);
    advance(30_000);
    expect(index()).toBe(2);
    expect(prefetch).toHaveBeenLastCalledWith('1003');
    advance(10_000);
    expect(index()).toBe(0);
  });

  it('pauses with the time it had left, and goes back and forth by hand', () => {
    const { hook, index, advance } = play();
    advance(15_000);
    act(() => hook.result.current.toggle());
    expect(hook.result.current.state?.paused).toBe(true);
    advance(120_000);
    expect(index()).toBe(0);
    act(() => hook.result.current.toggle());
    advance(4_999);
    expect(index()).toBe(0);
    advance(1);
    expect(index()).toBe(1);
    act(() => hook.result.current.previous());
    expect(index()).toBe(0);
    act(() => hook.result.current.previous());
    expect(index()).toBe(2);
    act(() => hook.result.current.next());
    expect(index()).toBe(0);
  });

  it('skips a screen that is no longer saved and says which', () => {
    const { hook, index, advance, prefetch } = play((id) => id !== '1002');
    advance(20_000);
    expect(index()).toBe(2);
    expect(hook.result.current.state?.skipped).toEqual([1]);
    expect(prefetch).toHaveBeenCalledWith('1003');
    expect(prefetch).not.toHaveBeenCalledWith('1002');
  });

  it('comes back after a reload on the same screen, still paused', () => {
    const first = play();
    act(() => first.hook.result.current.next());
    act(() => first.hook.result.current.toggle());
    first.hook.unmount();
    expect(JSON.parse(sessionStorage.getItem(KEY) ?? 'null')).toEqual({ index: 1, paused: true });

    const again = play();
    expect(again.index()).toBe(1);
    expect(again.hook.result.current.state?.paused).toBe(true);
    again.advance(60_000);
    expect(again.index()).toBe(1);
  });

  it('says when no screen of it is saved any more', () => {
    const { hook } = play(() => false);
    expect(hook.result.current.empty).toBe(true);
  });
});
