import { readFileSync } from 'node:fs';
import { expect, type BrowserContext, type Page } from '@playwright/test';

/**
 * What the gateway smoke's specs share: the addresses scripts/gateway-smoke.mjs passes, signing
 * in through the identity provider's own form, the session cookie and the gateways' log lines.
 */
const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run \`npm run test:gateway\`.`);
  return value;
};

/** nginx, in front of both gateways: the console's public address. */
export const BASE = env('PARAPET_GATEWAY_URL');
/** Each gateway's own address (gateway-a, gateway-b). */
export const DIRECT = env('PARAPET_GATEWAY_DIRECT').split(',');
export const MOCK = env('PARAPET_MOCK_URL');
const LOG_FILES = env('PARAPET_GATEWAY_LOGS').split(',');

export interface RunSecrets {
  accessKey: { id: string; secret: string };
  agentKey: string;
  sessionKey: string;
  /** The PostgreSQL server's password, inside both gateways' DATABASE_URL. */
  databasePassword: string;
}
export const SECRETS = JSON.parse(
  readFileSync(env('PARAPET_GATEWAY_SECRETS'), 'utf8'),
) as RunSecrets;

/** The session cookie's name with `secureCookie: false` (an http public URL). */
export const SESSION_COOKIE = 'parapet-session';

export const PEOPLE = {
  viewer: { password: 'viewer-pass', subject: 'u-viewer-0001', name: 'Vera Viewer' },
  editor: { password: 'editor-pass', subject: 'u-editor-0002', name: 'Ed Editor' },
  admin: { password: 'admin-pass', subject: 'u-admin-0003', name: 'Ada Admin' },
} as const;
export type Person = keyof typeof PEOPLE;

/** The console in English (as the deployment smoke sets it), before any page loads. */
export async function inEnglish(context: BrowserContext) {
  await context.addInitScript(() => {
    if (localStorage.getItem('parapet.locale') === null)
      localStorage.setItem('parapet.locale', 'en');
  });
}

/** Fills and sends the identity provider's login form (the page must be showing it). */
export async function fillLoginForm(page: Page, who: Person) {
  await expect(page.getByRole('heading', { name: 'Sign in to Parapet' })).toBeVisible();
  await page.getByLabel('Username').fill(who);
  await page.getByLabel('Password').fill(PEOPLE[who].password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs `who` in through the gateway's /auth/login and the IdP's form; ends on `returnTo`. */
export async function signIn(page: Page, who: Person, returnTo = '/screen') {
  await page.goto(`/auth/login?returnTo=${encodeURIComponent(returnTo)}`);
  await fillLoginForm(page, who);
  await page.waitForURL(`${BASE}${returnTo}`);
}

/** Every session cookie value a test has seen: none may appear in a log line. */
export const seenCookies = new Set<string>();

export async function sessionCookie(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies(BASE)).find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error('no session cookie');
  seenCookies.add(cookie.value);
  return cookie.value;
}

/** Every line both gateways have written to stdout so far. */
export function logLines(): string[] {
  return LOG_FILES.flatMap((file) => readFileSync(file, 'utf8').split('\n').filter(Boolean));
}

export type LogRecord = Record<string, unknown> & { instance: string };

export const records = (): LogRecord[] => logLines().map((line) => JSON.parse(line) as LogRecord);

/** The audit line of the call the gateway answered with `gatewayRequestId`, once written. */
export async function auditOf(gatewayRequestId: string): Promise<LogRecord> {
  let found: LogRecord | undefined;
  await expect
    .poll(
      () => {
        found = records().find(
          (r) => r.type === 'audit' && r.gatewayRequestId === gatewayRequestId,
        );
        return found !== undefined;
      },
      { message: `an audit line with gatewayRequestId ${gatewayRequestId}` },
    )
    .toBe(true);
  if (!found) throw new Error(`no audit line for ${gatewayRequestId}`);
  return found;
}

/** A write's headers: from the console's own origin, as the browser sends it. */
export const SAME_ORIGIN = { origin: new URL(BASE).origin };

export const SCREEN = '/api/screen';
export const SCREEN_VERSION = 'Version=2021-01-14';
export const LAKE = '/api/lake/lake/v1';
