import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { screenQueries } from '../../../../api/screen/queries';
import type { AttackAnalysis, AttackRecord } from '../../../../api/screen/schemas';
import type { RangeOption } from '../../../../api/screen/timeRange';
import { safeHttpUrl } from '../../../../api/screen/validate';
import type { DataTableColumn } from '../../../../components/DataTable';
import { formatExact, formatNumber } from '../../../../lib/format';
import {
  REQUEST_CRACK_TYPES,
  isRequestCrackType,
  requestCrackLabel,
  responseCrackLabel,
} from '../model/attackTypes';
import { decodeBase64Utf8 } from '../model/decodeBase64';
import { DrillDrawer } from './DrillDrawer';
import { FilterSelect } from './FilterSelect';
import { useDrillI18n } from '../i18n';
import { ServerPagedTable, usePageState } from './ServerPagedTable';
import type { DrillDrawerProps } from '../model/types';
import styles from './drill.module.css';
import { numberFormat } from '../../../../lib/intl';

/** "7 days" / "7天": the span of a tile's range in words. */
export function formatSpan(range: RangeOption, locale: string): string {
  return numberFormat(locale, {
    style: 'unit',
    unit: range.unit,
    unitDisplay: 'long',
  }).format(range.value);
}

/**
 * `crack_hour` of a detail record: epoch seconds or milliseconds, as a number or digits, or a
 * date text. Null when it cannot be read (the raw text is shown then).
 */
export function attackTimeMs(value: number | string | undefined): number | null {
  if (value === undefined) return null;
  const text = String(value).trim();
  if (/^\d+$/.test(text)) {
    const n = Number(text);
    // Below 10^11 it is seconds: as milliseconds that would be before 1973.
    return n < 1e11 ? n * 1000 : n;
  }
  const parsed = Date.parse(text);
  return Number.isFinite(parsed) ? parsed : null;
}

type AttackRow = AttackRecord & { rowId: string };

/** The attacked URL, decoded from Base64; a link only when it is an http(s) address. */
function AttackUrl({ value }: { value: string | undefined }) {
  const { t } = useDrillI18n();
  if (!value) return <>—</>;
  const decoded = decodeBase64Utf8(value);
  if (!decoded.ok) {
    return (
      <>
        <span className={styles.url}>{value}</span>
        <span className={styles.note}>{t('drill.attacks.badBase64')}</span>
      </>
    );
  }
  const href = safeHttpUrl(decoded.text);
  if (!href) return <span className={styles.url}>{decoded.text}</span>;
  return (
    <a
      className={styles.url}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('drill.attacks.newTab', { url: decoded.text })}
    >
      {decoded.text}
    </a>
  );
}

function useColumns(): DataTableColumn<AttackRow>[] {
  const { t, locale } = useDrillI18n();
  return useMemo(
    () => [
      {
        id: 'time',
        header: t('drill.attacks.col.time'),
        cell: ({ row }) => {
          const ms = attackTimeMs(row.original.crack_hour);
          return ms === null ? (row.original.crack_hour ?? '—') : formatExact(ms, locale);
        },
      },
      {
        id: 'type',
        header: t('drill.attacks.col.type'),
        cell: ({ row }) => responseCrackLabel(row.original.crack_type, t),
      },
      {
        id: 'attacker',
        header: t('drill.attacks.col.attacker'),
        cell: ({ row }) => (
          <>
            {row.original.crack_src_ip || '—'}
            {row.original.location && (
              <span className={styles.secondary}>{row.original.location}</span>
            )}
          </>
        ),
      },
      {
        id: 'target',
        header: t('drill.attacks.col.target'),
        meta: { minWidth: 140 },
        cell: ({ row }) => {
          const { instanceName, client_ip: clientIp, internetIp, dst_port: port } = row.original;
          const ip = clientIp || internetIp;
          return (
            <>
              {instanceName || '—'}
              {ip && <span className={styles.secondary}>{ip}</span>}
              {port !== undefined && port !== '' && (
                <span className={styles.secondary}>
                  {t('drill.attacks.port', { port: String(port) })}
                </span>
              )}
            </>
          );
        },
      },
      {
        id: 'method',
        header: t('drill.attacks.col.method'),
        cell: ({ row }) => row.original.crack_method || '—',
      },
      {
        id: 'url',
        header: t('drill.attacks.col.url'),
        meta: { minWidth: 220 },
        cell: ({ row }) => <AttackUrl value={row.original.client_url} />,
      },
      {
        id: 'count',
        header: t('drill.attacks.col.count'),
        meta: { align: 'right' },
        cell: ({ row }) => formatNumber(row.original.crack_cnt, locale),
      },
    ],
    [t, locale],
  );
}

/** Attack details over the tile's range (DescribeScreenAttackAnalysisData, DETAILS). */
export function AttackDrawer({ request, onClose }: DrillDrawerProps<'attacks'>) {
  const { t, locale } = useDrillI18n();
  const columns = useColumns();
  const [crackType, setCrackType] = useState<string>(
    isRequestCrackType(request.crackType) ? request.crackType : '',
  );
  const paging = usePageState();
  const { page, pageSize, setPage } = paging;

  const query = useQuery({
    ...screenQueries.attack({
      type: 'DETAILS',
      range: request.range,
      crackType: crackType || undefined,
      base64: true,
      page,
      pageSize,
    }),
    placeholderData: keepPreviousData,
  });
  // Typed here: the registry's query options do not carry the response type through.
  const result: AttackAnalysis | undefined = query.data?.result;
  const rows = useMemo(
    () => (result?.Data ?? []).map((record, index) => ({ ...record, rowId: String(index) })),
    [result],
  );

  const typeOptions = useMemo(
    () => [
      { value: '', label: t('drill.attacks.allTypes') },
      ...REQUEST_CRACK_TYPES.map((value) => ({ value, label: requestCrackLabel(value, t) })),
    ],
    [t],
  );

  return (
    <DrillDrawer
      title={t('drill.attacks.window', { span: formatSpan(request.range, locale) })}
      onClose={onClose}
    >
      <div className={styles.filters}>
        <FilterSelect<string>
          label={t('drill.attacks.crackType')}
          value={crackType}
          onChange={(next) => {
            setCrackType(next);
            setPage(1);
          }}
          options={typeOptions}
          minWidth={240}
        />
      </div>
      {query.data?.window.clampedTo === 'attack-40-days' && (
        <Alert
          type="info"
          showIcon
          title={t('drill.attacks.clamped')}
          style={{ marginBottom: 12 }}
        />
      )}
      <ServerPagedTable<AttackRow>
        query={query}
        paging={paging}
        total={result?.Total}
        count={(count) => t('drill.attacks.count', { count })}
        label={t('drill.attacks.table')}
        columns={columns}
        data={rows}
        getRowId={(row) => row.rowId}
        empty={t('drill.attacks.empty')}
      />
    </DrillDrawer>
  );
}
