import { isApiError, type ApiError } from '../api/errors';
import { FORBIDDEN_ROLE, isSignInRequired } from '../api/session/model';
import type { Translate } from '../i18n/I18nProvider';

interface ErrorDescription {
  /** What happened, in the user's language. */
  message: string;
  /** The service's own words, when it said something more specific. */
  detail?: string | undefined;
  requestId?: string | undefined;
  operation?: string | undefined;
  /** The agent API key is missing or refused: the way forward is Settings, not Retry. */
  needsCredentials: boolean;
  /** The sign-in (the gateway's session) has ended: the way forward is signing in again. */
  needsSignIn: boolean;
  /** The caller lacks permission for this operation; nothing in this console changes that. */
  forbidden: boolean;
  /** Trying again may succeed (no answer, 5xx, timeout, conflict, malformed data). */
  retryable: boolean;
}

/**
 * Credentials are per service: only the agent service takes a key the user sets in Settings. The
 * screen's 403 `NoPermission` and the lake's 401/403 mean the signed-in caller lacks permission
 * for that operation, which no key in this console fixes.
 */
function authOutcome(error: ApiError): 'sign-in' | 'credentials' | 'forbidden' | null {
  if (isSignInRequired(error)) return 'sign-in';
  if (error.service === 'agent' && (error.kind === 'unauthenticated' || error.status === 401)) {
    return 'credentials';
  }
  return error.isAuth ? 'forbidden' : null;
}

/**
 * A 409 on a create (the lake's `AlreadyExists`) is not a concurrent edit: retrying cannot help,
 * the name has to change.
 */
function isAlreadyExists(error: ApiError): boolean {
  return error.status === 409 && /exist/i.test(error.code ?? '');
}

export function describeError(error: unknown, t: Translate): ErrorDescription {
  if (!isApiError(error)) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      message: t('error.unknown', { message }),
      needsCredentials: false,
      needsSignIn: false,
      forbidden: false,
      retryable: true,
    };
  }
  const auth = authOutcome(error);
  const base = {
    requestId: error.requestId,
    operation: error.operation,
    needsCredentials: auth === 'credentials',
    needsSignIn: auth === 'sign-in',
    forbidden: auth === 'forbidden',
    retryable:
      error.isTransient ||
      error.kind === 'invalid-response' ||
      (error.status === 409 && !isAlreadyExists(error)),
  };
  if (auth === 'sign-in') return { ...base, retryable: false, message: t('error.signInEnded') };
  if (auth === 'forbidden') {
    return {
      ...base,
      message: t(error.code === FORBIDDEN_ROLE ? 'error.forbiddenRole' : 'error.forbidden', {
        operation: error.operation,
      }),
      detail: error.message,
    };
  }
  switch (error.kind) {
    case 'offline':
      return { ...base, message: t('error.offline') };
    case 'network':
      return { ...base, message: t('error.network'), detail: error.message };
    case 'timeout':
      return { ...base, message: t('error.timeout') };
    case 'invalid-response':
      return {
        ...base,
        message: t('error.invalidResponse', { field: error.fieldPath ?? '(root)' }),
        detail: error.message,
      };
    case 'unauthenticated':
      return { ...base, message: t('error.unauthenticated') };
    case 'invalid-request':
      return {
        ...base,
        message: t('error.invalidRequest', { field: error.fieldPath ?? '(root)' }),
        detail: error.message,
      };
    case 'http': {
      const status = error.status ?? 0;
      const message =
        status === 409 && isAlreadyExists(error)
          ? t('error.http.409exists')
          : status === 400 ||
              status === 401 ||
              status === 404 ||
              status === 405 ||
              status === 409 ||
              status === 429
            ? t(`error.http.${status}`)
            : status >= 500
              ? t('error.http.5xx', { status })
              : t('error.http.other', { status });
      return { ...base, message, detail: error.message };
    }
  }
}
