import { queryOptions } from '@tanstack/react-query';
import { operationQuery, timedOperationQuery } from '../operationQuery';
import { signedUrlExpiresAt } from './assumed';
import { screenKeys } from './keys';
import {
  screenOperations as ops,
  type AlarmListParams,
  type AttackType,
  type ScreenLang,
} from './operations';
import {
  clampAttackWindow,
  clampScoreWindow,
  formatDateOption,
  queryNow,
  windowFor,
  type RangeOption,
} from './timeRange';

export { screenKeys };

interface AttackQuery {
  type: AttackType;
  range: RangeOption;
  crackType?: string | undefined;
  base64?: boolean | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

/** A signed logo URL is refetched this long before it expires. */
const SIGNED_URL_REFRESH_MARGIN_MS = 60_000;

/**
 * One `queryOptions` factory for the screen service. Keys follow the shared layout; the UI
 * language is in the key of every `Lang`-aware operation; time windows are keyed by their range
 * and resolved against the minute clock when sent (`timedOperationQuery`).
 */
export const screenQueries = {
  titles: () => operationQuery(ops.DescribeScreenTitles, undefined),
  /** One screen's setting; `undefined` asks for the default screen. */
  setting: (id: string | undefined) =>
    operationQuery(ops.DescribeScreenSetting, { id }, { detailId: id ?? 'default', keyParams: {} }),
  dataMap: () => operationQuery(ops.DescribeScreenDataMap, undefined),
  versionConfig: () => operationQuery(ops.DescribeScreenVersionConfig, undefined),
  moduleSwitches: (modules?: readonly string[]) =>
    operationQuery(
      ops.ListGlobalUserConfig,
      { modules },
      { keyParams: { modules: modules ?? [] } },
    ),
  summary: () => operationQuery(ops.DescribeScreenSummaryInfo, undefined),
  hostStatistics: () => operationQuery(ops.DescribeScreenHostStatistics, undefined),
  securityStat: () => operationQuery(ops.DescribeScreenSecurityStatInfo, undefined),
  cloudHcRisk: () => operationQuery(ops.DescribeScreenCloudHcRisk, undefined),
  emerRisk: () => operationQuery(ops.DescribeScreenEmerRisk, undefined),

  operateInfo: (range: RangeOption, lang: ScreenLang) =>
    timedOperationQuery(
      ops.DescribeScreenOperateInfo,
      { range: formatDateOption(range), lang },
      (now) => {
        const window = windowFor(range, now);
        return { params: { lang, startMs: window.startMs }, window };
      },
      queryNow,
    ),
  attack: (query: AttackQuery) => {
    const details = query.type === 'DETAILS';
    return timedOperationQuery(
      ops.DescribeScreenAttackAnalysisData,
      {
        type: query.type,
        range: formatDateOption(query.range),
        crackType: query.crackType ?? null,
        base64: query.base64 ?? null,
        ...(details ? { page: query.page ?? 1, pageSize: query.pageSize ?? 10 } : {}),
      },
      (now) => {
        const window = clampAttackWindow(windowFor(query.range, now), now);
        return { params: { ...query, window }, window };
      },
      queryNow,
    );
  },
  scoreThread: (range: RangeOption) =>
    timedOperationQuery(
      ops.DescribeScreenScoreThread,
      { range: formatDateOption(range) },
      (now) => {
        const window = clampScoreWindow(windowFor(range, now));
        return { params: { window }, window };
      },
      queryNow,
    ),
  alarms: (params: AlarmListParams) => operationQuery(ops.DescribeScreenAlarmEventList, params),

  /** The signed address of a logo, refetched shortly before it expires. */
  logo: (logoUrl: string) => {
    const base = operationQuery(ops.DescribeScreenUploadPicture, { logoUrl });
    return queryOptions({
      ...base,
      staleTime: (query) => {
        const url = query.state.data;
        if (!url) return 0;
        const expires = signedUrlExpiresAt(url, query.state.dataUpdatedAt);
        return Math.max(0, expires - SIGNED_URL_REFRESH_MARGIN_MS - query.state.dataUpdatedAt);
      },
      refetchInterval: (query) => {
        const url = query.state.data;
        if (!url) return false;
        const expires = signedUrlExpiresAt(url, query.state.dataUpdatedAt);
        return Math.max(5_000, expires - SIGNED_URL_REFRESH_MARGIN_MS - Date.now());
      },
    });
  },
  /**
   * The file detection result for a source IP (refused before sending unless it is an IP
   * address). The response is not shown in the spec: it is passed on unvalidated, show it as text.
   */
  fileDetect: (sourceIp: string) =>
    queryOptions({
      ...operationQuery(ops.GetFileDetectResultInner, { sourceIp }),
      retry: false,
    }),
};
