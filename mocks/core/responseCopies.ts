/** What `releaseResponseCopies` needs of msw's worker: its life-cycle events. */
export interface ResponseEvents {
  events: {
    on(
      type: 'response:mocked' | 'response:bypass',
      listener: (event: { response: Response }) => void,
    ): void;
  };
}

/**
 * msw's worker sends every answer to the page a second time, its body as a stream transferred
 * from the service worker, for the `response:*` events. Nothing here reads those events, and a
 * transferred stream nobody reads or cancels keeps its MessagePort open, which Chromium never
 * collects: every request left a port, a stream and its controller behind (~54 a cycle in the
 * bench's wall soak). Cancelling the copy closes the port; the app's own response is a
 * separate stream and is untouched.
 */
export function releaseResponseCopies(worker: ResponseEvents): void {
  const release = ({ response }: { response: Response }) => {
    response.body?.cancel().catch(() => undefined);
  };
  worker.events.on('response:mocked', release);
  worker.events.on('response:bypass', release);
}
