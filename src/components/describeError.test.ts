import { ApiError, type ApiErrorInit } from '../api/errors';
import { en } from '../i18n/en';
import { formatMessage } from '../i18n/formatMessage';
import { describeError } from './describeError';

const t = (key: keyof typeof en, params?: Record<string, string | number>) =>
  formatMessage(en[key], params, 'en');
const make = (init: Partial<ApiErrorInit>) =>
  new ApiError({
    service: 'agent',
    operation: 'ListWebhooks',
    kind: 'http',
    message: 'server words',
    ...init,
  });

describe('describeError', () => {
  it.each([
    [{ status: 400 }, 'The request was rejected as invalid.', false],
    [{ status: 404 }, 'It does not exist (any more).', false],
    [{ status: 409 }, 'It was changed by someone else. Reload and try again.', true],
    [{ status: 409, code: 'AlreadyExists' }, 'Something with that name already exists.', false],
    [{ status: 405 }, 'This is not allowed in its current state.', false],
    [{ status: 500 }, 'The service failed (500). Try again in a moment.', true],
    [
      { status: 429, retryAfterMs: 2_000 },
      'The service is receiving too many requests (429). Try again in a moment.',
      true,
    ],
    [{ kind: 'timeout' as const }, 'The service did not answer in time.', true],
    [{ kind: 'offline' as const }, 'You are offline. Reconnect and retry.', true],
    [{ kind: 'network' as const }, 'The service could not be reached.', true],
  ])('%o → %s (retryable: %s)', (init, message, retryable) => {
    const described = describeError(make(init), t);
    expect(described.message).toBe(message);
    expect(described.retryable).toBe(retryable);
    expect(described.needsCredentials).toBe(false);
  });

  it('sends a missing or refused agent key to Settings, without Retry', () => {
    for (const init of [{ status: 401 }, { kind: 'unauthenticated' as const }]) {
      const described = describeError(make(init), t);
      expect(described).toMatchObject({ needsCredentials: true, retryable: false });
    }
  });

  it.each([
    ['screen', 'DescribeScreenAlarmEventList', 403],
    ['lake', 'ListCatalogs', 401],
    ['lake', 'ListCatalogs', 403],
    ['agent', 'DisableWebhook', 403],
  ] as const)(
    'a %s %s %i is missing permission for that operation, never an agent key',
    (service, operation, status) => {
      const described = describeError(make({ service, operation, status }), t);
      expect(described).toMatchObject({
        message: `You do not have permission for ${operation}.`,
        needsCredentials: false,
        forbidden: true,
        retryable: false,
      });
      expect(described.message).not.toMatch(/key/i);
    },
  );

  it('names the field of malformed data, keeps the service words, and allows a retry', () => {
    const described = describeError(make({ kind: 'invalid-response', fieldPath: 'data[2].id' }), t);
    expect(described.message).toContain('data[2].id');
    expect(described.detail).toBe('server words');
    expect(described.retryable).toBe(true);
  });

  it('describes non-API errors too', () => {
    expect(describeError(new Error('boom'), t).message).toBe('Unexpected error: boom');
  });
});
