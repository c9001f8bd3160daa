import { defineOperation, defineOperations, refuse } from '../operationSpec';
import { ALARM_FROM, clampPage, clampPageSize } from './limits';
import {
  alarmEventListSchema,
  attackAnalysisSchema,
  cloudHcRiskSchema,
  createScreenSchema,
  dataMapSchema,
  emerRiskSchema,
  fileDetectResultSchema,
  globalUserConfigSchema,
  hostStatisticsSchema,
  onlyRequestIdSchema,
  operateInfoSchema,
  ossUploadInfoSchema,
  scoreThreadSchema,
  screenSettingSchema,
  screenTitlesSchema,
  securityStatInfoSchema,
  summaryInfoSchema,
  type AlarmLevel,
  uploadPictureSchema,
  versionConfigSchema,
} from './schemas';
import {
  clampAttackWindow,
  clampScoreWindow,
  toSecondsCeil,
  toSecondsFloor,
  type TimeWindow,
} from './timeRange';
import { isIpAddress } from './validate';

/**
 * The security screen service (specs/security-screen-api.md): 19 RPC operations, each named by
 * `Action` with the interface `Version` (docs/design.md §3). Parameters are typed in milliseconds
 * and plain values here; each entry converts them to the wire's units, which differ per operation.
 * How a call names its operation and version is the client's transport (../transports.ts).
 */

export type ScreenLang = 'zh' | 'en';

export const ATTACK_TYPES = [
  'TOTAL',
  'TREND',
  'PIE_CHART',
  'SOURCE_TOP',
  'CLIENT_TOP',
  'DETAILS',
] as const;
export type AttackType = (typeof ATTACK_TYPES)[number];

export interface AttackAnalysisParams {
  type: AttackType;
  window: TimeWindow;
  /** A request `crack_type` filter value (spec enumeration), sent in `Data`. */
  crackType?: string | undefined;
  /** Ask for `client_url` Base64-encoded. */
  base64?: boolean | undefined;
  /** `DETAILS` only; from 1. */
  page?: number | undefined;
  pageSize?: number | undefined;
}

export interface AlarmListParams {
  lang: ScreenLang;
  levels?: readonly AlarmLevel[] | undefined;
  /** true = handled (`Y`), false = pending (`N`), undefined = both. */
  dealed?: boolean | undefined;
  remark?: string | undefined;
  name?: string | undefined;
  type?: string | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
  /** Latest occurrence between these instants (ms). */
  fromMs?: number | undefined;
  toMs?: number | undefined;
}

export interface ScreenSettingInput {
  /** Absent: create a screen; present: update that one (docs/design.md §3). */
  id?: string | undefined;
  title: string;
  screenDataMap: string;
  logoUrl: string;
  logoPower: boolean;
  monitorUrl?: string | undefined;
  isDefault?: boolean | undefined;
}

const blankToUndefined = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/** The levels in the spec's decreasing-urgency order, without repeats. */
function levelsParam(levels: readonly AlarmLevel[] | undefined): string | undefined {
  if (!levels?.length) return undefined;
  const order: AlarmLevel[] = ['serious', 'suspicious', 'remind'];
  return order.filter((level) => levels.includes(level)).join(',');
}

