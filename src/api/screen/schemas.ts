// zod/mini at the boundary (docs/design.md §6 budget); every response of
// specs/security-screen-api.md.
import * as z from 'zod/mini';

const requestId = z.string();
const int = z.int();
const count = z.int().check(z.nonnegative());

/** A count sent as a string ("arrays of strings, counts per time point"); read as a number. */
const countString = z.pipe(
  z.string().check(z.regex(/^\d+$/, 'expected a count as a string of digits')),
  z.transform((value) => Number(value)),
);
const countStrings = z.array(countString);
const dateStrings = z.array(z.string());

/**
 * Screen ids are int32 in some operations and int64 in `DescribeScreenTitles`; the transport
 * reads them losslessly as strings (docs/design.md §8), and they stay strings everywhere after.
 */
const screenIdSchema = z.pipe(
  z.union([z.string().check(z.regex(/^-?\d+$/, 'expected an integer id')), z.int()]),
  z.transform((value) => String(value)),
);
/** The response fields read losslessly (transport `parseJson`). */
export const SCREEN_ID_FIELDS: ReadonlySet<string> = new Set(['ScreenID', 'ScreenId', 'Id']);

export const alarmLevels = ['serious', 'suspicious', 'remind'] as const;
export type AlarmLevel = (typeof alarmLevels)[number];
export const baselineLevels = ['high', 'medium', 'low'] as const;
export type BaselineLevel = (typeof baselineLevels)[number];
export const vulLevels = ['asap', 'later', 'nntf'] as const;
export type VulLevel = (typeof vulLevels)[number];

// 1. DescribeScreenOperateInfo
export const operateInfoSchema = z.object({
  RequestId: requestId,
  HealthCheckDealedCount: count,
  SecurityEventDealedCount: count,
  VulnerabilityDealedCount: count,
  VulValueArray: countStrings,
  HealthCheckValueArray: countStrings,
  SuspEventValueArray: countStrings,
  DateArray: dateStrings,
});
export type OperateInfo = z.infer<typeof operateInfoSchema>;

// 2. DescribeScreenAttackAnalysisData: `Data` is a string holding a JSON list of records.
const countLike = z.pipe(
  z.union([z.int(), z.string().check(z.regex(/^\d+$/, 'expected a count'))]),
  z.transform((value) => Number(value)),
);
const timeLike = z.union([z.int(), z.string()]);

const attackRecordSchema = z.object({
  crack_cnt: countLike,
  crack_hour: z.optional(timeLike),
  crack_type: z.optional(z.union([z.string(), z.int()])),
  client_url: z.optional(z.string()),
  internetIp: z.optional(z.string()),
  instanceName: z.optional(z.string()),
  table_src: z.optional(z.string()),
  uuid: z.optional(z.string()),
  crack_method: z.optional(z.string()),
  crack_src_ip: z.optional(z.string()),
  instanceId: z.optional(z.string()),
  dst_port: z.optional(z.union([z.int(), z.string()])),
  client_ip: z.optional(z.string()),
  location: z.optional(z.string()),
  acctuid: z.optional(z.union([z.string(), z.int()])),
});
export type AttackRecord = z.infer<typeof attackRecordSchema>;

const jsonText = z.transform((input: string, ctx) => {
  try {
    return JSON.parse(input) as unknown;
  } catch {
    ctx.issues.push({ code: 'custom', message: 'expected a JSON-encoded list', input });
    return z.NEVER;
  }
});

export const attackAnalysisSchema = z.object({
  RequestId: requestId,
  Data: z.pipe(z.pipe(z.string(), jsonText), z.array(attackRecordSchema)),
  PageSize: z.optional(int),
  Total: count,
  Page: z.optional(int),
});
export type AttackAnalysis = z.infer<typeof attackAnalysisSchema>;

