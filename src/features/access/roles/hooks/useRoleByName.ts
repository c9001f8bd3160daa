import { useQuery } from '@tanstack/react-query';
import { lakeAccessQueries } from '../../../../api/lake/accessQueries';

/**
 * A role addressed by its name (the page's URL): the service addresses roles by principal, which
 * the role list gives (a search for the exact name; the principal is never built by the console),
 * and GetRole then reads the role with its users.
 */
export function useRoleByName(name: string) {
  const list = useQuery({
    ...lakeAccessQueries.roles({ pattern: name, maxResults: 50 }),
    select: (data) => data.roles.find((role) => role.roleName === name) ?? null,
  });
  const principal = list.data?.rolePrincipal;
  const role = useQuery({
    ...lakeAccessQueries.role(principal ?? ''),
    enabled: principal !== undefined,
  });
  return { list, role, missing: list.isSuccess && list.data === null };
}
