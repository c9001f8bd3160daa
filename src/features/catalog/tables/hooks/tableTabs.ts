import { paramCodecs, useSearchParamsState } from '../../../../lib/useSearchParamState';

/** The table page's tabs, in order; the open one is `?tab=` in the URL. */
export const TABLE_TABS = [
  'schema',
  'change',
  'partitions',
  'snapshot',
  'compaction',
  'storage',
  'token',
  'access',
] as const;
export type TableTab = (typeof TABLE_TABS)[number];

const CODECS = { tab: paramCodecs.oneOf(TABLE_TABS, 'schema') };

/** The open tab, kept in the URL so a reload or a shared link opens the same one. */
export function useTableTab() {
  const [{ tab }, update] = useSearchParamsState(CODECS);
  return [tab, (next: TableTab) => update({ tab: next })] as const;
}

/** Everything a tab needs to address its table: names for links, the id for requests. */
export interface TableRef {
  catalogName: string;
  catalogId: string;
  databaseName: string;
  tableName: string;
}
