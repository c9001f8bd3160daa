import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from 'antd';
import { ResultState } from '../components/ResultState';
import { useI18n } from '../i18n/useI18n';
import { ErrorState } from '../components/ErrorState';
import { isApiError } from '../api/errors';
import { NotFoundPage } from './NotFoundPage';

function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
      error.message,
    )
  );
}

/** Error element of every route: the shell stays, the page area explains what failed. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useI18n();

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (isApiError(error))
    return <ErrorState error={error} onRetry={() => window.location.reload()} />;

  const message = isChunkLoadError(error)
    ? t('error.chunk')
    : isRouteErrorResponse(error)
      ? `${error.status} ${error.statusText}`
      : error instanceof Error
        ? error.message
        : String(error);

  return (
    <ResultState
      title={t('error.route.title')}
      body={message}
      actions={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('error.boundary.reload')}
        </Button>
      }
    />
  );
}
