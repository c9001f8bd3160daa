import { apiConfig } from '../../src/api/config';
import {
  ACTION_PARAM,
  METHOD_NOT_ALLOWED_CODE,
  SCREEN_NOT_FOUND_CODE,
  VERSION_PARAM,
} from '../../src/api/screen/assumed';
import {
  ALARM_FROM,
  PAGE_SIZE_MAX,
  SCORE_MAX_SPAN_MS,
  SCREEN_API_VERSION,
} from '../../src/api/screen/limits';
import { alarmLevels, type AlarmLevel } from '../../src/api/screen/schemas';
import { mockDb } from '../database';
import { findScreen, SCREEN_ID_MAX, TITLE_MAX, type ScreenDb } from './store';
import { alarmEvent, filterAlarms } from './store/alarms';
import { dataMapBody } from './seeds/components';
import { fileDetectResult } from './store/files';
import { keyOfObjectUrl, objectUrl, OSS_PATH, signedObjectUrl, uploadInfo } from './store/oss';
import { defaultScreen, type ScreenRecord } from './store/screens';
import {
  cloudHcRisk,
  emerRisk,
  hostStatistics,
  operateInfo,
  scoreThread,
  securityStatInfo,
  summaryInfo,
} from './store/stats';
import { GLOBAL_MODULES } from './seeds/texts';
import { MockHttpError, mockService } from '../core/mockService';
import { SCREEN_ROUTES, SCREEN_RPC_PATH, type ScreenOperationName } from './routes';
import { attackBodies } from './handlers/attacks';
import { isHttpAddress, isIpLiteral } from './handlers/checks';
import {
  booleanParam,
  integer,
  invalid,
  jsonOrNull,
  langOf,
  msTimestamp,
  OPERATE_MAX_AGE_MS,
  optional,
  required,
  screenId,
} from './handlers/params';

/**
 * The security screen service (specs/security-screen-api.md) over the seeded estate of
 * mocks/screen/store.ts. Every parameter the spec bounds is checked: a bad one is a 400
 * `InvalidParameter` whose message starts with the parameter's name (docs/design.md §3), so a
 * client bug shows instead of being smoothed over.
 */

const SCREEN_PATH = new URL(apiConfig.bases.screen, 'http://localhost').pathname + SCREEN_RPC_PATH;

/** Runs before every body (as mockService's `authenticate`; the spec shows no signing to check). */
function checkVersion(_request: Request, params: URLSearchParams): void {
  const version = params.get(VERSION_PARAM);
  if (version !== SCREEN_API_VERSION) {
    invalid(
      VERSION_PARAM,
      `must be ${SCREEN_API_VERSION}, got ${version === null ? 'nothing' : JSON.stringify(version)}.`,
    );
  }
}

const screen = mockService('screen', {
  authenticate: checkVersion,
  rpc: {
    path: SCREEN_PATH,
    routes: SCREEN_ROUTES,
    identify: (params) => params.get(ACTION_PARAM),
    refusal: { status: 405, code: METHOD_NOT_ALLOWED_CODE },
  },
});

const db = (): ScreenDb => mockDb().store('screen');
const originOf = (request: Request) => new URL(request.url).origin;

function notFound(id: number | null): never {
  throw new MockHttpError(
    404,
    id === null ? 'There is no default screen.' : `There is no screen with Id ${id}.`,
    SCREEN_NOT_FOUND_CODE,
  );
}

function logoUrlOf(record: ScreenRecord, origin: string): string {
  return record.logoKey === null ? record.logoUrl : objectUrl(origin, record.logoKey);
}

function settingBody(record: ScreenRecord, origin: string) {
  return {
    ScreenId: record.id,
    ScreenDefault: record.isDefault ? 1 : 0,
    LogoPower: record.logoPower,
    LogoUrl: logoUrlOf(record, origin),
    Title: record.title,
    ScreenDataMap: record.dataMap,
    ...(record.monitorUrl === null ? {} : { MonitorUrl: record.monitorUrl }),
  };
}

// --- Statistics --------------------------------------------------------------------------------

screen.on('DescribeScreenSummaryInfo', () => summaryInfo(db(), Date.now()));
screen.on('DescribeScreenHostStatistics', () => hostStatistics(db()));
screen.on('DescribeScreenSecurityStatInfo', () => securityStatInfo(db(), Date.now()));
screen.on('DescribeScreenEmerRisk', () => emerRisk(db()));
// No Lang in the spec: English check names unless Lang=zh (the mock's extension).
screen.on('DescribeScreenCloudHcRisk', ({ query }) => cloudHcRisk(db(), langOf(query, 'en')));
screen.on('DescribeScreenVersionConfig', () => ({ ...db().versionConfig }));

