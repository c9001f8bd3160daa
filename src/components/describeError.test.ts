import { ApiError } from '../api/errors';
import { en } from '../i18n/en';
import { interpolate } from '../i18n/I18nProvider';
import { describeError } from './describeError';

const t = (key: keyof typeof en, params?: Record<string, string | number>) =>
  interpolate(en[key], params);
const make = (init: Partial<ConstructorParameters<typeof ApiError>[0]>) =>
  new ApiError({
    service: 'agent',
    operation: 'ListWebhooks',
    kind: 'http',
    message: 'server words',
    ...init,
  });

describe('describeError', () => {
  it.each([
    [{ status: 401 }, 'The API key is missing or not accepted.', true],
    [{ status: 403 }, 'You do not have permission to do this.', false],
    [{ status: 404 }, 'It does not exist (any more).', false],
    [{ status: 409 }, 'It was changed by someone else. Reload and try again.', false],
    [{ status: 500 }, 'The service failed (500). Try again in a moment.', false],
    [{ kind: 'timeout' as const }, 'The service did not answer in time.', false],
    [{ kind: 'offline' as const }, 'You are offline. Reconnect and retry.', false],
    [{ kind: 'network' as const }, 'The service could not be reached.', false],
    [{ kind: 'unauthenticated' as const }, 'An agent API key is needed to load this.', true],
  ])('%o → %s', (init, message, needsCredentials) => {
    const described = describeError(make(init), t);
    expect(described.message).toBe(message);
    expect(described.needsCredentials).toBe(needsCredentials);
  });

  it('names the field of malformed data and keeps the service words as detail', () => {
    const described = describeError(make({ kind: 'invalid-response', fieldPath: 'data[2].id' }), t);
    expect(described.message).toContain('data[2].id');
    expect(described.detail).toBe('server words');
  });

  it('describes non-API errors too', () => {
    expect(describeError(new Error('boom'), t).message).toBe('Unexpected error: boom');
  });
});