export const screenOperations = defineOperations('screen', {
  DescribeScreenOperateInfo: defineOperation<{ lang: ScreenLang; startMs: number }>()({
    method: 'GET',
    path: '',
    // StartTime in milliseconds.
    query: (p) => ({ Lang: p.lang, StartTime: Math.floor(p.startMs) }),
    response: operateInfoSchema,
  }),
  DescribeScreenAttackAnalysisData: defineOperation<AttackAnalysisParams>()({
    method: 'GET',
    path: '',
    query: (p) => {
      // StartTime/EndTime in seconds, StartTime within the last 40 days.
      const window = clampAttackWindow(p.window);
      const details = p.type === 'DETAILS';
      return {
        Type: p.type,
        StartTime: toSecondsCeil(window.startMs),
        EndTime: toSecondsFloor(window.endMs),
        Data: p.crackType ? JSON.stringify({ crack_type: p.crackType }) : undefined,
        Base64: p.base64 === undefined ? undefined : p.base64,
        // Required with DETAILS, and must not be sent otherwise.
        CurrentPage: details ? clampPage(p.page) : undefined,
        PageSize: details ? clampPageSize(p.pageSize) : undefined,
      };
    },
    response: attackAnalysisSchema,
  }),
  DescribeScreenCloudHcRisk: defineOperation()({
    method: 'GET',
    path: '',
    response: cloudHcRiskSchema,
  }),
  DescribeScreenEmerRisk: defineOperation()({ method: 'GET', path: '', response: emerRiskSchema }),
  DescribeScreenDataMap: defineOperation()({
    method: 'GET',
    path: '',
    response: dataMapSchema,
    staleTime: 5 * 60_000,
  }),
  // Writes are POSTed with their parameters in a form body (assumed.ts: RPC encoding).
  CreateScreenSetting: defineOperation<ScreenSettingInput>()({
    method: 'POST',
    path: '',
    form: (p) => ({
      Id: p.id,
      Title: p.title,
      ScreenDataMap: p.screenDataMap,
      LogoUrl: p.logoUrl,
      LogoPower: p.logoPower,
      MonitorUrl: blankToUndefined(p.monitorUrl),
      ScreenDefault: p.isDefault === undefined ? undefined : p.isDefault ? 1 : 0,
    }),
    response: createScreenSchema,
    result: (r) => r.Id,
  }),
  DeleteScreenSetting: defineOperation<{ id: string }>()({
    method: 'POST',
    path: '',
    form: (p) => ({ Id: p.id }),
    response: onlyRequestIdSchema,
  }),
  DescribeScreenVersionConfig: defineOperation()({
    method: 'GET',
    path: '',
    response: versionConfigSchema,
    staleTime: 5 * 60_000,
  }),
  DescribeScreenUploadPicture: defineOperation<{ logoUrl: string }>()({
    method: 'GET',
    path: '',
    query: (p) => ({ LogoUrl: p.logoUrl }),
    response: uploadPictureSchema,
    result: (r) => r.Url,
  }),
  DescribeScreenTitles: defineOperation()({
    method: 'GET',
    path: '',
    response: screenTitlesSchema,
    result: (r) => r.SecScreenSettingList,
    staleTime: 60_000,
  }),
  DescribeScreenSummaryInfo: defineOperation()({
    method: 'GET',
    path: '',
    response: summaryInfoSchema,
  }),
  DescribeScreenSetting: defineOperation<{ id?: string | undefined }>()({
    method: 'GET',
    path: '',
    // Without Id the service answers the default screen (docs/design.md §3).
    query: (p) => ({ Id: p.id }),
    response: screenSettingSchema,
    staleTime: 60_000,
  }),
  DescribeScreenSecurityStatInfo: defineOperation()({
    method: 'GET',
    path: '',
    response: securityStatInfoSchema,
  }),
  DescribeScreenScoreThread: defineOperation<{ window: TimeWindow }>()({
    method: 'GET',
    path: '',
    query: (p) => {
      // Milliseconds, at most 7 days apart.
      const window = clampScoreWindow(p.window);
      return { StartTime: Math.floor(window.startMs), EndTime: Math.floor(window.endMs) };
    },
    response: scoreThreadSchema,
  }),
  DescribeScreenOssUploadInfo: defineOperation()({
    method: 'GET',
    path: '',
    response: ossUploadInfoSchema,
  }),
  DescribeScreenHostStatistics: defineOperation()({
    method: 'GET',
    path: '',
    response: hostStatisticsSchema,
  }),
  DescribeScreenAlarmEventList: defineOperation<AlarmListParams>()({
    method: 'GET',
    path: '',
    query: (p) => ({
      Lang: p.lang,
      From: ALARM_FROM,
      Dealed: p.dealed === undefined ? undefined : p.dealed ? 'Y' : 'N',
      Levels: levelsParam(p.levels),
      Remark: blankToUndefined(p.remark),
      AlarmEventName: blankToUndefined(p.name),
      AlarmEventType: blankToUndefined(p.type),
      CurrentPage: clampPage(p.page),
      PageSize: String(clampPageSize(p.pageSize)),
      // Milliseconds, as strings.
      TimeStart: p.fromMs === undefined ? undefined : String(Math.floor(p.fromMs)),
      TimeEnd: p.toMs === undefined ? undefined : String(Math.floor(p.toMs)),
    }),
    response: alarmEventListSchema,
  }),
  ListGlobalUserConfig: defineOperation<{ modules?: readonly string[] | undefined }>()({
    method: 'GET',
    path: '',
    // An array parameter, JSON-encoded (docs/design.md §3).
    query: (p) => ({ ModuleList: p.modules?.length ? JSON.stringify(p.modules) : undefined }),
    response: globalUserConfigSchema,
    result: (r) => r.Data,
    staleTime: 5 * 60_000,
  }),
  GetFileDetectResultInner: defineOperation<{ sourceIp: string }>()({
    method: 'GET',
    path: '',
    query: (p) => {
      const ip = p.sourceIp.trim();
      if (!isIpAddress(ip)) {
        refuse(
          'SourceIp',
          `SourceIp must be an IPv4 or IPv6 address, got ${JSON.stringify(p.sourceIp)}`,
        );
      }
      return { SourceIp: ip };
    },
    // Its response is not shown: passed on as JSON, unvalidated, and shown only as text.
    response: fileDetectResultSchema,
    assumed: true,
  }),
});
