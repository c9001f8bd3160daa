/**
 * The role table is part of the contract (src/api/roles.ts); here, how a person's IdP claim maps to
 * a role.
 */
import { RANK, type Role, type ServiceName } from '../src/api/contract';
import type { AllowList } from './allowList';
import { mayCall } from '../src/api/contract';

export {
  ADMIN_ONLY,
  EDITOR_WRITES,
  isRole,
  mayCall,
  requiredRole,
  ROLES,
  UnclassifiedOperation,
  type Role,
} from '../src/api/contract';

/**
 * The role of a person from their IdP claim (a string or a list of strings, e.g. `groups`) and
 * the configured map (claim value → role): the highest role any value maps to, else `fallback`
 * (null: no role, sign-in is refused).
 */
export function roleFromClaim(
  claim: unknown,
  map: ReadonlyMap<string, Role>,
  fallback: Role | null,
): Role | null {
  const values = Array.isArray(claim)
    ? claim.filter((value): value is string => typeof value === 'string')
    : typeof claim === 'string'
      ? claim.split(/[\s,]+/).filter(Boolean)
      : [];
  let best: Role | null = null;
  for (const value of values) {
    const role = map.get(value);
    if (role && (best === null || RANK[role] > RANK[best])) best = role;
  }
  return best ?? fallback;
}

/** Every operation a role may call, by service. */
export function operationsFor(
  allowList: AllowList,
  role: Role | null,
): Record<ServiceName, string[]> {
  const names = (service: ServiceName) =>
    allowList
      .operations(service)
      .filter((op) => role === null || mayCall(role, op))
      .map((op) => op.name)
      .sort();
  return { screen: names('screen'), lake: names('lake'), agent: names('agent') };
}
