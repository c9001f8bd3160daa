import { HttpResponse, type PathParams } from 'msw';
import { appendActivity } from '../activity/record';
import { gatewayError, requestId } from './respond';
import { getMockPerson, getMockRole } from './roleState';

/** How one of the gateway's own calls ends: an answer body, or an error code and message. */
export interface GatewayOutcome {
  status: number;
  body?: unknown;
  code?: string;
  message?: string;
}

const noStore = { 'cache-control': 'no-store' };

/** The answer to a gateway path (`{code, message, requestId}` for an error, as gateway/errors.ts). */
export function gatewayAnswer(outcome: GatewayOutcome, id = requestId()): Response {
  if (outcome.code) return gatewayError(outcome.status, outcome.code, outcome.message ?? '', id);
  if (outcome.body === undefined) {
    return new HttpResponse(null, { status: outcome.status, headers: { 'x-request-id': id } });
  }
  return HttpResponse.json(outcome.body, {
    status: outcome.status,
    headers: { ...noStore, 'x-request-id': id },
  });
}

/** A request's JSON body, or null when it has none or it is not JSON. */
export async function jsonBody(request: Request): Promise<unknown> {
  try {
    return (await request.json()) as unknown;
  } catch {
    return null;
  }
}

/**
 * One of the gateway's own writes (its playlists, its device links) as the demo makes it: the
 * refusal first (the demo's role, a tab that is a wall), then the change; each is put on the
 * demo's activity with its outcome, as the gateway audits its own writes (service `gateway`; a
 * 403 as `forbidden`, with no status or request id, like a call that was never made).
 */
export function gatewayWrite(
  operation: string,
  refusal: () => GatewayOutcome | null,
  change: (
    request: Request,
    params: PathParams,
    resource: Record<string, string>,
  ) => Promise<GatewayOutcome>,
) {
  return async ({ request, params }: { request: Request; params: PathParams }) => {
    const started = Date.now();
    const id = requestId();
    const person = getMockPerson();
    const role = getMockRole();
    const resource: Record<string, string> = {};
    if (typeof params.id === 'string') resource.id = decodeURIComponent(params.id);
    const refused = refusal();
    const outcome = refused ?? (await change(request, params, resource));
    const forbidden = refused?.status === 403;
    appendActivity(
      { at: started, person, role },
      {
        service: 'gateway',
        operation,
        method: request.method.toUpperCase(),
        resource,
        outcome: forbidden ? 'forbidden' : 'answered',
        upstreamStatus: forbidden ? null : outcome.status,
        requestId: forbidden ? null : id,
        durationMs: Date.now() - started,
      },
    );
    return gatewayAnswer(outcome, id);
  };
}
