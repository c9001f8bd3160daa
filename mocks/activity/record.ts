import type { PathParams } from 'msw';
import type { ServiceName } from '../../src/api/config';
import { roleForOperation } from '../../src/api/roles';
import { auditResourceOf } from '../../src/api/activity/resource';
import { encodeUlid } from '../core/ulid';
import { getMockPerson, getMockRole, roleRefusal } from '../core/roleState';
import { mockDb } from '../database';
import type { StoredActivity } from './seed';

/**
 * Writes and token reads, the calls the gateway audits: every write is named in the role table
 * (a write it does not name stops the gateway), and so are the token reads, so they are exactly
 * the operations a viewer may not call.
 */
export const isAudited = (operation: string) => roleForOperation(operation) !== 'viewer';

/** The resource of a call, read as the gateway reads it (src/api/activity/resource.ts). */
async function resourceOf(request: Request, params: PathParams): Promise<Record<string, string>> {
  const query = new URL(request.url).searchParams;
  const withBody = request.method !== 'GET' && request.method !== 'HEAD';
  return auditResourceOf(
    params,
    query,
    withBody
      ? { contentType: request.headers.get('content-type'), text: await request.text() }
      : null,
  );
}

/** The answer's request id: its header, else the body's field (the agent's and screen's errors). */
async function requestIdOf(response: Response): Promise<string | null> {
  const header = response.headers.get('x-request-id');
  if (header) return header;
  try {
    const body: unknown = await response.clone().json();
    if (typeof body !== 'object' || body === null) return null;
    for (const field of ['RequestId', 'requestId', 'request_id']) {
      const value = (body as Record<string, unknown>)[field];
      if (typeof value === 'string' && value) return value;
    }
  } catch {
    // Not JSON: no id to read.
  }
  return null;
}

/** What a demo record says of the call itself; who made it and when are stamped by appendActivity. */
export type ActivityCall = Omit<
  StoredActivity,
  'id' | 'time' | 'instance' | 'user' | 'role' | 'device'
>;

/**
 * Appends a call the mock answered to the demo's activity, as the demo's person and role (read
 * when the call began), at the time it began; or as a device link (no person, no role, its name).
 */
export function appendActivity(
  began: {
    at: number;
    person: ReturnType<typeof getMockPerson> | null;
    role: ReturnType<typeof getMockRole> | null;
    device?: string;
  },
  call: ActivityCall,
): void {
  mockDb()
    .activity()
    .append({
      id: `act_${encodeUlid(began.at, Math.random)}`,
      time: new Date(began.at).toISOString(),
      instance: 'demo',
      user: began.person && { ...began.person },
      role: began.role,
      device: began.device ?? null,
      ...call,
    });
}

/**
 * Puts every write and token read the mock answers on the demo's activity, as the gateway records
 * it: who (the demo's person and role), what (operation and resource), how it went (a refusal for
 * the role is `forbidden`, a dropped connection `unreachable`, anything else `answered` with its
 * status and request id) and how long it took. Around the fault injection, so injected answers
 * count as the service's.
 */
export function auditCalls<Info extends { request: Request; params: PathParams }>(
  service: ServiceName,
  operation: string,
  resolver: (info: Info) => Response | Promise<Response>,
): (info: Info) => Promise<Response> {
  return async (info) => {
    if (!isAudited(operation)) return resolver(info);
    const started = Date.now();
    const resource = await resourceOf(info.request.clone(), info.params);
    const refused = roleRefusal(service, operation) !== null;
    const person = getMockPerson();
    const role = getMockRole();
    const response = await resolver(info);
    const unreachable = response.type === 'error';
    const forbidden = !unreachable && refused && response.status === 403;
    const answered = !unreachable && !forbidden;
    appendActivity(
      { at: started, person, role },
      {
        service,
        operation,
        method: info.request.method.toUpperCase(),
        resource,
        outcome: unreachable ? 'unreachable' : forbidden ? 'forbidden' : 'answered',
        upstreamStatus: answered ? response.status : null,
        requestId: answered ? await requestIdOf(response) : null,
        durationMs: Date.now() - started,
      },
    );
    return response;
  };
}
