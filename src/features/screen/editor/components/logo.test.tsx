import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { render } from '../../../../../test/render';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { axeViolations } from '../../../../../test/axe';
import { http, HttpResponse } from 'msw';
import { getScreenDb, server } from '../../../../../test/msw';
import { LOGO_MAX_BYTES } from '../../../../api/screen/upload';
import { I18nProvider, type Locale } from '../../../../i18n/I18nProvider';
import { LogoUploader } from './LogoUploader';

const ORIGIN = 'http://localhost:3000';
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function pngFile(length = 128, name = 'brand.png'): File {
  const bytes = new Uint8Array(length);
  bytes.set(PNG_SIGNATURE);
  return new File([bytes], name, { type: 'image/png' });
}

/** The seeded logo's `LogoUrl` (Host + '/' + Key), as a saved screen would hold it. */
function seededLogoUrl(): string {
  const key = [...getScreenDb().pictures.keys()][0];
  if (!key) throw new Error('the mock seeds a logo');
  return `${ORIGIN}/api/oss/${key}`;
}

/** The uploader under a parent that keeps the value, as the editor's form does. */
function Harness({ initial, onChange }: { initial: string; onChange: (url: string) => void }) {
  const [logoUrl, setLogoUrl] = useState(initial);
  return (
    <LogoUploader
      logoUrl={logoUrl}
      title="Ops wall"
      onChange={(next) => {
        onChange(next);
        setLogoUrl(next);
      }}
    />
  );
}

function renderUploader(initial = '', locale: Locale = 'en') {
  const onChange = vi.fn<(url: string) => void>();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider initialLocale={locale}>
        <Harness initial={initial} onChange={onChange} />
      </I18nProvider>
    </QueryClientProvider>,
  );
  // The picker's `accept` is only a hint: a drop or "All files" gets past it, so tests do too.
  const user = userEvent.setup({ applyAccept: false });
  return { ...utils, onChange, user };
}

const fileInput = () => screen.getByLabelText<HTMLInputElement>(/Choose a picture|Replace picture/);

/** Holds the storage's answer until `release()`, then lets the real mock handle the POST. */
function holdUploads() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.post('*/api/oss', async () => {
      await gate;
      return undefined;
    }),
  );
  return () => release();
}

/** Every request that reaches the mock. */
function recordRequests(): string[] {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    seen.push(`${request.method} ${new URL(request.url).pathname}`);
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return seen;
}

const UPLOADED = /^http:\/\/localhost:3000\/api\/oss\/screen\/logo\/\d{8}-[0-9a-z]{12}\.png$/;

