import type { PathParams } from 'msw';
import type { ServiceName } from '../../src/api/config';
import { roleForOperation } from '../../src/api/roles';
import { encodeUlid } from '../core/ulid';
import { getMockPerson, getMockRole, roleRefusal } from '../core/roleState';
import { mockDb } from '../database';
import type { StoredActivity } from './seed';

/** Fields of a query, form or JSON body that name what a call acts on, as the gateway reads them. */
const NAMING_FIELDS = [
  'Id',
  'rolePrincipal',
  'userPrincipal',
  'name',
  'shareName',
  'receiverName',
  'roleName',
] as const;

/**
 * Writes and token reads, the calls the gateway audits: every write is named in the role table
 * (a write it does not name stops the gateway), and so are the token reads, so they are exactly
 * the operations a viewer may not call.
 */
export const isAudited = (operation: string) => roleForOperation(operation) !== 'viewer';

function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The resource of a call: its path parameters, then the naming fields of its query and body. */
async function resourceOf(request: Request, params: PathParams): Promise<Record<string, string>> {
  const resource: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'string') resource[name] = decoded(value);
  }
  const take = (name: string, value: unknown) => {
    if (!(name in resource) && (typeof value === 'string' || typeof value === 'number')) {
      resource[name] = String(value).slice(0, 256);
    }
  };
  const query = new URL(request.url).searchParams;
  for (const name of NAMING_FIELDS) take(name, query.get(name) ?? undefined);
  const type = request.headers.get('content-type') ?? '';
  if (request.method === 'GET' || request.method === 'HEAD') return resource;
  const text = await request.text();
  if (type.startsWith('application/x-www-form-urlencoded')) {
    const form = new URLSearchParams(text);
    for (const name of NAMING_FIELDS) take(name, form.get(name) ?? undefined);
  } else if (type.includes('json')) {
    try {
      const json: unknown = JSON.parse(text);
      if (typeof json === 'object' && json !== null && !Array.isArray(json)) {
        const record = json as Record<string, unknown>;
        for (const name of NAMING_FIELDS) take(name, record[name]);
        const identifier = record.identifier;
        if (typeof identifier === 'object' && identifier !== null) {
          const { database, object } = identifier as Record<string, unknown>;
          take('database', database);
          take('table', object);
        }
      }
    } catch {
      // Not JSON after all: the path and query name the resource.
    }
  }
  return resource;
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
    const now = Date.now();
    const record: StoredActivity = {
      id: `act_${encodeUlid(started, Math.random)}`,
      time: new Date(started).toISOString(),
      instance: 'demo',
      user: { ...person },
      role,
      device: null,
      service,
      operation,
      method: info.request.method.toUpperCase(),
      resource,
      outcome: unreachable ? 'unreachable' : forbidden ? 'forbidden' : 'answered',
      upstreamStatus: answered ? response.status : null,
      requestId: answered ? await requestIdOf(response) : null,
      durationMs: now - started,
    };
    mockDb().activity().append(record);
    return response;
  };
}