// 3. DescribeScreenCloudHcRisk
export const cloudHcRiskSchema = z.object({
  RequestId: requestId,
  CloudHcRiskItems: z.array(
    z.object({
      Pass: z.boolean(),
      CheckItem: z.string(),
      Level: z.enum(['HIGH', 'MEDIUM', 'LOW']),
      AffectCount: count,
    }),
  ),
});
export type CloudHcRisk = z.infer<typeof cloudHcRiskSchema>;

// 4. DescribeScreenEmerRisk
export const emerRiskSchema = z.object({
  RequestId: requestId,
  CloudHcRiskItems: z.array(
    z.object({
      VulName: z.string(),
      Level: z.enum(['ASAP', 'LATER', 'NNTF']),
      AffectCount: count,
    }),
  ),
});
export type EmerRisk = z.infer<typeof emerRiskSchema>;

// 5. DescribeScreenDataMap
const dateOptionSchema = z.object({
  Unit: z.enum(['second', 'hour', 'day']),
  Value: z.string(),
});
export type DateOption = z.infer<typeof dateOptionSchema>;

export const dataMapSchema = z.object({
  RequestId: requestId,
  SecScreenTypeList: z.array(
    z.object({
      TypeCode: z.string(),
      Type: z.string(),
      TypeData: z.array(
        z.object({
          Code: z.string(),
          Title: z.string(),
          Id: z.string(),
          Date: z.array(dateOptionSchema),
        }),
      ),
    }),
  ),
});
export type DataMap = z.infer<typeof dataMapSchema>;

// 6, 7. CreateScreenSetting, DeleteScreenSetting
export const createScreenSchema = z.object({ RequestId: requestId, Id: screenIdSchema });
export const onlyRequestIdSchema = z.object({ RequestId: requestId });

// 8. DescribeScreenVersionConfig (six deprecated fields may come too; they are ignored)
export const versionConfigSchema = z.object({
  RequestId: requestId,
  SecLog: z.optional(int),
  SecScreen: int,
  AssetLevel: count,
  InstanceId: z.string(),
  Version: int,
  ReleaseTime: int,
  IsTrialVersion: int,
});
export type VersionConfig = z.infer<typeof versionConfigSchema>;

// 9. DescribeScreenUploadPicture
export const uploadPictureSchema = z.object({ RequestId: requestId, Url: z.string() });

// 10. DescribeScreenTitles
export const screenTitlesSchema = z.object({
  RequestId: requestId,
  SecScreenSettingList: z.array(z.object({ ScreenTitle: z.string(), ScreenID: screenIdSchema })),
});

// 11. DescribeScreenSummaryInfo
export const summaryInfoSchema = z.object({
  RequestId: requestId,
  AgentClientOfflineCount: count,
  AgentClientOnlineCount: count,
  SecurityScore: z.int().check(z.gte(0), z.lte(100)),
});
export type SummaryInfo = z.infer<typeof summaryInfoSchema>;

// 12. DescribeScreenSetting
export const screenSettingSchema = z.object({
  RequestId: requestId,
  ScreenId: screenIdSchema,
  ScreenDefault: int,
  LogoPower: z.boolean(),
  LogoUrl: z.string(),
  Title: z.string(),
  ScreenDataMap: z.string(),
  MonitorUrl: z.optional(z.string()),
});
export type ScreenSetting = z.infer<typeof screenSettingSchema>;

// 13. DescribeScreenSecurityStatInfo
const levelSeries = <const L extends readonly [string, ...string[]]>(levels: L) =>
  z.array(z.enum(levels));

