import { releaseResponseCopies, type ResponseEvents } from './responseCopies';

describe('releaseResponseCopies', () => {
  it('cancels the body copy of every mocked and passed-through response', async () => {
    const listeners = new Map<string, (event: { response: Response }) => void>();
    const worker: ResponseEvents = {
      events: { on: (type, listener) => void listeners.set(type, listener) },
    };
    releaseResponseCopies(worker);
    expect([...listeners.keys()]).toEqual(['response:mocked', 'response:bypass']);

    for (const listener of listeners.values()) {
      let cancelled = false;
      const body = new ReadableStream({
        cancel: () => {
          cancelled = true;
        },
      });
      listener({ response: new Response(body) });
      await Promise.resolve();
      expect(cancelled).toBe(true);
    }
    // A response without a body (204) is fine too.
    listeners.get('response:mocked')!({ response: new Response(null, { status: 204 }) });
  });
});
