/**
 * One call to an upstream over Node's own HTTP client (keep-alive agents per gateway), whose
 * answer comes back as it was sent: status, headers and body bytes, nothing decoded or parsed.
 * A call that has not fully answered within its time limit is aborted (`timeout`); a refused,
 * reset or unresolvable connection is `unreachable`.
 */
import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';

export interface UpstreamCall {
  url: URL;
  method: string;
  headers: Record<string, string>;
  body: Buffer | null;
  timeoutMs: number;
}

export interface UpstreamAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export class UpstreamFailure extends Error {
  constructor(
    readonly kind: 'timeout' | 'unreachable' | 'too-large',
    message: string,
    /**
     * The call went out on a kept-alive connection the upstream had already closed, and no answer
     * began: it never reached the upstream's handler, so a read may be sent again.
     */
    readonly staleConnection = false,
  ) {
    super(message);
  }
}

/** An idle kept-alive connection is closed after this, or before the upstream's own hint. */
const IDLE_SOCKET_MS = 15_000;

/** An answer larger than this is refused (502) rather than held in memory. */
export const MAX_ANSWER_BYTES = 64 * 1024 * 1024;

export interface UpstreamClient {
  send(call: UpstreamCall): Promise<UpstreamAnswer>;
  close(): void;
}

export function upstreamClient(): UpstreamClient {
  // With a timeout set, Node's agent also honours an answer's `Keep-Alive: timeout=N` hint and
  // drops an idle connection a second before the upstream would.
  const options = { keepAlive: true, maxSockets: 256, timeout: IDLE_SOCKET_MS };
  const agents = { 'http:': new http.Agent(options), 'https:': new https.Agent(options) };
  return {
    send(call) {
      return new Promise<UpstreamAnswer>((resolve, reject) => {
        const secure = call.url.protocol === 'https:';
        const request = (secure ? https : http).request(call.url, {
          method: call.method,
          headers: call.body
            ? { ...call.headers, 'content-length': String(call.body.length) }
            : call.headers,
          agent: agents[secure ? 'https:' : 'http:'],
        });
        let settled = false;
        const fail = (failure: UpstreamFailure) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          request.destroy();
          reject(failure);
        };
        const timer = setTimeout(
          () => fail(new UpstreamFailure('timeout', `no answer within ${call.timeoutMs} ms`)),
          call.timeoutMs,
        );
        let answered = false;
        request.on('error', (error: NodeJS.ErrnoException) => {
          const stale =
            request.reusedSocket &&
            !answered &&
            (error.code === 'ECONNRESET' || error.code === 'EPIPE');
          fail(new UpstreamFailure('unreachable', error.code ?? error.message, stale));
        });
        request.on('response', (response) => {
          answered = true;
          const chunks: Buffer[] = [];
          let size = 0;
          response.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > MAX_ANSWER_BYTES) {
              fail(new UpstreamFailure('too-large', `answer over ${MAX_ANSWER_BYTES} bytes`));
              return;
            }
            chunks.push(chunk);
          });
          response.on('aborted', () =>
            fail(new UpstreamFailure('unreachable', 'the answer was cut off')),
          );
          response.on('error', () =>
            fail(new UpstreamFailure('unreachable', 'the answer was cut off')),
          );
          response.on('end', () => {
            if (settled) return;
            settled = true;
            clearTimeout(timer);
            resolve({
              status: response.statusCode ?? 502,
              headers: response.headers,
              body: Buffer.concat(chunks),
            });
          });
        });
        request.end(call.body ?? undefined);
      });
    },
    close() {
      agents['http:'].destroy();
      agents['https:'].destroy();
    },
  };
}
