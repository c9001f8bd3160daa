import { Alert, Button, Space, Typography } from 'antd';
import { useI18n } from '../i18n/useI18n';
import { ButtonLink } from './ButtonLink';
import { describeError } from './describeError';
import { SignInAgainLink } from './SignInAgainLink';

export interface ErrorStateProps {
  error: unknown;
  /** Offered only when the error is worth retrying. */
  onRetry?: () => void;
  /** Title above the message, e.g. what could not be loaded. */
  title?: string | undefined;
  retrying?: boolean;
}

/**
 * The one way a failed load or action is shown: a specific message where it happened, the
 * service's own words and request id for support, and the way forward that can help: Retry for
 * transient failures, Settings for a missing or refused agent key, nothing for a 400/403/404.
 */
export function ErrorState({ error, onRetry, title, retrying }: ErrorStateProps) {
  const { t } = useI18n();
  const described = describeError(error, t);
  const action = described.needsSignIn ? (
    <SignInAgainLink />
  ) : described.needsCredentials ? (
    <ButtonLink to="/settings" variant="primary">
      {t('auth.goToSettings')}
    </ButtonLink>
  ) : onRetry && described.retryable ? (
    <Button onClick={onRetry} loading={retrying}>
      {t('error.retry')}
    </Button>
  ) : null;
  const heading =
    title ??
    (described.needsSignIn
      ? t('error.signInEndedTitle')
      : described.needsCredentials
        ? t('auth.title')
        : described.forbidden
          ? t('error.forbiddenTitle')
          : described.message);

  return (
    <Alert
      type={
        described.needsCredentials || described.needsSignIn || described.forbidden
          ? 'warning'
          : 'error'
      }
      showIcon
      role="alert"
      title={heading}
      description={
        <Space orientation="vertical" size={4}>
          {heading !== described.message && <span>{described.message}</span>}
          {described.detail && described.detail !== described.message && (
            <Typography.Text type="secondary">{described.detail}</Typography.Text>
          )}
          {described.operation && (
            <Typography.Text type="secondary">
              {t('error.operation', { operation: described.operation })}
            </Typography.Text>
          )}
          {described.requestId && (
            <Typography.Text type="secondary" copyable={{ text: described.requestId }}>
              {t('error.requestId', { id: described.requestId })}
            </Typography.Text>
          )}
        </Space>
      }
      action={action}
    />
  );
}
