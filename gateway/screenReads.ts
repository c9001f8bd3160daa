/**
 * The gateway's own reads of the screen service, signed as the console's calls are: what a device
 * link's screens hold (their layouts and the component catalog), to work out which operations the
 * link may call (deviceScope.ts). Never on behalf of a browser's request body: only fixed reads.
 */
import type { GatewayConfig } from './config';
import type { CredentialSource } from './credentials';
import { basePath } from './proxy';
import { signRequest, type SigningClock } from './signing';
import type { UpstreamClient } from './upstream';

export interface ScreenReads {
  /** A read by its Action: the status and the parsed JSON body (null when it is not JSON). */
  read(action: string, params?: Record<string, string>): Promise<{ status: number; json: unknown }>;
}

export function screenReads(deps: {
  config: GatewayConfig;
  credentials: CredentialSource;
  upstream: UpstreamClient;
  clock?: SigningClock | undefined;
}): ScreenReads | null {
  const { config } = deps;
  if (!config.screen.endpoint) return null;
  const endpoint = new URL(config.screen.endpoint);
  return {
    async read(action, params = {}) {
      const credential = await deps.credentials.get();
      const signed = signRequest(
        {
          method: 'GET',
          host: endpoint.host,
          path: basePath(endpoint),
          query: new Map(Object.entries(params)),
          body: Buffer.alloc(0),
          contentType: null,
          action,
          version: config.screen.version,
        },
        credential,
        deps.clock,
      );
      const answer = await deps.upstream.send({
        url: new URL(signed.target, endpoint.origin),
        method: 'GET',
        headers: { accept: 'application/json', ...signed.headers },
        body: null,
        timeoutMs: config.upstreamTimeoutMs,
      });
      let json: unknown = null;
      try {
        json = JSON.parse(answer.body.toString('utf8'));
      } catch {
        // Not JSON: the status says enough.
      }
      return { status: answer.status, json };
    },
  };
}
