import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Input, Radio } from 'antd';
import { screenQueries } from '../../../../api/screen/queries';
import type { HostStatistics } from '../../../../api/screen/schemas';
import { DataTable, type DataTableColumn } from '../../../../components/DataTable';
import { QueryState } from '../../../../components/QueryState';
import { formatNumber } from '../../../../lib/format';
import { DrillDrawer } from './DrillDrawer';
import { FileDetectLookup } from './FileDetectLookup';
import { useDrillI18n, type DrillT } from '../i18n';
import { lookupIpOf, parseHostEntry, type HostEntry } from '../model/parseHostEntry';
import type { DrillDrawerProps } from '../model/types';
import styles from './drill.module.css';

type HostGroup = 'alarm' | 'weakness' | 'safe';
const GROUPS: readonly HostGroup[] = ['alarm', 'weakness', 'safe'];

type HostRow = HostEntry & { rowId: string };

/** Every entry of each group, parsed; malformed ones are kept with their problems. */
function hostGroups(data: HostStatistics['Data']): Record<HostGroup, HostRow[]> {
  const rows = (entries: readonly string[], group: HostGroup, plainNameAllowed: boolean) =>
    entries.map((raw, index) => ({
      ...parseHostEntry(raw, { plainNameAllowed }),
      rowId: `${group}:${index}`,
    }));
  return {
    alarm: rows(data.SuspEventMachineNames, 'alarm', false),
    weakness: rows(data.WeaknessMachineNames, 'weakness', false),
    // The safe list's format is not given: a bare name is a complete entry there.
    safe: rows(data.SafeCount, 'safe', true),
  };
}

function matches(row: HostEntry, needle: string): boolean {
  if (!needle) return true;
  return [row.name, row.publicIp, row.privateIp, row.raw].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

const hostName = (row: HostEntry, t: DrillT) =>
  row.name || row.raw.trim() || t('drill.hosts.unnamed');

function useColumns(onLookup: (row: HostRow) => void): DataTableColumn<HostRow>[] {
  const { t } = useDrillI18n();
  return useMemo(
    () => [
      {
        id: 'name',
        header: t('drill.hosts.col.name'),
        meta: { rowHeader: true, minWidth: 200 },
        cell: ({ row }) => {
          const host = row.original;
          return (
            <>
              {host.name || t('drill.hosts.unnamed')}
              {host.problems.length > 0 && (
                <>
                  <span className={styles.note}>
                    {t('drill.hosts.malformed', {
                      reasons: host.problems
                        .map((problem) => t(`drill.hosts.reason.${problem}`))
                        .join('; '),
                    })}
                  </span>
                  <span className={styles.secondary}>
                    {t('drill.hosts.stored', { raw: host.raw })}
                  </span>
                </>
              )}
            </>
          );
        },
      },
      {
        id: 'publicIp',
        header: t('drill.hosts.col.publicIp'),
        cell: ({ row }) => row.original.publicIp || '—',
      },
      {
        id: 'privateIp',
        header: t('drill.hosts.col.privateIp'),
        cell: ({ row }) => row.original.privateIp || '—',
      },
      {
        id: 'actions',
        header: t('drill.hosts.col.actions'),
        cell: ({ row }) => {
          const ip = lookupIpOf(row.original);
          return (
            <Button
              size="small"
              onClick={() => onLookup(row.original)}
              disabled={ip === null}
              title={ip === null ? t('drill.hosts.noIp') : undefined}
              aria-label={t('drill.hosts.fileDetectFor', { host: hostName(row.original, t) })}
            >
              {t('drill.hosts.fileDetect')}
            </Button>
          );
        },
      },
    ],
    [t, onLookup],
  );
}

/** The hosts behind the asset tiles, by risk, each with a file detection lookup. */
export function HostsDrawer({ request, onClose }: DrillDrawerProps<'hosts'>) {
  const { t, locale } = useDrillI18n();
  const query = useQuery(screenQueries.hostStatistics());
  const [group, setGroup] = useState<HostGroup>(request.focus ?? 'alarm');
  const [search, setSearch] = useState('');
  const [lookup, setLookup] = useState<HostRow | null>(null);
  const columns = useColumns(setLookup);
  const data: HostStatistics | undefined = query.data;
  const groups = useMemo(() => (data ? hostGroups(data.Data) : null), [data]);

  const lookupIp = lookup ? lookupIpOf(lookup) : null;

  return (
    <DrillDrawer title={t('drill.hosts.title')} onClose={onClose}>
      <QueryState query={query}>
        {() => {
          const all = groups?.[group] ?? [];
          const needle = search.trim().toLowerCase();
          const shown = all.filter((row) => matches(row, needle));
          return (
            <>
              <div className={styles.filters}>
                <Radio.Group
                  role="radiogroup"
                  aria-label={t('drill.hosts.group')}
                  optionType="button"
                  buttonStyle="solid"
                  value={group}
                  onChange={(event) => setGroup(event.target.value as HostGroup)}
                  options={GROUPS.map((value) => ({
                    value,
                    label: t(`drill.hosts.${value}`, {
                      count: formatNumber(groups?.[value].length ?? 0, locale),
                    }),
                  }))}
                />
                <Input.Search
                  aria-label={t('drill.hosts.search')}
                  placeholder={t('drill.hosts.searchPlaceholder')}
                  value={search}
                  onChange={(event) => setSearch(event.target.value)}
                  allowClear
                  style={{ width: 260 }}
                />
              </div>
              <div className={styles.summary} role="status">
                {t('drill.hosts.shown', {
                  shown: formatNumber(shown.length, locale),
                  total: formatNumber(all.length, locale),
                })}
              </div>
              <DataTable<HostRow>
                label={t('drill.hosts.table')}
                size="small"
                columns={columns}
                data={shown}
                getRowId={(row) => row.rowId}
                empty={needle ? t('drill.hosts.emptySearch') : t('drill.hosts.empty')}
              />
            </>
          );
        }}
      </QueryState>
      {lookup && (
        <DrillDrawer
          title={t('drill.hosts.fileDetectFor', { host: hostName(lookup, t) })}
          onClose={() => setLookup(null)}
          size="min(720px, 100vw)"
        >
          <FileDetectLookup key={lookup.rowId} initialIp={lookupIp ?? ''} />
        </DrillDrawer>
      )}
    </DrillDrawer>
  );
}
