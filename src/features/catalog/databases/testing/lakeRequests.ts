import { server } from '../../../../../test/msw';

export interface SeenRequest {
  method: string;
  url: URL;
  /** The JSON body (undefined for reads). */
  body: () => Promise<unknown>;
}

/**
 * Every lake request the app sends from now until the test ends, in order, so a test can assert
 * what was asked (patterns, cursors, bodies) while the real mock answers.
 */
export function recordLakeRequests(): SeenRequest[] {
  const seen: SeenRequest[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (!url.pathname.includes('/lake/v1/')) return;
    const copy = request.clone();
    seen.push({
      method: request.method,
      url,
      body: () => (copy.method === 'GET' ? Promise.resolve(undefined) : copy.json()),
    });
  };
  server.events.on('request:start', listener);
  onTestFinished(() => {
    server.events.removeListener('request:start', listener);
  });
  return seen;
}
