import {
  createServer as createHttpServer,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer } from '@mswjs/http-middleware';
import type { MockControl } from '../../src/api/mockControl';
import { createMockControl } from '../control';
import { handlers } from '../handlers';
import { setBaseLatency } from '../core/withFaults';
import { fileStorage } from './fileStorage';
import type { MockServerOptions } from './options';
import { signatureGate } from './signedMode';

export interface RunningMockServer {
  /** `http://host:port`, the origin the three services answer under (`/api/screen`, …). */
  url: string;
  control: MockControl;
  close: () => Promise<void>;
}

/**
 * Where a test switches the faults of a running server (`PUT` a fault list as the body, '' for
 * none; `GET` reads it): outside the three service prefixes, so a proxy in front of the server
 * (nginx, as deployed) never forwards it and the app cannot reach it.
 */
export const FAULTS_CONTROL_PATH = '/__mock/faults';

function faultControl(req: IncomingMessage, res: ServerResponse, control: MockControl): void {
  const reply = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  if (req.method === 'GET') return reply(200, { spec: control.getFaultSpec() });
  if (req.method !== 'PUT') return reply(405, { error: 'GET or PUT' });
  let text = '';
  req.setEncoding('utf8');
  req.on('data', (chunk: string) => (text += chunk));
  req.on('end', () => {
    const result = control.setFaultSpec(text.trim());
    reply(result.ok ? 200 : 400, {
      spec: control.getFaultSpec(),
      ...(result.ok ? {} : { error: result.error }),
    });
  });
}

/**
 * A handler's `HttpResponse.error()` (the `offline` fault, chaos's dropped connection) reaches the
 * middleware as a response with status 0, which Node refuses to write (it threw and ended the
 * process): the server drops the connection instead, as a dead service would.
 */
function dropConnectionOnNetworkError(res: ServerResponse): void {
  const end = res.end.bind(res);
  res.end = ((...args: Parameters<typeof end>) => {
    if (res.statusCode === 0) {
      res.socket?.destroy();
      return res;
    }
    return end(...args);
  }) as typeof res.end;
}

/**
 * The object storage answers the console from its own origin, as a bucket's CORS rule lets a real
 * one (the logo upload posts there, a cross-origin request): the caller's origin is allowed, and a
 * preflight is answered here. Without it the live build behind a proxy could not upload a logo.
 */
function objectStorageCors(req: IncomingMessage, res: ServerResponse): boolean {
  if (!req.url?.startsWith('/api/oss')) return false;
  const origin = req.headers.origin;
  if (origin) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Vary', 'Origin');
  }
  if (req.method !== 'OPTIONS') return false;
  res
    .writeHead(204, {
      'Access-Control-Allow-Methods': 'GET, POST',
      'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '',
      'Access-Control-Max-Age': '600',
    })
    .end();
  return true;
}

/**
 * The browser's mock backend as an HTTP server: the same handlers and the same seeded, journaled
 * database, answering every service under its prefix (and the object-storage upload endpoint).
 */
export async function startMockServer(options: MockServerOptions): Promise<RunningMockServer> {
  const control = createMockControl({
    scale: options.scale,
    urlFaultSpec: options.faults ?? '',
    urlCorpus: options.corpus ?? 'off',
    storage: options.stateFile ? fileStorage(options.stateFile) : null,
  });
  setBaseLatency(options.latency ? { minMs: 80, maxMs: 250 } : null);
  const app = createServer(...handlers);
  // Signed mode: the services' calls pass the signature (or agent key) check first.
  const gate = options.signatures ? signatureGate(options.signatures, handlers) : null;
  const server = createHttpServer((req, res) => {
    if (req.url?.split('?')[0] === FAULTS_CONTROL_PATH) return faultControl(req, res, control);
    if (objectStorageCors(req, res)) return;
    dropConnectionOnNetworkError(res);
    if (gate?.handle(req, res)) return;
    app(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  return {
    url: `http://${host}:${port}`,
    control,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error?: Error) => (error ? reject(error) : resolve()));
      }),
  };
}
