/**
 * Helpers of the screen mock's handler tests (handlers.test.ts, handlers/*.test.ts): RPC requests
 * by `Action`, the alarm and attack operations' bodies, time windows.
 */
import * as z from 'zod/mini';
import type { AttackAnalysisParams } from '../../src/api/screen/operations';
import { DAY_MS } from './store/calendar';

export const BASE = 'http://localhost/api/screen';
export const VERSION = '2021-01-14';

export const errorSchema = z.object({
  RequestId: z.string(),
  Code: z.string(),
  Message: z.string(),
});

export type Params = Record<string, string | number | boolean | undefined>;

export function rpc(action: string, params: Params = {}, init: RequestInit = {}) {
  const query = new URLSearchParams({ Action: action, Version: VERSION });
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) query.set(key, String(value));
  }
  return fetch(`${BASE}?${query}`, init);
}

export async function ok<T = Record<string, unknown>>(
  action: string,
  params: Params = {},
): Promise<T> {
  const response = await rpc(action, params);
  const body = (await response.json()) as T;
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body;
}

/** A 400 InvalidParameter whose message names `param`. */
export async function expectInvalid(response: Response, param: string) {
  expect(response.status).toBe(400);
  const body = errorSchema.parse(await response.json());
  expect(body.Code).toBe('InvalidParameter');
  expect(body.Message).toContain(param);
  return body;
}

export type Window = AttackAnalysisParams['window'];
/** The `days` days up to `now`, as a time window the operations take. */
export const lastDays = (days: number, now = Date.now()): Window => ({
  startMs: now - days * DAY_MS,
  endMs: now,
  requestedMs: days * DAY_MS,
});
export const week = (now = Date.now()) => lastDays(7, now);
export const seconds = (ms: number) => Math.floor(ms / 1000);

export interface AlarmPage {
  PageInfo: { CurrentPage: number; PageSize: number; TotalCount: number; Count: number };
  SuspEvents: {
    Level: string;
    Dealed: boolean;
    EndTime: number;
    InstanceName: string;
    InternetIp: string;
    IntranetIp: string;
    AlarmEventName: string;
    AlarmEventType: string;
    AlarmUniqueInfo: string;
    Uuid: string;
  }[];
}
export const alarms = (params: Params = {}) =>
  ok<AlarmPage>('DescribeScreenAlarmEventList', { From: 'sec', PageSize: 100, ...params });

/** Every alarm matching `params`, walking the pages. */
export async function allAlarms(params: Params = {}) {
  const out: AlarmPage['SuspEvents'] = [];
  for (let page = 1; page < 100; page += 1) {
    const body = await alarms({ ...params, CurrentPage: page });
    out.push(...body.SuspEvents);
    if (out.length >= body.PageInfo.TotalCount) break;
  }
  return out;
}

export interface AttackBody {
  Data: string;
  Total: number;
  Page?: number;
  PageSize?: number;
}
export const attack = (params: Params) =>
  ok<AttackBody>('DescribeScreenAttackAnalysisData', params);
export const attackWindow = (days: number) => {
  const now = Date.now();
  return { StartTime: seconds(now - days * DAY_MS) + 60, EndTime: seconds(now) };
};
export const records = (body: AttackBody) => JSON.parse(body.Data) as Record<string, unknown>[];
