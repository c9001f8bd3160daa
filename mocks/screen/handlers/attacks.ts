/**
 * The screen mock's attack analysis (DescribeScreenAttackAnalysisData): totals, trends, the type
 * pie, the top-5 lists and the paged details, each over the same seeded attack records and the
 * same window (store/attacks.ts). Every parameter the spec bounds is checked, as in ../handlers.ts.
 */
import { ATTACK_MAX_AGE_MS, PAGE_SIZE_MAX } from '../../../src/api/screen/limits';
import { mockDb } from '../../database';
import type { MockBody, MockRequest } from '../../core/mockService';
import type { ScreenOperationName } from '../routes';
import {
  attackPage,
  attackRecord,
  attackSeries,
  attackTop,
  attackTotal,
  attackWindow,
  attackedIp,
} from '../store/attacks';
import {
  addLocalDays,
  HOUR_MS,
  MINUTE_MS,
  startOfLocalDay,
  startOfLocalHour,
} from '../store/calendar';
import { CRACK_TYPES, crackFilterMask, isCrackFilter } from '../store/crackTypes';
import { HOURLY_UP_TO_MS } from '../store/stats';
import {
  booleanParam,
  integer,
  invalid,
  jsonOrNull,
  optional,
  required,
  secondsTimestamp,
} from './params';

/** `Type` of DescribeScreenAttackAnalysisData (spec, Endpoints 2). */
const ATTACK_TYPES = [
  'TOTAL',
  'TREND',
  'PIE_CHART',
  'SOURCE_TOP',
  'CLIENT_TOP',
  'DETAILS',
] as const;
type AttackType = (typeof ATTACK_TYPES)[number];

const db = () => mockDb().store('screen');

function crackFilter(query: URLSearchParams): string | null {
  const raw = optional(query, 'Data');
  if (raw === null) return null;
  const parsed = jsonOrNull(raw);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    invalid('Data', 'must be a JSON object such as {"crack_type":"5"}.');
  }
  const value = (parsed as Record<string, unknown>).crack_type;
  if (value === undefined || value === null || value === '') return null;
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !isCrackFilter(text)) {
    invalid('Data', `has an unknown crack_type ${JSON.stringify(value)}.`);
  }
  return text;
}

/** Bucket starts of a TREND: local hours up to 2 days, local days beyond. */
function trendStarts(startMs: number, endMs: number, hourly: boolean): number[] {
  const starts: number[] = [];
  let t = hourly ? startOfLocalHour(startMs) : startOfLocalDay(startMs);
  while (t <= endMs) {
    starts.push(t);
    t = hourly ? startOfLocalHour(t + HOUR_MS + MINUTE_MS) : addLocalDays(t, 1);
  }
  return starts;
}

/** DescribeScreenAttackAnalysisData: every `Type` over the seeded attack records. */
function attackAnalysis({ query }: MockRequest) {
  const now = Date.now();
  const typeRaw = required(query, 'Type');
  if (!(ATTACK_TYPES as readonly string[]).includes(typeRaw)) {
    invalid('Type', `must be one of ${ATTACK_TYPES.join(', ')}, got ${JSON.stringify(typeRaw)}.`);
  }
  const type = typeRaw as AttackType;
  const startS = secondsTimestamp('StartTime', required(query, 'StartTime'), now);
  if (startS * 1000 < now - ATTACK_MAX_AGE_MS) {
    invalid('StartTime', 'must be within the last 40 days (a timestamp in seconds).');
  }
  const endS = secondsTimestamp('EndTime', required(query, 'EndTime'), now);
  if (endS < startS) invalid('EndTime', 'must not be before StartTime.');
  const mask = crackFilterMask(crackFilter(query));
  const base64Raw = optional(query, 'Base64');
  const base64 = base64Raw === null ? false : booleanParam('Base64', base64Raw);

  const pageRaw = optional(query, 'CurrentPage');
  const sizeRaw = optional(query, 'PageSize');
  if (type !== 'DETAILS' && (pageRaw !== null || sizeRaw !== null)) {
    invalid(pageRaw !== null ? 'CurrentPage' : 'PageSize', 'is only allowed with Type DETAILS.');
  }

  const { attacks, hosts } = db();
  const startMs = startS * 1000;
  const endMs = endS * 1000 + 999;
  const { lo, hi } = attackWindow(attacks, startMs, endMs);

  if (type === 'DETAILS') {
    const page = integer('CurrentPage', required(query, 'CurrentPage'), 1, 1_000_000);
    const size = integer('PageSize', required(query, 'PageSize'), 1, PAGE_SIZE_MAX);
    const { total, indexes } = attackPage(attacks, lo, hi, mask, page, size);
    return {
      Data: JSON.stringify(indexes.map((i) => attackRecord(attacks, hosts, i, base64))),
      Total: total,
      Page: page,
      PageSize: size,
    };
  }

  const total = attackTotal(attacks, lo, hi, mask);
  let data: unknown[] = [];
  switch (type) {
    case 'TOTAL':
      break;
    case 'TREND': {
      const starts = trendStarts(startMs, endMs, (endS - startS) * 1000 <= HOURLY_UP_TO_MS);
      const series = attackSeries(attacks, lo, hi, mask, starts);
      data = starts.map((start, i) => ({ crack_hour: start, crack_cnt: series[i] ?? 0 }));
      break;
    }
    case 'PIE_CHART':
      data = attackTop(attacks, lo, hi, mask, 'type', CRACK_TYPES.length).map(({ key, cnt }) => ({
        crack_type: CRACK_TYPES[key]?.value ?? 'other',
        crack_cnt: cnt,
      }));
      break;
    case 'SOURCE_TOP':
      data = attackTop(attacks, lo, hi, mask, 'src', 5).map(({ key, cnt }) => ({
        crack_src_ip: attacks.attackers[key]?.ip ?? '',
        location: attacks.attackers[key]?.location ?? '',
        crack_cnt: cnt,
      }));
      break;
    case 'CLIENT_TOP':
      data = attackTop(attacks, lo, hi, mask, 'host', 5).flatMap(({ key, cnt }) => {
        const host = hosts[key];
        return host
          ? [
              {
                instanceName: host.name,
                instanceId: host.instanceId,
                internetIp: host.internetIp,
                client_ip: attackedIp(host),
                uuid: host.uuid,
                crack_cnt: cnt,
              },
            ]
          : [];
      });
      break;
  }
  return { Data: JSON.stringify(data), Total: total };
}

export const attackBodies: Partial<Record<ScreenOperationName, MockBody>> = {
  DescribeScreenAttackAnalysisData: attackAnalysis,
};
