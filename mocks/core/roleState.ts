import type { ServiceName } from '../../src/api/config';
import { isRole, RANK, roleForOperation, type Role } from '../../src/api/roles';
import { AGENT_ROUTES } from '../agent/routes';
import { LAKE_ROUTES } from '../lake/routes';
import { SCREEN_ROUTES } from '../screen/routes';
import type { RestRoute, RpcRoute } from './routes';
import { readItem, webStorage, writeItem } from './storage';

/**
 * The role the demo acts as (Settings, or `?mock-role=viewer`), so a person sees what each role
 * sees: the mock answers `/api/session` with it and refuses what it may not call, as the gateway
 * does (the role table is the contract's, src/api/roles.ts). Like the faults, it lasts for the tab.
 * The HTTP mock server stands for the services, which know no roles: there it stays `admin`.
 */
export const ROLE_STORAGE_KEY = 'parapet.mock.role';

let active: Role = 'admin';

export function getMockRole(): Role {
  return active;
}

/** The person the demo signs in as for each role: `/api/session` names them, the activity too. */
export const DEMO_PEOPLE: Readonly<Record<Role, { subject: string; email: string; name: string }>> =
  {
    viewer: { subject: 'demo-viewer', email: 'viewer@demo.parapet.example', name: 'Demo viewer' },
    editor: { subject: 'demo-editor', email: 'editor@demo.parapet.example', name: 'Demo editor' },
    admin: { subject: 'demo-admin', email: 'admin@demo.parapet.example', name: 'Demo admin' },
  };

export function getMockPerson() {
  return DEMO_PEOPLE[active];
}

export function setMockRole(role: Role): void {
  active = role;
  writeItem(webStorage('sessionStorage'), ROLE_STORAGE_KEY, role);
}

/** At startup: the `mock-role` URL parameter when it names a role, else this tab's, else admin. */
export function initMockRole(urlValue: string | null): void {
  const value = urlValue ?? readItem(webStorage('sessionStorage'), ROLE_STORAGE_KEY);
  active = value && isRole(value) ? value : 'admin';
}

const ROUTE_TABLES: Record<ServiceName, Readonly<Record<string, RestRoute | RpcRoute>>> = {
  screen: SCREEN_ROUTES,
  lake: LAKE_ROUTES,
  agent: AGENT_ROUTES,
};

/** By name, as the role table lists writes (a write it does not list stops the gateway). */
const mayCall = (role: Role, name: string) => RANK[role] >= RANK[roleForOperation(name)];

/** The operations a role may call, by service, as the gateway's `/api/session` lists them. */
export function operationsFor(role: Role): Record<ServiceName, string[]> {
  const names = (service: ServiceName) =>
    Object.keys(ROUTE_TABLES[service])
      .filter((name) => mayCall(role, name))
      .sort();
  return { screen: names('screen'), lake: names('lake'), agent: names('agent') };
}

/**
 * Why the demo's role may not call an operation (the message of the gateway's 403
 * `Forbidden.Role`), or null when it may.
 */
export function roleRefusal(service: ServiceName, name: string): string | null {
  if (!Object.hasOwn(ROUTE_TABLES[service], name) || mayCall(active, name)) return null;
  return `${name} needs the ${roleForOperation(name)} role; you are acting as ${active}`;
}
