/**
 * A principal descriptor (`acs:ram::<account>:user/alice`) read the one way the console shows it:
 * its kind (a RAM user, a RAM role acting as a user, or a lake role, `acs:dlf`) and the part a
 * person recognises (`user/alice`). Every list, picker, dialog and Access tab goes through here.
 */
import { PRINCIPAL_PATTERNS } from '../../../api/lake/assumed';

/** `other`: a descriptor of no known shape (shown whole, without a kind). */
export type PrincipalKind = 'user' | 'ramRole' | 'lakeRole' | 'other';

/** The order pickers list the kinds in. */
export const PRINCIPAL_KINDS = ['user', 'ramRole', 'lakeRole'] as const;

export function principalKind(principal: string): PrincipalKind {
  if (PRINCIPAL_PATTERNS.user.test(principal)) return 'user';
  if (PRINCIPAL_PATTERNS.ramRole.test(principal)) return 'ramRole';
  if (PRINCIPAL_PATTERNS.lakeRole.test(principal)) return 'lakeRole';
  return 'other';
}

/** The short, recognisable part of a descriptor (`user/alice`); one of no such shape, whole. */
export const principalShort = (principal: string) =>
  principal.slice(principal.lastIndexOf(':') + 1) || principal;

/**
 * A principal in a sentence or an option: "Bob Li (user/bob)" with a display name, "user/bob"
 * without (or when the name is the short form's own name).
 */
export function principalText(principal: string, displayName?: string | null): string {
  const short = principalShort(principal);
  const name = displayName?.trim();
  if (!name || name === short || `${short.split('/').pop()}` === name) return short;
  return `${name} (${short})`;
}

/** Items grouped by their principal's kind, in PRINCIPAL_KINDS order (unknown ones last). */
export function byPrincipalKind<T>(items: readonly T[], principalOf: (item: T) => string) {
  const order: PrincipalKind[] = [...PRINCIPAL_KINDS, 'other'];
  return order
    .map((kind) => ({
      kind,
      items: items.filter((item) => principalKind(principalOf(item)) === kind),
    }))
    .filter((group) => group.items.length > 0);
}
