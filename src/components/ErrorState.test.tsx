import { screen } from '@testing-library/react';
import { render } from '../../test/render';
import { MemoryRouter } from 'react-router';
import { ApiError, type ApiErrorInit } from '../api/errors';
import { I18nProvider } from '../i18n/I18nProvider';
import { ErrorState } from './ErrorState';

function show(init: Partial<ApiErrorInit>) {
  const error = new ApiError({
    service: 'agent',
    operation: 'ListWebhooks',
    kind: 'http',
    message: 'server words',
    ...init,
  });
  return render(
    <MemoryRouter>
      <I18nProvider initialLocale="en">
        <ErrorState error={error} onRetry={() => undefined} />
      </I18nProvider>
    </MemoryRouter>,
  );
}

describe('ErrorState', () => {
  it('offers Retry for a 5xx', () => {
    show({ status: 503 });
    expect(screen.getByRole('alert')).toHaveTextContent('The service failed (503)');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it.each([400, 404])('offers no Retry for a %i, which retrying cannot fix', (status) => {
    show({ status });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('leads an agent 401 to Settings with a link, not a button inside a link', () => {
    const { container } = show({ status: 401 });
    expect(screen.getByRole('link', { name: 'Open Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
    expect(container.querySelector('a button, button a')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('tells a screen NoPermission apart from a credential problem', () => {
    show({
      service: 'screen',
      operation: 'DescribeScreenAttackAnalysisData',
      status: 403,
      code: 'NoPermission',
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('No permission');
    expect(alert).toHaveTextContent(
      'You do not have permission for DescribeScreenAttackAnalysisData.',
    );
    expect(alert).not.toHaveTextContent(/API key/);
    expect(screen.queryByRole('link', { name: 'Open Settings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
