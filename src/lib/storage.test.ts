// @vitest-environment jsdom
import * as z from 'zod/mini';
import { getStorageFailure, localStore, sessionStore, subscribeStorageFailures } from './storage';

const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  // A later success on the same key settles a reported failure: start every test clean.
  localStore.remove('k');
  sessionStore.remove('k');
});

describe('guarded storage', () => {
  it('reads, writes, lists and removes, in the storage area it names', () => {
    expect(localStore.set('k', 'v')).toEqual({ ok: true });
    expect(localStorage.getItem('k')).toBe('v');
    expect(sessionStorage.getItem('k')).toBeNull();
    expect(localStore.get('k')).toBe('v');
    localStore.set('draft.1', 'a');
    localStore.set('other', 'b');
    expect(localStore.keys('draft.').sort()).toEqual(['draft.1']);
    expect(localStore.remove('k')).toBe(true);
    expect(localStore.get('k')).toBeNull();
  });

  it('never throws when storage is blocked: reads are empty, writes say it is unavailable', () => {
    vi.stubGlobal('sessionStorage', undefined);
    expect(sessionStore.get('k')).toBeNull();
    expect(sessionStore.set('k', 'v')).toEqual({ ok: false, reason: 'unavailable' });
    expect(sessionStore.remove('k')).toBe(false);
    expect(sessionStore.keys('')).toEqual([]);
    vi.unstubAllGlobals();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(sessionStore.get('k')).toBeNull();
  });

  it('reports a full quota to subscribers until a write of that key succeeds', () => {
    const heard = vi.fn();
    const stop = subscribeStorageFailures(heard);
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw quotaError();
    });
    expect(localStore.set('k', 'big')).toEqual({ ok: false, reason: 'quota' });
    expect(getStorageFailure()).toEqual({ area: 'localStorage', key: 'k', reason: 'quota' });
    expect(heard).toHaveBeenCalledTimes(1);
    // A full quota in old WebKit: code 22 with another name.
    setItem.mockImplementation(() => {
      throw Object.assign(new Error('full'), { code: 22 });
    });
    expect(sessionStore.set('k', 'x')).toEqual({ ok: false, reason: 'quota' });
    setItem.mockRestore();
    expect(sessionStore.set('k', 'x')).toEqual({ ok: true });
    expect(localStore.set('k', 'small')).toEqual({ ok: true });
    expect(getStorageFailure()).toBeNull();
    expect(heard).toHaveBeenCalledTimes(3);
    stop();
  });

  it('reads JSON through a schema and removes what does not read', () => {
    const schema = z.object({ title: z.string(), count: z.int() });
    expect(localStore.setJson('k', { title: 'A', count: 2 })).toEqual({ ok: true });
    expect(localStore.getJson('k', schema)).toEqual({ title: 'A', count: 2 });

    localStorage.setItem('k', JSON.stringify({ title: 'A', count: 'two' }));
    expect(localStore.getJson('k', schema)).toBeNull();
    expect(localStorage.getItem('k')).toBeNull();

    localStorage.setItem('k', '{not json');
    expect(localStore.getJson('k', schema)).toBeNull();
    expect(localStorage.getItem('k')).toBeNull();
    expect(localStore.getJson('missing', schema)).toBeNull();
  });
});