describe('LogoUploader', () => {
  it('uploads a chosen picture with progress, then reports and previews the new logo', async () => {
    const { user, onChange } = renderUploader();
    expect(screen.getByText('No logo')).toBeInTheDocument();
    const release = holdUploads();

    await user.upload(fileInput(), pngFile());

    expect(await screen.findByText('Uploading “brand.png”…')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Uploading “brand.png”…' });
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeLessThan(100);
    expect(fileInput()).toBeDisabled();
    expect(onChange).not.toHaveBeenCalled();

    release();

    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    const logoUrl = onChange.mock.calls[0]?.[0] ?? '';
    expect(logoUrl).toMatch(UPLOADED);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Logo uploaded. Save the screen to keep it.',
    );
    const image = await screen.findByRole('img', { name: 'Logo of Ops wall' });
    const src = new URL(image.getAttribute('src') ?? '');
    expect(`${src.origin}${src.pathname}`).toBe(logoUrl);
    expect(src.searchParams.get('Expires')).toMatch(/^\d+$/);
    expect(screen.getByLabelText('Replace picture…')).toBeEnabled();
  });

  it('takes a dropped picture too', async () => {
    const { onChange } = renderUploader();
    const zone = screen.getByText(/You can also drop a file here/).parentElement as HTMLElement;
    fireEvent.drop(zone, {
      dataTransfer: { files: [pngFile(64, 'dropped.png')], types: ['Files'] },
    });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(expect.stringMatching(UPLOADED)));
  });

  it('refuses a file that is not a picture inline, sending nothing and keeping the logo', async () => {
    const previous = seededLogoUrl();
    const { user, onChange } = renderUploader(previous);
    await screen.findByRole('img', { name: 'Logo of Ops wall' });
    const seen = recordRequests();

    await user.upload(fileInput(), new File(['a,b\n1,2'], 'report.csv', { type: 'text/csv' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '“report.csv” is not a PNG, JPEG, WebP or GIF picture. Nothing was uploaded.',
    );
    expect(onChange).not.toHaveBeenCalled();
    expect(seen).toEqual([]);
    expect(screen.getByRole('img', { name: 'Logo of Ops wall' }).getAttribute('src')).toContain(
      previous.slice(ORIGIN.length),
    );
  });

  it('refuses a picture over 2 MiB with its size', async () => {
    const { user, onChange } = renderUploader();
    const seen = recordRequests();
    await user.upload(fileInput(), pngFile(LOGO_MAX_BYTES + 200_000, 'huge.png'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '“huge.png” is 2.2 MiB; a logo can be at most 2 MiB. Nothing was uploaded.',
    );
    expect(onChange).not.toHaveBeenCalled();
    expect(seen).toEqual([]);
  });

  it('says so in Chinese', async () => {
    const { user } = renderUploader('', 'zh');
    await user.upload(
      screen.getByLabelText('选择图片…'),
      new File(['x'], 'a.txt', { type: 'text/plain' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '“a.txt”不是 PNG、JPEG、WebP 或 GIF 图片，未上传。',
    );
  });

  it('keeps the previous logo when the storage fails, and uploads on Try again', async () => {
    const previous = seededLogoUrl();
    const { user, onChange, container } = renderUploader(previous);
    await screen.findByRole('img', { name: 'Logo of Ops wall' });
    server.use(
      http.post(
        '*/api/oss',
        () =>
          HttpResponse.xml(
            '<Error><Code>InternalError</Code><Message>We encountered an internal error.</Message>' +
              '<RequestId>OSS-500-1</RequestId></Error>',
            { status: 500 },
          ),
        { once: true },
      ),
    );

    await user.upload(fileInput(), pngFile());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The logo was not uploaded; the previous logo is kept.');
    expect(alert).toHaveTextContent('The service failed (500). Try again in a moment.');
    expect(alert).toHaveTextContent('We encountered an internal error.');
    expect(alert).toHaveTextContent('Request ID: OSS-500-1');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('img', { name: 'Logo of Ops wall' }).getAttribute('src')).toContain(
      previous.slice(ORIGIN.length),
    );
    expect(await axeViolations(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(expect.stringMatching(UPLOADED)));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('explains an upload authorization that is already expired', async () => {
    const { user, onChange } = renderUploader();
    server.use(
      http.get('*/api/screen', ({ request }) => {
        const url = new URL(request.url);
        if (url.searchParams.get('Action') !== 'DescribeScreenOssUploadInfo') return undefined;
        return HttpResponse.json({
          RequestId: 'rq-old',
          Key: 'screen/logo/old.png',
          Signature: 's',
          Host: `${url.origin}/api/oss`,
          Policy: 'p',
          Expire: Math.floor(Date.now() / 1000) - 3600,
          AccessId: 'a',
          SecurityToken: 't',
        });
      }),
    );
    await user.upload(fileInput(), pngFile());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The upload authorization had already expired. Check that this computer’s clock is right, then try again.',
    );
    expect(onChange).not.toHaveBeenCalled();
  });

  it('reports an unreachable storage and keeps the previous value', async () => {
    const { user, onChange } = renderUploader();
    server.use(http.post('*/api/oss', () => HttpResponse.error()));
    await user.upload(fileInput(), pngFile());
    expect(await screen.findByRole('alert')).toHaveTextContent('The service could not be reached.');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('No logo')).toBeInTheDocument();
  });

  it('cancels an upload in progress without changing the logo', async () => {
    const { user, onChange } = renderUploader();
    holdUploads();
    await user.upload(fileInput(), pngFile());
    await user.click(await screen.findByRole('button', { name: 'Cancel upload' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Upload cancelled; the previous logo is kept.',
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('removes the logo with onChange("")', async () => {
    const { user, onChange } = renderUploader(seededLogoUrl());
    await user.click(screen.getByRole('button', { name: 'Remove logo' }));
    expect(onChange).toHaveBeenCalledWith('');
    expect(screen.getByText('No logo')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove logo' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Logo removed.');
  });

  it('is a labelled group reachable by keyboard, and axe-clean', async () => {
    const { user, container } = renderUploader(seededLogoUrl());
    await screen.findByRole('img', { name: 'Logo of Ops wall' });
    expect(screen.getByRole('group', { name: 'Logo' })).toBeInTheDocument();
    const input = screen.getByLabelText('Replace picture…');
    expect(input).toHaveAccessibleDescription(
      'PNG, JPEG, WebP or GIF, at most 2 MiB. You can also drop a file here.',
    );
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp,image/gif');
    await user.tab();
    expect(input).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Remove logo' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('No logo')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });
});
