/**
 * The lake requests the app sends during a test, read off the msw server's events so the real
 * mock still answers: tests assert what was asked (paths, patterns, cursors, bodies) rather than
 * stubbing the service.
 */
import { server } from '../../../../test/msw';

export interface LakeRequest {
  method: string;
  url: URL;
  /** The JSON body once parsed (a tick after the request); undefined until then and for reads. */
  body: unknown;
  /** The JSON body, when it has been parsed (undefined for a request without one). */
  json: () => Promise<unknown>;
}

/** Pushes every lake request to `requests` until the returned stop function is called. */
function listen(requests: LakeRequest[]): () => void {
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (!url.pathname.includes('/lake/v1/')) return;
    // Cloned now: the handler consumes the original body.
    const parsed: Promise<unknown> =
      request.method === 'GET' || request.method === 'HEAD'
        ? Promise.resolve(undefined)
        : request
            .clone()
            .text()
            .then((text) => (text ? (JSON.parse(text) as unknown) : undefined));
    const entry: LakeRequest = { method: request.method, url, body: undefined, json: () => parsed };
    parsed.then(
      (body) => {
        entry.body = body;
      },
      // A body that is not JSON fails the test that awaits json(), not the whole run.
      () => undefined,
    );
    requests.push(entry);
  };
  server.events.on('request:start', listener);
  return () => server.events.removeListener('request:start', listener);
}

/** Every lake request from now until the current test ends, in order. Call inside a test. */
export function recordLakeRequests(): readonly LakeRequest[] {
  const requests: LakeRequest[] = [];
  onTestFinished(listen(requests));
  return requests;
}

/**
 * Call at the top of a test file: the returned list holds the lake requests of the test that is
 * running, in order (emptied before each test).
 */
export function recordLakeRequestsOfEachTest(): readonly LakeRequest[] {
  const requests: LakeRequest[] = [];
  beforeEach(() => {
    requests.length = 0;
    return listen(requests);
  });
  return requests;
}

/**
 * The raw text of each write to a path ending with `suffix`, for this test (JSON.parse would
 * round int64s: a receiver's account id is checked digit for digit).
 */
export function rawWriteBodies(suffix: string): string[] {
  const bodies: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method !== 'GET' && new URL(request.url).pathname.endsWith(suffix)) {
      void request
        .clone()
        .text()
        .then((text) => bodies.push(text));
    }
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return bodies;
}
