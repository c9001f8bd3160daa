import { Alert, Button, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { useI18n } from '../i18n/useI18n';
import { describeError } from './describeError';

export interface ErrorStateProps {
  error: unknown;
  /** Shown when the error is worth retrying. */
  onRetry?: () => void;
  /** Title above the message, e.g. what could not be loaded. */
  title?: string;
  retrying?: boolean;
}

/**
 * The one way a failed load or action is shown: a specific message where it happened, the
 * service's own words and request id for support, and the way forward (retry or Settings).
 */
export function ErrorState({ error, onRetry, title, retrying }: ErrorStateProps) {
  const { t } = useI18n();
  const described = describeError(error, t);
  const action = described.needsCredentials ? (
    <Link to="/settings">
      <Button type="primary">{t('auth.goToSettings')}</Button>
    </Link>
  ) : onRetry ? (
    <Button onClick={onRetry} loading={retrying}>
      {t('error.retry')}
    </Button>
  ) : null;

  return (
    <Alert
      type={described.needsCredentials ? 'warning' : 'error'}
      showIcon
      role="alert"
      title={title ?? (described.needsCredentials ? t('auth.title') : described.message)}
      description={
        <Space orientation="vertical" size={4}>
          {(title || described.needsCredentials) && <span>{described.message}</span>}
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
