/**
 * The contract module (docs/design.md §1): every operation of the three services, as the console's
 * client sends it, and what defines one. Plain TypeScript with no fetch, React, TanStack Query or
 * `import.meta.env` in its import graph (test/contract/contractModule.test.ts walks it), so the
 * console, a Node server (the gateway's allow-list, docs/design.md §9) and the tests import the same
 * registries. The services' schemas, limits and assumed choices beside each registry
 * (`src/api/<service>/schemas.ts`, `limits.ts`, `assumed.ts`) are held to the same rule.
 */
import { agentOperations } from './agent/operations';
import { lakeOperations } from './lake/operations';
import type { AnyOperation, ServiceName } from './operationSpec';
import { screenOperations } from './screen/operations';

export { agentOperations, lakeOperations, screenOperations };
export type { LakeOperationName } from './lake/operations';
export {
  defineOperation,
  defineOperations,
  fillPath,
  pathParamNames,
  refuse,
  Refusal,
  type AnyOperation,
  type HttpMethod,
  type OperationSpec,
  type QueryValue,
  type ServiceName,
} from './operationSpec';

/** Each service's registry, by service: operation name → its entry. */
export const OPERATION_REGISTRIES: Readonly<
  Record<ServiceName, Readonly<Record<string, AnyOperation>>>
> = {
  screen: screenOperations,
  lake: lakeOperations,
  agent: agentOperations,
};
export {
  ADMIN_ONLY,
  EDITOR_WRITES,
  isRole,
  mayCall,
  RANK,
  requiredRole,
  roleForOperation,
  ROLES,
  UnclassifiedOperation,
  type Role,
  type RoleTableOperation,
} from './roles';

// The gateway's activity (its audit records): the paths, filter and page shapes, the export's
// encoding and what a record points at, shared by the gateway, the demo's mock and the console.
export * from './activity/model';
export * from './activity/schemas';
export * from './activity/export';
export * from './activity/target';
export * from './activity/resource';

// Playlists of saved screens, kept by the gateway (and the demo's mock).
export * from './playlists/model';
export * from './playlists/schemas';

// Device links: a wall's computer shows one screen or playlist with nobody signed in.
export * from './deviceLinks/model';
export * from './deviceLinks/schemas';
export * from './deviceLinks/scope';

// The session the gateway answers at SESSION_PATH (the console reads it in src/api/session).
export { SESSION_PATH } from './session/model';