screen.on('DescribeScreenOperateInfo', ({ query }) => {
  langOf(query);
  const now = Date.now();
  const start = msTimestamp('StartTime', required(query, 'StartTime'), now);
  if (start < now - OPERATE_MAX_AGE_MS) invalid('StartTime', 'must be within the last 366 days.');
  if (start > now) invalid('StartTime', 'must not be in the future.');
  return operateInfo(db(), start, now);
});

screen.on('DescribeScreenScoreThread', ({ query }) => {
  const now = Date.now();
  const start = msTimestamp('StartTime', required(query, 'StartTime'), now);
  const end = msTimestamp('EndTime', required(query, 'EndTime'), now);
  if (end < start) invalid('EndTime', 'must not be before StartTime.');
  if (end - start > SCORE_MAX_SPAN_MS) {
    invalid('EndTime', 'and StartTime must be at most 7 days apart.');
  }
  return scoreThread(db(), start, end);
});

// --- Alarms ------------------------------------------------------------------------------------

function levelsOf(raw: string | null): Set<AlarmLevel> | undefined {
  if (raw === null) return undefined;
  const levels = raw.split(',').map((l) => l.trim());
  const unknown = levels.filter((l) => !(alarmLevels as readonly string[]).includes(l));
  if (unknown.length) {
    invalid(
      'Levels',
      `must be a comma-separated list of ${alarmLevels.join(', ')}; got ${JSON.stringify(raw)}.`,
    );
  }
  return new Set(levels as AlarmLevel[]);
}

function dealedOf(raw: string | null): boolean | undefined {
  if (raw === null) return undefined;
  if (raw === 'Y') return true;
  if (raw === 'N') return false;
  invalid('Dealed', `must be N (pending) or Y (handled), got ${JSON.stringify(raw)}.`);
}

screen.on('DescribeScreenAlarmEventList', ({ query }) => {
  const from = query.get('From');
  if (from !== ALARM_FROM) {
    invalid(
      'From',
      `must be ${ALARM_FROM}, got ${from === null ? 'nothing' : JSON.stringify(from)}.`,
    );
  }
  const lang = langOf(query);
  const pageRaw = optional(query, 'CurrentPage');
  const page = pageRaw === null ? 1 : integer('CurrentPage', pageRaw, 1, 1_000_000);
  const sizeRaw = optional(query, 'PageSize');
  const size = sizeRaw === null ? 10 : integer('PageSize', sizeRaw, 1, PAGE_SIZE_MAX);
  const timeStartRaw = optional(query, 'TimeStart');
  const timeEndRaw = optional(query, 'TimeEnd');
  const time = (name: string, raw: string | null) =>
    raw === null ? undefined : integer(name, raw, 0, Number.MAX_SAFE_INTEGER);
  const fromMs = time('TimeStart', timeStartRaw);
  const toMs = time('TimeEnd', timeEndRaw);
  if (fromMs !== undefined && toMs !== undefined && toMs < fromMs) {
    invalid('TimeEnd', 'must not be before TimeStart.');
  }
  const text = (name: string) => optional(query, name)?.trim() || undefined;

  const { alarms, hosts } = db();
  const matches = filterAlarms(alarms, hosts, {
    lang,
    dealed: dealedOf(optional(query, 'Dealed')),
    levels: levelsOf(optional(query, 'Levels')),
    remark: text('Remark'),
    name: text('AlarmEventName'),
    type: text('AlarmEventType'),
    fromMs,
    toMs,
  });
  const pageItems = matches.slice((page - 1) * size, page * size);
  return {
    PageInfo: {
      CurrentPage: page,
      PageSize: size,
      TotalCount: matches.length,
      Count: pageItems.length,
    },
    SuspEvents: pageItems.map((i) => alarmEvent(alarms, hosts, i, lang)),
  };
});

// --- Catalogue, edition, modules, file detection ------------------------------------------------

// The spec lists no parameter; Lang=en is the mock's extension for English labels.
screen.on('DescribeScreenDataMap', ({ query }) => dataMapBody(langOf(query)));

screen.on('ListGlobalUserConfig', ({ query }) => {
  const raw = optional(query, 'ModuleList');
  const known = new Map(GLOBAL_MODULES);
  if (raw === null) {
    return {
      Data: GLOBAL_MODULES.map(([name, on]) => ({ ModuleName: name, GlobalConfigSwitch: on })),
    };
  }
  const modules = jsonOrNull(raw);
  if (!Array.isArray(modules) || !modules.every((m) => typeof m === 'string')) {
    invalid('ModuleList', 'must be a JSON array of module names, such as ["AntiVirus"].');
  }
  return {
    Data: (modules as string[]).map((name) => ({
      ModuleName: name,
      GlobalConfigSwitch: known.get(name) ?? false,
    })),
  };
});

screen.on('GetFileDetectResultInner', ({ query }) => {
  const ip = required(query, 'SourceIp').trim();
  if (!isIpLiteral(ip))
    invalid('SourceIp', `must be an IPv4 or IPv6 address, got ${JSON.stringify(ip)}.`);
  return fileDetectResult(db(), ip);
});

