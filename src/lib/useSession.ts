import { useQuery } from '@tanstack/react-query';
import { sessionQueries } from '../api/session/queries';
import { permissionFor, roleIncludes, type Permission, type Session } from '../api/session/model';
import type { Role } from '../api/roles';
import type { ServiceName } from '../api/operationSpec';
import { useI18n } from '../i18n/useI18n';

/** Who the console acts for (seeded before the first render, main.tsx); undefined if unknown. */
export function useSession(): Session | undefined {
  return useQuery(sessionQueries.current()).data;
}

export interface Allowed {
  allowed: boolean;
  /** Why not, in the person's language: the role it needs and theirs. */
  reason: string | undefined;
  /**
   * Spread on the control: disabled, with the reason as its title (its hover text and accessible
   * description), so nobody fills a form to be told 403.
   */
  control: { disabled?: true; title?: string };
}

/** Whether the person's role lets them call `operation` of `service`, and if not, why. */
export function useAllowed(service: ServiceName, operation: string): Allowed {
  return useExplained(permissionFor(useSession(), service, operation));
}

/**
 * Whether the person's role is at least `needs`, and if not, why: for the gateway's own writes
 * (playlists), which no service's operation list names. Without a session, the gateway decides.
 */
export function useRoleAllowed(needs: Role): Allowed {
  const session = useSession();
  const role = session?.gateway ? session.role : null;
  return useExplained({ allowed: role === null || roleIncludes(role, needs), needs, role });
}

function useExplained(permission: Permission): Allowed {
  const { t } = useI18n();
  if (permission.allowed) return { allowed: true, reason: undefined, control: {} };
  const reason = t('session.needsRole', {
    needs: t(`role.${permission.needs}`),
    role: permission.role ? t(`role.${permission.role}`) : '—',
  });
  return { allowed: false, reason, control: { disabled: true, title: reason } };
}
