import type { AddressInfo } from 'node:net';
import { createServer } from '@mswjs/http-middleware';
import type { MockControl } from '../../src/api/mockControl';
import { createMockControl } from '../control';
import { handlers } from '../handlers/index';
import { setBaseLatency } from '../handlers/withFaults';
import { fileStorage } from './fileStorage';
import type { MockServerOptions } from './options';

export interface RunningMockServer {
  /** `http://host:port`, the origin the three services answer under (`/api/screen`, …). */
  url: string;
  control: MockControl;
  close: () => Promise<void>;
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
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve, reject) => {
    const listening = app.listen(options.port, options.host, () => resolve(listening));
    listening.once('error', reject);
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
