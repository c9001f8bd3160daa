import { ApiError } from '../errors';
import { callOperation, type CallOptions } from '../operation';
import {
  screenOperations as ops,
  type AlarmListParams,
  type AttackAnalysisParams,
  type ScreenLang,
  type ScreenSettingInput,
} from './operations';
import type { TimeWindow } from './timeRange';
import { isIpAddress } from './validate';

/** One typed function per operation of the screen service (specs/security-screen-api.md). */

export const describeOperateInfo = (p: { lang: ScreenLang; startMs: number }, o?: CallOptions) =>
  callOperation(ops.DescribeScreenOperateInfo, p, o);

export const describeAttackAnalysis = (p: AttackAnalysisParams, o?: CallOptions) =>
  callOperation(ops.DescribeScreenAttackAnalysisData, p, o);

export const describeCloudHcRisk = (o?: CallOptions) =>
  callOperation(ops.DescribeScreenCloudHcRisk, undefined, o);

export const describeEmerRisk = (o?: CallOptions) =>
  callOperation(ops.DescribeScreenEmerRisk, undefined, o);

export const describeDataMap = (o?: CallOptions) =>
  callOperation(ops.DescribeScreenDataMap, undefined, o);

/** Creates a screen (no `id`) or updates one; resolves to its id, as a string. */
export const saveScreenSetting = (p: ScreenSettingInput, o?: CallOptions) =>
  callOperation(ops.CreateScreenSetting, p, o);

export const deleteScreenSetting = (id: string, o?: CallOptions) =>
  callOperation(ops.DeleteScreenSetting, { id }, o);

export const describeVersionConfig = (o?: CallOptions) =>
  callOperation(ops.DescribeScreenVersionConfig, undefined, o);

/** The signed, expiring address of a logo picture (`LogoUrl` = `Host` + `Key`). */
export const describeUploadPicture = (logoUrl: string, o?: CallOptions) =>
  callOperation(ops.DescribeScreenUploadPicture, { logoUrl }, o);

export const describeScreenTitles = (o?: CallOptions) =>
  callOperation(ops.DescribeScreenTitles, undefined, o);

export const describeSummaryInfo = (o?: CallOptions) =>
  callOperation(ops.DescribeScreenSummaryInfo, undefined, o);

/** One screen; without an id, the default screen. */
export const describeScreenSetting = (id: string | undefined, o?: CallOptions) =>
  callOperation(ops.DescribeScreenSetting, { id }, o);

export const describeSecurityStatInfo = (o?: CallOptions) =>
  callOperation(ops.DescribeScreenSecurityStatInfo, undefined, o);

export const describeScoreThread = (window: TimeWindow, o?: CallOptions) =>
  callOperation(ops.DescribeScreenScoreThread, { window }, o);

export const describeOssUploadInfo = (o?: CallOptions) =>
  callOperation(ops.DescribeScreenOssUploadInfo, undefined, o);

export const describeHostStatistics = (o?: CallOptions) =>
  callOperation(ops.DescribeScreenHostStatistics, undefined, o);

export const describeAlarmEvents = (p: AlarmListParams, o?: CallOptions) =>
  callOperation(ops.DescribeScreenAlarmEventList, p, o);

export const listGlobalUserConfig = (modules?: readonly string[], o?: CallOptions) =>
  callOperation(ops.ListGlobalUserConfig, { modules }, o);

/**
 * The file detection result for a source IP. The response is not shown in the spec, so it is
 * returned as parsed JSON without validation; show it only as text.
 */
export function getFileDetectResult(sourceIp: string, o?: CallOptions): Promise<unknown> {
  const ip = sourceIp.trim();
  if (!isIpAddress(ip)) {
    return Promise.reject(
      new ApiError({
        service: 'screen',
        operation: ops.GetFileDetectResultInner.name,
        kind: 'invalid-request',
        fieldPath: 'SourceIp',
        message: `SourceIp must be an IPv4 or IPv6 address, got ${JSON.stringify(sourceIp)}`,
      }),
    );
  }
  return callOperation(ops.GetFileDetectResultInner, { sourceIp: ip }, o);
}
