/**
 * The mock server's signed mode (`npm run mock-server -- --require-signatures`): the three
 * services answer only what the real ones would, so the gateway can be tried and tested here.
 * - screen and lake: a signature V3 request, checked by the mock's own implementation of the
 *   published algorithm (acs3.ts, signatureCheck.ts), with one of the configured AccessKeys;
 *   anything else gets the API gateway's error (`{RequestId, HostId, Code, Message}`).
 * - agent: `Authorization: Bearer <the configured key>`, else 401 in the agent's error shape.
 * A request that passes reaches the ordinary mock handlers, as V3 sends it translated to what
 * they read: the screen's operation and version, sent as `x-acs-action` and `x-acs-version`,
 * become its `Action` and `Version` parameters. The object storage and the faults control are
 * not services and stay open.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { createMiddleware } from '@mswjs/http-middleware';
import type { HttpHandler } from 'msw';
import { apiConfig } from '../../src/api/config';
import { DEMO_AGENT_KEY } from '../agent/handlers';
import { requestId } from '../core/respond';
import { MAX_CLOCK_SKEW_MS, NonceLog, verifySignature } from './signatureCheck';
import type { SignatureOptions } from './signedOptions';

/** Bodies larger than this are refused before they are read to the end. */
const MAX_BODY_BYTES = 16 * 1024 * 1024;

type Service = 'screen' | 'lake' | 'agent';

function serviceOf(path: string): Service | null {
  for (const service of ['screen', 'lake', 'agent'] as const) {
    const base = new URL(apiConfig.bases[service], 'http://localhost').pathname.replace(/\/$/, '');
    if (path === base || path.startsWith(`${base}/`)) return service;
  }
  return null;
}

function writeJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { 'content-type': 'application/json;charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}

/** The API gateway's error body, its request id also in `x-acs-request-id`. */
function gatewayError(
  res: ServerResponse,
  host: string,
  failure: { status: number; code: string; message: string },
) {
  const id = requestId('');
  writeJson(
    res,
    failure.status,
    {
      RequestId: id,
      HostId: host,
      Code: failure.code,
      Message: failure.message,
      Recommend: `https://api.aliyun.com/troubleshoot?q=${encodeURIComponent(failure.code)}`,
    },
    { 'x-acs-request-id': id },
  );
}

function readBody(req: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        resolve(null);
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

type Middleware = (req: unknown, res: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * The gate in front of the mock handlers. `handle` answers a request under a service's base
 * (refusing or passing it on) and returns true; anything else is left to the caller.
 */
export function signatureGate(options: SignatureOptions, handlers: readonly HttpHandler[]) {
  const middleware = createMiddleware(...handlers) as unknown as Middleware;
  const nonces = new NonceLog();
  const now = options.now ?? Date.now;

  /** The request again, body and all, for the handlers (which read a stream). */
  function replay(req: IncomingMessage, res: ServerResponse, url: string, body: Buffer) {
    const headers = { ...req.headers };
    const stream = Object.assign(Readable.from(body.length ? [body] : []), {
      method: req.method,
      url,
      headers,
      protocol: 'http',
      get: (name: string) => headers[name.toLowerCase()],
      header: (name: string) => headers[name.toLowerCase()],
    });
    middleware(stream, res, (error) => {
      if (error) writeJson(res, 500, { error: String(error) });
      else writeJson(res, 404, { error: 'Mock not found' });
    });
  }

  return {
    /** The keys' IDs, for the startup line (never the secrets). */
    accessKeyIds: [...options.accessKeys.keys()],
    maxClockSkewMs: MAX_CLOCK_SKEW_MS,

    handle(req: IncomingMessage, res: ServerResponse): boolean {
      const url = req.url ?? '/';
      const question = url.indexOf('?');
      const service = serviceOf(question === -1 ? url : url.slice(0, question));
      if (!service) return false;
      void readBody(req).then(
        (body) => {
          const host = req.headers.host ?? '';
          if (body === null) {
            return gatewayError(res, host, {
              status: 413,
              code: 'RequestTooLarge',
              message: `The body is over ${MAX_BODY_BYTES} bytes.`,
            });
          }
          if (service === 'agent') {
            const key = /^Bearer\s+(.+)$/i.exec(req.headers.authorization?.trim() ?? '')?.[1];
            if (key !== options.agentKey) {
              const id = requestId();
              return writeJson(
                res,
                401,
                {
                  type: 'error',
                  error: {
                    type: 'authentication_error',
                    message: key ? 'The API key is invalid.' : 'The API key is missing.',
                  },
                  request_id: id,
                },
                { 'x-request-id': id },
              );
            }
            // The handlers know the demo key; the configured one stands in for it.
            req.headers.authorization = `Bearer ${DEMO_AGENT_KEY}`;
            return replay(req, res, url, body);
          }
          const verdict = verifySignature(
            { method: req.method ?? 'GET', url, headers: req.headers, body },
            options.accessKeys,
            now(),
            nonces,
          );
          if (!verdict.ok) return gatewayError(res, host, verdict);
          let target = url;
          if (service === 'screen') {
            const params = new URLSearchParams(question === -1 ? '' : url.slice(question + 1));
            const action = req.headers['x-acs-action'];
            const version = req.headers['x-acs-version'];
            if (!params.has('Action') && typeof action === 'string') params.set('Action', action);
            if (!params.has('Version') && typeof version === 'string')
              params.set('Version', version);
            target = `${question === -1 ? url : url.slice(0, question)}?${params}`;
          }
          replay(req, res, target, body);
        },
        () => res.destroy(),
      );
      return true;
    },
  };
}
