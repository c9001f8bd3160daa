import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { lakeQueries } from '../../../api/lake/queries';
import { server } from '../../../../test/msw';
import { preloadRoutes, renderApp } from '../../../../test/renderApp';
import { recordLakeRequestsOfEachTest } from '../testing/lakeRequests';
import { formatCountdown, maskValue, orderTokenKeys } from '../model/tokenValues';

preloadRoutes('/catalogs/sales_lake', '/catalogs/sales_lake/databases/sales/tables/orders');

const requests = recordLakeRequestsOfEachTest();

const tokenRequests = () => requests.filter((r) => r.url.pathname.endsWith('/token'));

/** The token tab of sales_lake, with the token fetched. */
async function openToken() {
  const user = userEvent.setup();
  const app = renderApp('/catalogs/sales_lake?tab=token');
  const get = await screen.findByRole('button', { name: 'Get token' });
  // Nothing is fetched until the user asks.
  expect(tokenRequests()).toHaveLength(0);
  await user.click(get);
  const values = await screen.findByRole('table', { name: 'Credential values' });
  return { user, values, ...app };
}

function valueOf(values: HTMLElement, rawKey: string) {
  return values.querySelector(`[data-token-value="${rawKey}"]`)!.textContent;
}

describe('token values', () => {
  it('masks secrets fully and other values but their last four characters', () => {
    expect(maskValue('fs.store.accessKeyId', 'STS.AKID1234WXYZ')).toBe('••••••••WXYZ');
    expect(maskValue('fs.store.accessKeySecret', 'secret-value-9876')).toBe('••••••••');
    expect(maskValue('fs.store.securityToken', 'abcdefgh')).toBe('••••••••');
    expect(maskValue('fs.store.bucket', 'abc')).toBe('••••••••');
  });

  it('orders known keys first and counts down in minutes or hours', () => {
    expect(orderTokenKeys(['z.custom', 'fs.store.bucket', 'fs.store.accessKeyId'])).toEqual([
      'fs.store.accessKeyId',
      'fs.store.bucket',
      'z.custom',
    ]);
    expect(formatCountdown(59 * 60_000 + 12_000)).toBe('59:12');
    expect(formatCountdown(3_600_000)).toBe('1:00:00');
    expect(formatCountdown(-5)).toBe('0:00');
  });
});

describe('TokenPanel', () => {
  it('shows every value masked, named, with a live expiry', async () => {
    const { values } = await openToken();
    expect(tokenRequests()).toHaveLength(1);
    const heads = [...values.querySelectorAll('th')].map((th) => th.textContent);
    expect(heads).toEqual([
      'Access key IDfs.store.accessKeyId',
      'Access key secretfs.store.accessKeySecret',
      'Security tokenfs.store.securityToken',
      'Endpointfs.store.endpoint',
      'Bucketfs.store.bucket',
    ]);
    expect(valueOf(values, 'fs.store.accessKeyId')).toMatch(/^••••••••\S{4}$/);
    expect(valueOf(values, 'fs.store.accessKeySecret')).toBe('••••••••');
    expect(valueOf(values, 'fs.store.securityToken')).toBe('••••••••');
    expect(screen.getByText(/^Expires in (59:5\d|1:00:00)$/)).toBeInTheDocument();
  });

  it('reveals one value at a time and copies without revealing', async () => {
    const { user, values } = await openToken();
    const reveal = within(values).getByRole('button', { name: 'Reveal Access key secret' });
    expect(reveal).toHaveAttribute('aria-pressed', 'false');
    await user.click(reveal);
    expect(reveal).toHaveAttribute('aria-pressed', 'true');
    const secret = valueOf(values, 'fs.store.accessKeySecret')!;
    expect(secret).not.toContain('•');
    expect(secret.length).toBeGreaterThan(8);
    expect(valueOf(values, 'fs.store.securityToken')).toBe('••••••••');
    await user.click(reveal);
    expect(valueOf(values, 'fs.store.accessKeySecret')).toBe('••••••••');
    expect(values.textContent).not.toContain(secret);

    const write = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(values).getByRole('button', { name: 'Copy Access key secret' }));
    expect(write).toHaveBeenCalledWith(secret);
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    expect(valueOf(values, 'fs.store.securityToken')).toBe('••••••••');

    write.mockRejectedValueOnce(new Error('denied'));
    await user.click(within(values).getByRole('button', { name: 'Copy Bucket' }));
    expect(
      await within(values).findByText(
        'Could not copy Bucket: the browser refused clipboard access. Reveal the value and copy it by hand.',
      ),
    ).toBeInTheDocument();
  });

  it('hides the values at expiry and offers a new token', async () => {
    server.use(
      http.get('*/lake/v1/catalogs/sales_lake/token', () =>
        HttpResponse.json({
          token: { 'fs.store.accessKeyId': 'STS.SHORTLIVED' },
          expiresAtMillis: Date.now() + 1500,
        }),
      ),
    );
    // The countdown runs on the clock: jump past the expiry instead of waiting for it.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const user = userEvent.setup();
    renderApp('/catalogs/sales_lake?tab=token');
    await user.click(await screen.findByRole('button', { name: 'Get token' }));
    expect(await screen.findByText(/^Expires in 0:0[01]$/)).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(
      await screen.findByText('This token has expired; its values are hidden.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Credential values' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Token expired — get a new one' })).toBeEnabled();
  });

  it('forgets the token when it leaves the screen, and never stores it', async () => {
    const { user, queryClient } = await openToken();
    const key = lakeQueries.catalogToken('sales_lake').queryKey;
    const token = queryClient.getQueryData(key)!.token;
    const secrets = Object.values(token).filter((value) => value.length > 8);
    expect(secrets.length).toBeGreaterThanOrEqual(3);
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    await waitFor(() =>
      expect(queryClient.getQueryCache().find({ queryKey: key })).toBeUndefined(),
    );
    const stored = JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage });
    for (const secret of secrets) {
      expect(stored).not.toContain(secret);
      expect(window.location.href).not.toContain(secret);
    }
  });

  it('explains a refused token (a storage-restricted catalog)', async () => {
    const user = userEvent.setup();
    renderApp('/catalogs/finance_archive?tab=token');
    expect(
      await screen.findByText(
        'This catalog is storage-restricted: the service may refuse access tokens for it.',
      ),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Get token' }));
    expect(
      await screen.findByText(
        'The service refused a token (403): the catalog may be storage-restricted, or you lack permission for this operation.',
      ),
    ).toBeInTheDocument();
  });
});