export const securityStatInfoSchema = z.object({
  RequestId: requestId,
  SecurityEvent: z.object({
    SuspiciousCount: count,
    SeriousCount: count,
    RemindCount: count,
    TotalCount: count,
    ValueArray: countStrings,
    RemindList: countStrings,
    SuspiciousList: countStrings,
    SeriousList: countStrings,
    DateArray: dateStrings,
    LevelsOn: levelSeries(alarmLevels),
  }),
  AttackEvent: z.object({
    TotalCount: count,
    DateArray: dateStrings,
    ValueArray: countStrings,
  }),
  HealthCheck: z.object({
    HighCount: count,
    MediumCount: count,
    LowCount: count,
    TotalCount: count,
    HighList: countStrings,
    MediumList: countStrings,
    LowList: countStrings,
    ValueArray: countStrings,
    DateArray: dateStrings,
    LevelsOn: levelSeries(baselineLevels),
  }),
  Vulnerability: z.object({
    AsapCount: count,
    LaterCount: count,
    NntfCount: count,
    TotalCount: count,
    AsapList: countStrings,
    LaterList: countStrings,
    NntfList: countStrings,
    ValueArray: countStrings,
    DateArray: dateStrings,
    LevelsOn: levelSeries(vulLevels),
  }),
});
export type SecurityStatInfo = z.infer<typeof securityStatInfoSchema>;

// 14. DescribeScreenScoreThread (field names spelled as the spec gives them)
export const scoreThreadSchema = z.object({
  RequestId: requestId,
  Data: z.object({
    SocreThread: z.array(
      z.pipe(
        z.string().check(z.regex(/^\d+(\.\d+)?$/, 'expected a score as a string')),
        z.transform((value) => Number(value)),
      ),
    ),
    SocreThreadDate: dateStrings,
  }),
});
export type ScoreThread = z.infer<typeof scoreThreadSchema>;

// 15. DescribeScreenOssUploadInfo
export const ossUploadInfoSchema = z.object({
  RequestId: requestId,
  Key: z.string(),
  Signature: z.string(),
  Host: z.string(),
  Policy: z.string(),
  Expire: int,
  AccessId: z.string(),
  SecurityToken: z.string(),
});
export type OssUploadInfo = z.infer<typeof ossUploadInfoSchema>;

// 16. DescribeScreenHostStatistics
export const hostStatisticsSchema = z.object({
  RequestId: requestId,
  Data: z.object({
    SafeCount: z.array(z.string()),
    WeaknessMachineNames: z.array(z.string()),
    SuspEventMachineNames: z.array(z.string()),
    SuspEventUuids: z.array(z.string()),
    WeaknessUuids: z.array(z.string()),
  }),
});
export type HostStatistics = z.infer<typeof hostStatisticsSchema>;

// 17. DescribeScreenAlarmEventList
const alarmEventSchema = z.object({
  Dealed: z.boolean(),
  DataSource: z.string(),
  InternetIp: z.string(),
  IntranetIp: z.string(),
  InstanceName: z.string(),
  Uuid: z.string(),
  SuspiciousEventCount: count,
  AlarmUniqueInfo: z.string(),
  CanCancelFault: z.boolean(),
  CanBeDealOnLine: z.boolean(),
  StartTime: int,
  EndTime: int,
  Description: z.string(),
  Solution: z.string(),
  AlarmEventType: z.string(),
  AlarmEventName: z.string(),
  SaleVersion: z.string(),
  Level: z.enum(alarmLevels),
});
export type AlarmEvent = z.infer<typeof alarmEventSchema>;

export const alarmEventListSchema = z.object({
  RequestId: requestId,
  PageInfo: z.object({
    CurrentPage: z.int().check(z.positive()),
    PageSize: z.int().check(z.positive()),
    TotalCount: count,
    Count: count,
  }),
  SuspEvents: z.array(alarmEventSchema),
});
export type AlarmEventList = z.infer<typeof alarmEventListSchema>;

// 18. ListGlobalUserConfig
export const globalUserConfigSchema = z.object({
  RequestId: requestId,
  Data: z.array(z.object({ ModuleName: z.string(), GlobalConfigSwitch: z.boolean() })),
});

// 19. GetFileDetectResultInner: the response is not shown, so it is passed on unvalidated.
export const fileDetectResultSchema = z.unknown();
