import { useQuery } from '@tanstack/react-query';
import { lakeQueries } from '../../../api/lake/queries';
import { CURRENT_REGION_TYPE } from '../../../api/lake/assumed';
import type { Region, RegionStatus } from '../../../api/lake/schemas';

/** While activation runs, the banner checks again this often (GetRegionStatus is flow-controlled). */
const REGION_POLL_MS = 10_000;

/** Region statuses the console explains; any other value is named verbatim. */
const KNOWN_REGION_PROBLEMS = ['UNINIALIZED', 'INITIALIZING', 'INITIALIZE_FAILED'] as const;
type KnownRegionProblem = (typeof KNOWN_REGION_PROBLEMS)[number];

export type RegionProblem =
  | { kind: 'status'; status: KnownRegionProblem }
  | { kind: 'unknownStatus'; status: string }
  | { kind: 'noServiceRole' };

/** What is wrong with the region, most important first; empty when the service is usable. */
export function regionProblems(status: RegionStatus): RegionProblem[] {
  const problems: RegionProblem[] = [];
  if (status.status !== 'READY') {
    problems.push(
      (KNOWN_REGION_PROBLEMS as readonly string[]).includes(status.status)
        ? { kind: 'status', status: status.status as KnownRegionProblem }
        : { kind: 'unknownStatus', status: status.status },
    );
  }
  if (!status.serviceRoleExists) problems.push({ kind: 'noServiceRole' });
  return problems;
}

/** The region's service status, read again every 10 s while activation is in progress. */
export function useRegionStatus() {
  return useQuery({
    ...lakeQueries.regionStatus(),
    refetchInterval: (query) =>
      query.state.data?.status === 'INITIALIZING' ? REGION_POLL_MS : false,
  });
}

/**
 * The console's region: the one named `preferred` when listed, else one whose `type` says it is
 * the current one (the spec leaves `type`'s values open; the mock marks `current`), else the first.
 */
export function currentRegion(
  regions: readonly Region[] | undefined,
  preferred?: string,
): Region | undefined {
  if (!regions) return undefined;
  return (
    regions.find((region) => region.name === preferred) ??
    regions.find((region) => region.type === CURRENT_REGION_TYPE) ??
    regions[0]
  );
}
