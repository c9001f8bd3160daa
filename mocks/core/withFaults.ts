import {
  delay,
  HttpResponse,
  type DefaultBodyType,
  type HttpRequestResolverExtras,
  type PathParams,
  type ResponseResolverInfo,
} from 'msw';
import { takeFaults } from './faultState';
import type { MockService } from '../services';
import { errorResponse, malformedResponse } from './respond';

type MockResolver<Params extends PathParams<keyof Params>> = (
  info: ResponseResolverInfo<HttpRequestResolverExtras<Params>, DefaultBodyType>,
) => Response | Promise<Response>;

interface LatencyRange {
  minMs: number;
  maxMs: number;
}

/** A network-like delay on every answer; set in the browser only, so node tests stay fast. */
let baseLatency: LatencyRange | null = null;

export function setBaseLatency(range: LatencyRange | null): void {
  baseLatency = range;
}

function baseLatencyMs(): number {
  if (!baseLatency) return 0;
  const { minMs, maxMs } = baseLatency;
  return Math.round(minMs + Math.random() * (maxMs - minMs));
}

/**
 * Every handler goes through this, so the faults in force (latency, error status, malformed body,
 * offline) reach every operation the same way, before any of its own logic runs.
 */
export function withFaults<Params extends PathParams<keyof Params>>(
  service: MockService,
  operation: string,
  resolver: MockResolver<Params>,
): MockResolver<Params> {
  return async (info) => {
    const { latencyMs, effect, source } = takeFaults(service, operation);
    const wait = baseLatencyMs() + latencyMs;
    if (wait > 0) await delay(wait);
    switch (effect?.kind) {
      case 'offline':
        return HttpResponse.error();
      case 'status': {
        const response = errorResponse(service, {
          status: effect.status,
          message: `HTTP ${effect.status} injected by the mock fault ${source ?? ''}`.trim(),
          // The operation, for a service whose error shape depends on it (lake shares).
          details: { operation },
        });
        if (effect.retryAfterSeconds !== undefined) {
          response.headers.set('Retry-After', String(effect.retryAfterSeconds));
        }
        return response;
      }
      case 'malformed':
        return malformedResponse(service);
      case undefined:
        return resolver(info);
    }
  };
}
