// @vitest-environment jsdom
import {
  getAgentApiKey,
  isAgentKeyHeldByGateway,
  setAgentApiKey,
  setAgentKeyHeldByGateway,
  subscribeAgentApiKey,
} from './credentials';

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

describe('who holds the key', () => {
  afterEach(() => setAgentKeyHeldByGateway(false));

  it('tells its listeners when the gateway starts or stops holding it, and not otherwise', () => {
    const heard = vi.fn();
    const stop = subscribeAgentApiKey(heard);
    // A session read that changes nothing (every re-read in the demo) is not news.
    setAgentKeyHeldByGateway(false);
    expect(heard).not.toHaveBeenCalled();

    setAgentKeyHeldByGateway(true);
    expect(isAgentKeyHeldByGateway()).toBe(true);
    expect(heard).toHaveBeenCalledTimes(1);
    setAgentKeyHeldByGateway(true);
    expect(heard).toHaveBeenCalledTimes(1);

    setAgentKeyHeldByGateway(false);
    expect(heard).toHaveBeenCalledTimes(2);
    stop();
  });
});
