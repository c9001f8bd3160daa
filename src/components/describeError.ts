import { isApiError } from '../api/errors';
import type { Translate } from '../i18n/I18nProvider';

export interface ErrorDescription {
  /** What happened, in the user's language. */
  message: string;
  /** The service's own words, when it said something more specific. */
  detail?: string | undefined;
  requestId?: string | undefined;
  operation?: string | undefined;
  /** The user must fix a credential; retrying will not help. */
  needsCredentials: boolean;
  retryable: boolean;
}

export function describeError(error: unknown, t: Translate): ErrorDescription {
  if (!isApiError(error)) {
    const message = error instanceof Error ? error.message : String(error);
    return { message: t('error.unknown', { message }), needsCredentials: false, retryable: true };
  }
  const base = {
    requestId: error.requestId,
    operation: error.operation,
    needsCredentials: error.isAuth && error.status !== 403,
    retryable: error.isTransient || error.kind === 'invalid-response',
  };
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
    case 'http': {
      const status = error.status ?? 0;
      const message =
        status === 400 || status === 401 || status === 403 || status === 404 || status === 409
          ? t(`error.http.${status}`)
          : status >= 500
            ? t('error.http.5xx', { status })
            : t('error.http.other', { status });
      return { ...base, message, detail: error.message };
    }
  }
}