// --- Screens -----------------------------------------------------------------------------------

screen.on('DescribeScreenTitles', () => ({
  SecScreenSettingList: db().screens.map((s) => ({ ScreenTitle: s.title, ScreenID: s.id })),
}));

screen.on('DescribeScreenSetting', ({ query, request }) => {
  const raw = optional(query, 'Id');
  const id = raw === null ? null : screenId('Id', raw);
  const record = id === null ? defaultScreen(db().screens) : findScreen(db(), id);
  if (!record) notFound(id);
  return settingBody(record, originOf(request));
});

/**
 * The logo as stored: a key of the mock's object storage, or another http(s) address, or none.
 * A screen may keep its current key even when that picture is gone (a large upload lasts for the
 * session only), so it can still be saved after a reload.
 */
function logoOf(raw: string, origin: string, store: ScreenDb, currentKey: string | null) {
  if (raw === '') return { logoKey: null, logoUrl: '' };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    invalid('LogoUrl', 'must be an http(s) address or empty.');
  }
  if (url.origin === origin && url.pathname.startsWith(`${OSS_PATH}/`)) {
    const key = keyOfObjectUrl(raw, origin);
    if (key === null) invalid('LogoUrl', 'must be Host followed by Key, without a signature.');
    if (!store.pictures.has(key) && key !== currentKey) {
      invalid('LogoUrl', `names no uploaded picture (${key}).`);
    }
    return { logoKey: key, logoUrl: '' };
  }
  if (!isHttpAddress(raw)) invalid('LogoUrl', 'must be an http(s) address or empty.');
  return { logoKey: null, logoUrl: raw };
}

screen.on('CreateScreenSetting', ({ query, request }) => {
  const store = db();
  const idRaw = optional(query, 'Id');
  let id = store.nextScreenId;
  let currentKey: string | null = null;
  if (idRaw !== null) {
    id = screenId('Id', idRaw);
    const existing = findScreen(store, id);
    if (!existing) notFound(id);
    currentKey = existing.logoKey;
  } else if (id > SCREEN_ID_MAX) {
    throw new MockHttpError(409, 'No screen id is left.', 'QuotaExceeded.Screen');
  }

  const title = query.get('Title') ?? '';
  if (!title.trim()) invalid('Title', 'is required.');
  if ([...title].length > TITLE_MAX) invalid('Title', `must be at most ${TITLE_MAX} characters.`);

  const dataMap = query.get('ScreenDataMap');
  if (dataMap === null) invalid('ScreenDataMap', 'is required.');
  if (!Array.isArray(jsonOrNull(dataMap))) invalid('ScreenDataMap', 'must be a JSON array.');

  const logoRaw = query.get('LogoUrl');
  if (logoRaw === null) invalid('LogoUrl', 'is required (send it empty for no logo).');
  const logo = logoOf(logoRaw, originOf(request), store, currentKey);
  const logoPower = booleanParam('LogoPower', required(query, 'LogoPower'));

  const monitorRaw = optional(query, 'MonitorUrl');
  if (monitorRaw !== null && !isHttpAddress(monitorRaw)) {
    invalid('MonitorUrl', 'must be an http(s) address.');
  }
  const defaultRaw = optional(query, 'ScreenDefault');
  if (defaultRaw !== null && defaultRaw !== '0' && defaultRaw !== '1') {
    invalid('ScreenDefault', `must be 0 or 1, got ${JSON.stringify(defaultRaw)}.`);
  }

  mockDb().record({
    service: 'screen',
    op: 'saveScreen',
    at: Date.now(),
    id,
    title,
    dataMap,
    ...logo,
    logoPower,
    monitorUrl: monitorRaw,
    isDefault: defaultRaw === null ? null : defaultRaw === '1',
  });
  return { Id: id };
});

screen.on('DeleteScreenSetting', ({ query }) => {
  const id = screenId('Id', required(query, 'Id'));
  if (!findScreen(db(), id)) notFound(id);
  mockDb().record({ service: 'screen', op: 'deleteScreen', at: Date.now(), id });
  return {};
});

// --- Logo --------------------------------------------------------------------------------------

screen.on('DescribeScreenOssUploadInfo', ({ request }) =>
  uploadInfo(originOf(request), Date.now()),
);

screen.on('DescribeScreenUploadPicture', ({ query, request }) => {
  const raw = required(query, 'LogoUrl');
  const origin = originOf(request);
  const key = keyOfObjectUrl(raw, origin);
  if (key === null || !db().pictures.has(key)) {
    invalid('LogoUrl', `must be ${origin}${OSS_PATH}/ followed by the Key of an uploaded picture.`);
  }
  return { Url: signedObjectUrl(origin, key, Date.now()) };
});

for (const [name, body] of Object.entries(attackBodies))
  screen.on(name as ScreenOperationName, body);

export const screenHandlers = screen.handlers();
