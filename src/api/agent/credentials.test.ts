// @vitest-environment jsdom
import { getAgentApiKey, setAgentApiKey, subscribeAgentApiKey } from './credentials';

const KEY = 'parapet.agent.apiKey';
const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

afterEach(() => {
  vi.restoreAllMocks();
  setAgentApiKey(null);
});

describe('the agent key when storage refuses it', () => {
  it('serves the key just set, reports that it was not stored, and leaves no older key behind', () => {
    expect(setAgentApiKey('old-key')).toEqual({ ok: true });
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw quotaError();
    });
    const heard = vi.fn();
    const stop = subscribeAgentApiKey(heard);

    expect(setAgentApiKey('new-key')).toEqual({ ok: false, reason: 'quota' });
    // Getter and setter agree: the key in use is the one the user just gave.
    expect(getAgentApiKey()).toBe('new-key');
    expect(heard).toHaveBeenCalledTimes(1);
    // A reload must not bring back the old key.
    expect(sessionStorage.getItem(KEY)).toBeNull();

    setItem.mockRestore();
    expect(setAgentApiKey('third-key')).toEqual({ ok: true });
    expect(getAgentApiKey()).toBe('third-key');
    expect(sessionStorage.getItem(KEY)).toBe('third-key');
    stop();
  });

  it('clears the key in use even when storage cannot be reached', () => {
    setAgentApiKey('a-key');
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(setAgentApiKey(null)).toEqual({ ok: false, reason: 'unavailable' });
    expect(getAgentApiKey()).toBeNull();
  });
});
