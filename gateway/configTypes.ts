/**
 * The shape of the gateway's settings once read (gateway/config.ts reads them from the table in
 * gateway/settings.ts), and the closed lists some of them choose from.
 */
import { ROLES, type Role } from './roles';

/** How the gateway gets the AccessKey it signs the screen and lake calls with. */
export const CREDENTIAL_TYPES = [
  'default',
  'access_key',
  'sts',
  'ram_role_arn',
  'ecs_ram_role',
  'oidc_role_arn',
] as const;
export type CredentialType = (typeof CREDENTIAL_TYPES)[number];

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** A console path prefix and the upstream prefix it becomes (`/lake/v1` → `/dlf/v1`). */
export interface PathMapping {
  from: string;
  to: string;
}

interface UpstreamConfig {
  /** Where the console sends this service's calls (the build's `VITE_*_API_BASE`). */
  prefix: string;
  /** The upstream's base URL, `{region}` filled in; null: the service is not configured. */
  endpoint: string | null;
  region: string | null;
}

export interface SignedServiceConfig extends UpstreamConfig {
  /** `x-acs-version`. */
  version: string;
  pathMap: readonly PathMapping[];
}

export interface AgentConfig extends UpstreamConfig {
  /** Sent as `Authorization: Bearer <key>`; never to the browser or a log line. */
  apiKey: string | null;
  pathMap: readonly PathMapping[];
}

export interface CredentialsConfig {
  type: CredentialType;
  accessKeyId: string | null;
  accessKeySecret: string | null;
  securityToken: string | null;
  roleArn: string | null;
  roleSessionName: string | null;
  roleSessionExpiration: number | null;
  policy: string | null;
  roleName: string | null;
  oidcProviderArn: string | null;
  oidcTokenFile: string | null;
}

export const AUTH_MODES = ['oidc', 'none'] as const;
export type AuthMode = (typeof AUTH_MODES)[number];
export const DEFAULT_ROLES = [...ROLES, 'deny'] as const;

export interface AuthConfig {
  /** `oidc`: every API call needs a signed-in session; `none`: nobody signs in (development). */
  mode: AuthMode;
  /** Lets `mode: none` start with NODE_ENV=production. */
  allowNoneInProduction: boolean;
  /** The console's address as the browser sees it (redirect URI, Origin check). */
  publicUrl: string | null;
  issuer: string | null;
  clientId: string | null;
  clientSecret: string | null;
  scopes: string;
  /** The ID token / userinfo claim the role is read from. */
  roleClaim: string;
  /** Claim value → role. */
  roleMap: Readonly<Record<string, Role>>;
  /** The role of a person none of whose claim values is mapped; `deny`: no sign-in. */
  defaultRole: Role | 'deny';
  /** First seals, every one opens. */
  sessionKeys: readonly string[];
  sessionIdleSeconds: number;
  sessionMaxSeconds: number;
  secureCookie: boolean;
  idpTimeoutMs: number;
  clockToleranceSeconds: number;
}

export interface GatewayConfig {
  host: string;
  port: number;
  dist: string;
  uploadOrigins: readonly string[];
  instance: string;
  logLevel: LogLevel;
  bodyLimit: number;
  upstreamTimeoutMs: number;
  trustProxy: boolean | string;
  screen: SignedServiceConfig;
  lake: SignedServiceConfig;
  agent: AgentConfig;
  credentials: CredentialsConfig;
  auth: AuthConfig;
  database: DatabaseConfig;
  audit: { retentionDays: number };
}

export interface DatabaseConfig {
  /** A PostgreSQL server's URL (a secret: it may hold a password); null: the embedded PGlite. */
  url: string | null;
  /** PGlite's folder, or `memory://`. */
  dir: string;
}
