import type { RpcRoute } from '../core/routes';

/**
 * The security screen service's routes, from its spec (security-screen-api.md): an RPC service
 * whose 19 operations ("Endpoints" 1–19) all answer at the service's own address, named by
 * `Action`. Common rule 1: every operation is accepted with GET and with POST; any other method is
 * refused (405 `MethodNotAllowed`, assumed). That the console POSTs its two writes with a form
 * body is its own choice within that rule (src/api/screen/assumed.ts).
 */
const GET_OR_POST: RpcRoute = { methods: ['GET', 'POST'] };

export const SCREEN_ROUTES = {
  DescribeScreenOperateInfo: GET_OR_POST,
  DescribeScreenAttackAnalysisData: GET_OR_POST,
  DescribeScreenCloudHcRisk: GET_OR_POST,
  DescribeScreenEmerRisk: GET_OR_POST,
  DescribeScreenDataMap: GET_OR_POST,
  CreateScreenSetting: GET_OR_POST,
  DeleteScreenSetting: GET_OR_POST,
  DescribeScreenVersionConfig: GET_OR_POST,
  DescribeScreenUploadPicture: GET_OR_POST,
  DescribeScreenTitles: GET_OR_POST,
  DescribeScreenSummaryInfo: GET_OR_POST,
  DescribeScreenSetting: GET_OR_POST,
  DescribeScreenSecurityStatInfo: GET_OR_POST,
  DescribeScreenScoreThread: GET_OR_POST,
  DescribeScreenOssUploadInfo: GET_OR_POST,
  DescribeScreenHostStatistics: GET_OR_POST,
  DescribeScreenAlarmEventList: GET_OR_POST,
  ListGlobalUserConfig: GET_OR_POST,
  GetFileDetectResultInner: GET_OR_POST,
} as const satisfies Record<string, RpcRoute>;

export type ScreenOperationName = keyof typeof SCREEN_ROUTES;

/** The RPC path under the service base: the base itself. */
export const SCREEN_RPC_PATH = '';
