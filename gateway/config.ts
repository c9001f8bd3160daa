/**
 * The gateway's settings (docs/deploy.md "The gateway"): one table, read from a JSON file and the
 * environment (the environment wins), listed by `--help`. Every setting has a JSON key (nested by
 * its dots: `screen.endpoint` is `{"screen": {"endpoint": …}}`) and an environment variable.
 */
import { hostname } from 'node:os';
import type { ServiceName } from '../src/api/contract';
import { isRole, ROLES, type Role } from './roles';

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
}

type Kind =
  | 'string'
  | 'secret'
  | 'int'
  | 'port'
  | 'prefix'
  | 'url'
  | 'origins'
  | 'pathMap'
  | 'trustProxy'
  | 'bool'
  | 'secretList'
  | 'roleMap'
  | { oneOf: readonly string[] };

interface Setting {
  /** The JSON key, dotted. */
  key: string;
  env: string;
  kind: Kind;
  /** What `--help` shows as the default ('' for none). */
  shown: string;
  help: string;
}

const SERVICE_SETTINGS = (
  service: ServiceName,
  defaults: { prefix: string; version?: string },
): Setting[] => {
  const env = `PARAPET_GATEWAY_${service.toUpperCase()}`;
  const settings: Setting[] = [
    {
      key: `${service}.prefix`,
      env: `${env}_PREFIX`,
      kind: 'prefix',
      shown: defaults.prefix,
      help: `where the console sends ${service} calls (the build's VITE_${service.toUpperCase()}_API_BASE)`,
    },
    {
      key: `${service}.endpoint`,
      env: `${env}_ENDPOINT`,
      kind: 'url',
      shown: '',
      help: `the ${service} service's base URL, e.g. ${
        service === 'screen'
          ? 'https://tds.{region}.aliyuncs.com'
          : service === 'lake'
            ? 'https://dlfnext.{region}.aliyuncs.com'
            : 'https://<workspace>.agent.example.com'
      }; {region} is replaced by ${service}.region. Unset: the service's calls answer 503`,
    },
    {
      key: `${service}.region`,
      env: `${env}_REGION`,
      kind: 'string',
      shown: '',
      help: `the region filled into {region} of ${service}.endpoint`,
    },
  ];
  if (defaults.version) {
    settings.push({
      key: `${service}.version`,
      env: `${env}_VERSION`,
      kind: 'string',
      shown: defaults.version,
      help: 'the API version sent as x-acs-version (the spec names this one; the service publishes others)',
    });
  }
  if (service === 'screen') return settings; // RPC: one path, nothing to map
  settings.push({
    key: `${service}.pathMap`,
    env: `${env}_PATH_MAP`,
    kind: 'pathMap',
    shown: '',
    help: `console path prefixes and the upstream prefixes they become, FROM=TO[,FROM=TO…], longest first${
      service === 'lake' ? ', e.g. /lake/v1=/dlf/v1,/iceberg/lake/v1=/iceberg/dlf/v1' : ''
    }`,
  });
  return settings;
};

export const SCREEN_DEFAULT_VERSION = '2021-01-14';
export const LAKE_DEFAULT_VERSION = '2025-03-10';

const CREDENTIAL_ENV = 'PARAPET_GATEWAY_CREDENTIALS';

/** Every setting, in the order `--help` lists them. */
export const SETTINGS: readonly Setting[] = [
  {
    key: 'host',
    env: 'PARAPET_GATEWAY_HOST',
    kind: 'string',
    shown: '127.0.0.1',
    help: 'address to listen on (0.0.0.0: every interface)',
  },
  {
    key: 'port',
    env: 'PARAPET_GATEWAY_PORT',
    kind: 'port',
    shown: '8080',
    help: 'port to listen on (0: a free one)',
  },
  {
    key: 'dist',
    env: 'PARAPET_GATEWAY_DIST',
    kind: 'string',
    shown: 'dist',
    help: 'the live build to serve (npm run build), relative to the working directory',
  },
  {
    key: 'uploadOrigins',
    env: 'PARAPET_UPLOAD_ORIGINS',
    kind: 'origins',
    shown: '',
    help: "object-storage origins the logo upload talks to, comma-separated (the policy's img-src and connect-src)",
  },
  {
    key: 'instance',
    env: 'PARAPET_GATEWAY_INSTANCE',
    kind: 'string',
    shown: '<hostname>:<pid>',
    help: 'this instance in every log and audit line',
  },
  {
    key: 'logLevel',
    env: 'PARAPET_GATEWAY_LOG_LEVEL',
    kind: { oneOf: LOG_LEVELS },
    shown: 'info',
    help: `least level logged: ${LOG_LEVELS.join(', ')} (audit lines are info)`,
  },
  {
    key: 'bodyLimit',
    env: 'PARAPET_GATEWAY_BODY_LIMIT',
    kind: 'int',
    shown: '1048576',
    help: 'largest request body in bytes; a larger one is refused with 413 and never sent upstream',
  },
  {
    key: 'upstreamTimeoutMs',
    env: 'PARAPET_GATEWAY_UPSTREAM_TIMEOUT_MS',
    kind: 'int',
    shown: '10000',
    help: "an upstream's whole answer must arrive within this, else 504 (keep it under the console's 15 s)",
  },
  {
    key: 'trustProxy',
    env: 'PARAPET_GATEWAY_TRUST_PROXY',
    kind: 'trustProxy',
    shown: 'false',
    help: "believe X-Forwarded-* from: false, true, or comma-separated proxy addresses/CIDRs (behind nginx: nginx's address)",
  },
  ...SERVICE_SETTINGS('screen', { prefix: '/api/screen', version: SCREEN_DEFAULT_VERSION }),
  ...SERVICE_SETTINGS('lake', { prefix: '/api/lake', version: LAKE_DEFAULT_VERSION }),
  ...SERVICE_SETTINGS('agent', { prefix: '/api/agent' }),
  {
    key: 'agent.apiKey',
    env: 'PARAPET_GATEWAY_AGENT_API_KEY',
    kind: 'secret',
    shown: '',
    help: 'the agent service API key, sent as Authorization: Bearer <key> (required with agent.endpoint)',
  },
  {
    key: 'credentials.type',
    env: `${CREDENTIAL_ENV}_TYPE`,
    kind: { oneOf: CREDENTIAL_TYPES },
    shown: 'default',
    help: `how screen and lake calls get their AccessKey (@alicloud/credentials): ${CREDENTIAL_TYPES.join(
      ', ',
    )}. default: the SDK's chain (ALIBABA_CLOUD_ACCESS_KEY_ID/_SECRET/_SECURITY_TOKEN, the OIDC role of ALIBABA_CLOUD_ROLE_ARN + _OIDC_PROVIDER_ARN + _OIDC_TOKEN_FILE, ~/.alibabacloud/credentials, the ECS instance role of ALIBABA_CLOUD_ECS_METADATA, ALIBABA_CLOUD_CREDENTIALS_URI)`,
  },
  {
    key: 'credentials.accessKeyId',
    env: `${CREDENTIAL_ENV}_ACCESS_KEY_ID`,
    kind: 'string',
    shown: '',
    help: 'access_key, sts, ram_role_arn: the AccessKey ID',
  },
  {
    key: 'credentials.accessKeySecret',
    env: `${CREDENTIAL_ENV}_ACCESS_KEY_SECRET`,
    kind: 'secret',
    shown: '',
    help: 'access_key, sts, ram_role_arn: the AccessKey secret',
  },
  {
    key: 'credentials.securityToken',
    env: `${CREDENTIAL_ENV}_SECURITY_TOKEN`,
    kind: 'secret',
    shown: '',
    help: 'sts: the STS token',
  },
  {
    key: 'credentials.roleArn',
    env: `${CREDENTIAL_ENV}_ROLE_ARN`,
    kind: 'string',
    shown: '',
    help: 'ram_role_arn, oidc_role_arn: the role to assume (acs:ram::<account>:role/<name>); refreshed before it expires',
  },
  {
    key: 'credentials.roleSessionName',
    env: `${CREDENTIAL_ENV}_ROLE_SESSION_NAME`,
    kind: 'string',
    shown: '',
    help: 'ram_role_arn, oidc_role_arn: the session name the role is assumed under',
  },
  {
    key: 'credentials.roleSessionExpiration',
    env: `${CREDENTIAL_ENV}_ROLE_SESSION_EXPIRATION`,
    kind: 'int',
    shown: '',
    help: 'ram_role_arn, oidc_role_arn: seconds an assumed-role token lasts',
  },
  {
    key: 'credentials.policy',
    env: `${CREDENTIAL_ENV}_POLICY`,
    kind: 'string',
    shown: '',
    help: 'ram_role_arn, oidc_role_arn: a policy (JSON) narrowing the assumed role',
  },
  {
    key: 'credentials.roleName',
    env: `${CREDENTIAL_ENV}_ROLE_NAME`,
    kind: 'string',
    shown: '',
    help: "ecs_ram_role: the instance's RAM role (looked up when unset)",
  },
  {
    key: 'credentials.oidcProviderArn',
    env: `${CREDENTIAL_ENV}_OIDC_PROVIDER_ARN`,
    kind: 'string',
    shown: '',
    help: 'oidc_role_arn: the OIDC identity provider',
  },
  {
    key: 'credentials.oidcTokenFile',
    env: `${CREDENTIAL_ENV}_OIDC_TOKEN_FILE`,
    kind: 'string',
    shown: '',
    help: 'oidc_role_arn: the file holding the OIDC token',
  },
  {
    key: 'auth.mode',
    env: 'PARAPET_GATEWAY_AUTH',
    kind: { oneOf: AUTH_MODES },
    shown: 'oidc',
    help: 'oidc: every API call needs a session from OpenID Connect sign-in; none: nobody signs in and every caller may call every allowed operation (development and tests only; refused with NODE_ENV=production unless auth.allowNoneInProduction)',
  },
  {
    key: 'auth.allowNoneInProduction',
    env: 'PARAPET_GATEWAY_AUTH_NONE_IN_PRODUCTION',
    kind: 'bool',
    shown: 'false',
    help: 'true: start with auth none even though NODE_ENV=production (a gateway behind another authenticating proxy)',
  },
  {
    key: 'auth.publicUrl',
    env: 'PARAPET_GATEWAY_PUBLIC_URL',
    kind: 'url',
    shown: '',
    help: "the console's address as browsers see it, e.g. https://parapet.example.com (required with auth oidc): the redirect URI is <publicUrl>/auth/callback, the post-logout URI <publicUrl>/auth/signed-out, and writes must come from its origin",
  },
  {
    key: 'auth.issuer',
    env: 'PARAPET_GATEWAY_OIDC_ISSUER',
    kind: 'url',
    shown: '',
    help: "the identity provider's issuer URL (its /.well-known/openid-configuration is read at the first sign-in); https, or http on localhost only",
  },
  {
    key: 'auth.clientId',
    env: 'PARAPET_GATEWAY_OIDC_CLIENT_ID',
    kind: 'string',
    shown: '',
    help: "the gateway's client id at the identity provider",
  },
  {
    key: 'auth.clientSecret',
    env: 'PARAPET_GATEWAY_OIDC_CLIENT_SECRET',
    kind: 'secret',
    shown: '',
    help: "the client's secret (client_secret_basic); unset: a public client (PKCE only)",
  },
  {
    key: 'auth.scopes',
    env: 'PARAPET_GATEWAY_OIDC_SCOPES',
    kind: 'string',
    shown: 'openid profile email',
    help: 'the scopes asked for, space-separated (add the one that releases auth.roleClaim, e.g. groups)',
  },
  {
    key: 'auth.roleClaim',
    env: 'PARAPET_GATEWAY_ROLE_CLAIM',
    kind: 'string',
    shown: 'groups',
    help: 'the ID token or userinfo claim the role comes from (a string or a list of strings)',
  },
  {
    key: 'auth.roleMap',
    env: 'PARAPET_GATEWAY_ROLE_MAP',
    kind: 'roleMap',
    shown: '',
    help: `claim values and the role each gives, VALUE=ROLE[,VALUE=ROLE…] (roles: ${ROLES.join(', ')}), e.g. parapet-admins=admin,parapet-editors=editor,parapet-viewers=viewer; a person with several gets the highest (a value with a comma, e.g. an LDAP DN: use the JSON file's object form)`,
  },
  {
    key: 'auth.defaultRole',
    env: 'PARAPET_GATEWAY_DEFAULT_ROLE',
    kind: { oneOf: DEFAULT_ROLES },
    shown: 'deny',
    help: 'the role of a person none of whose claim values is in auth.roleMap; deny: they cannot sign in',
  },
  {
    key: 'auth.sessionKeys',
    env: 'PARAPET_GATEWAY_SESSION_KEYS',
    kind: 'secretList',
    shown: '',
    help: 'keys the session cookie is encrypted with, comma-separated, each at least 32 characters (openssl rand -base64 32); the first encrypts, all decrypt (rotation: add the new key first). Every instance needs the same list',
  },
  {
    key: 'auth.sessionIdleSeconds',
    env: 'PARAPET_GATEWAY_SESSION_IDLE_SECONDS',
    kind: 'int',
    shown: '1800',
    help: 'a session with no request for this long is over',
  },
  {
    key: 'auth.sessionMaxSeconds',
    env: 'PARAPET_GATEWAY_SESSION_MAX_SECONDS',
    kind: 'int',
    shown: '43200',
    help: 'a session is over this long after sign-in, however busy',
  },
  {
    key: 'auth.secureCookie',
    env: 'PARAPET_GATEWAY_SECURE_COOKIE',
    kind: 'bool',
    shown: 'true',
    help: 'mark the cookies Secure (named __Host-…); false only for a publicUrl on http://localhost or 127.0.0.1',
  },
  {
    key: 'auth.idpTimeoutMs',
    env: 'PARAPET_GATEWAY_OIDC_TIMEOUT_MS',
    kind: 'int',
    shown: '5000',
    help: 'each call to the identity provider (discovery, token, userinfo) must answer within this',
  },
  {
    key: 'auth.clockToleranceSeconds',
    env: 'PARAPET_GATEWAY_OIDC_CLOCK_TOLERANCE_SECONDS',
    kind: 'int',
    shown: '30',
    help: "how far the identity provider's clock may be from this one for the ID token's times",
  },
];

/** Where the JSON file is named when `--config` is not given. */
export const CONFIG_FILE_ENV = 'PARAPET_GATEWAY_CONFIG';

export const USAGE = [
  'Usage: npm run gateway -- [--config FILE] [--help]',
  '',
  'The Parapet gateway: serves the live build and signs every call to the three services.',
  `Settings come from a JSON file (--config FILE or ${CONFIG_FILE_ENV}) and the environment,`,
  'the environment winning. Each line: environment variable, JSON key, default.',
  '',
  ...SETTINGS.flatMap((setting) => [
    `  ${setting.env}  (${setting.key}${setting.shown ? `, default ${setting.shown}` : ''}${
      setting.kind === 'secret' || setting.kind === 'secretList' ? ', secret' : ''
    })`,
    `      ${setting.help}`,
  ]),
].join('\n');

export class ConfigError extends Error {}

/** A JSON object's value at a dotted key, or undefined. */
function atKey(json: Record<string, unknown>, key: string): unknown {
  let value: unknown = json;
  for (const part of key.split('.')) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** The dotted keys of a JSON object's leaves (arrays and the path map count as leaves). */
function leafKeys(json: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(json).flatMap(([name, value]) => {
    const key = prefix ? `${prefix}.${name}` : name;
    const isSetting = SETTINGS.some((setting) => setting.key === key);
    if (!isSetting && typeof value === 'object' && value !== null && !Array.isArray(value)) {
      return leafKeys(value as Record<string, unknown>, key);
    }
    return [key];
  });
}

function parsePathMap(value: unknown, where: string): PathMapping[] {
  const pairs: [string, string][] =
    typeof value === 'string'
      ? value
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean)
          .map((entry) => {
            const eq = entry.indexOf('=');
            if (eq <= 0) throw new ConfigError(`${where}: FROM=TO, not ${JSON.stringify(entry)}`);
            return [entry.slice(0, eq).trim(), entry.slice(eq + 1).trim()];
          })
      : typeof value === 'object' && value !== null && !Array.isArray(value)
        ? Object.entries(value as Record<string, unknown>).map(([from, to]) => {
            if (typeof to !== 'string')
              throw new ConfigError(`${where}: ${from} must map to a path`);
            return [from, to];
          })
        : (() => {
            throw new ConfigError(`${where}: "FROM=TO,…" or an object {"FROM": "TO"}`);
          })();
  const mappings = pairs.map(([from, to]) => {
    for (const path of [from, to]) {
      if (!/^\/[^\s?#]*$/.test(path) || (path.length > 1 && path.endsWith('/'))) {
        throw new ConfigError(`${where}: ${JSON.stringify(path)} is not a path like /lake/v1`);
      }
    }
    return { from, to: to === '/' ? '' : to };
  });
  // Longest first, so /iceberg/lake/v1 is mapped before a shorter prefix could take it.
  return mappings.sort((a, b) => b.from.length - a.from.length);
}

function parseRoleMap(value: unknown, where: string): Record<string, Role> {
  const pairs: [string, unknown][] =
    typeof value === 'string'
      ? value
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean)
          .map((entry) => {
            const eq = entry.lastIndexOf('=');
            if (eq <= 0)
              throw new ConfigError(`${where}: VALUE=ROLE, not ${JSON.stringify(entry)}`);
            return [entry.slice(0, eq).trim(), entry.slice(eq + 1).trim()];
          })
      : typeof value === 'object' && value !== null && !Array.isArray(value)
        ? Object.entries(value as Record<string, unknown>)
        : (() => {
            throw new ConfigError(`${where}: "VALUE=ROLE,…" or an object {"VALUE": "ROLE"}`);
          })();
  const map: Record<string, Role> = {};
  for (const [claim, role] of pairs) {
    if (typeof role !== 'string' || !isRole(role)) {
      throw new ConfigError(`${where}: ${claim} must map to one of ${ROLES.join(', ')}`);
    }
    map[claim] = role;
  }
  return map;
}

function parseValue(setting: Setting, raw: unknown, where: string): unknown {
  const text = typeof raw === 'string' ? raw.trim() : raw;
  const fail = (what: string): never => {
    throw new ConfigError(`${where}: ${what}, not ${JSON.stringify(raw)}`);
  };
  const kind = setting.kind;
  if (typeof kind === 'object') {
    if (typeof text !== 'string' || !kind.oneOf.includes(text))
      fail(`one of ${kind.oneOf.join(', ')}`);
    return text;
  }
  switch (kind) {
    case 'string':
    case 'secret':
      if (typeof text !== 'string') fail('a string');
      return text === '' ? null : text;
    case 'int':
    case 'port': {
      const number =
        typeof text === 'number' ? text : typeof text === 'string' ? Number(text) : NaN;
      if (!Number.isInteger(number) || number < 0) fail('a whole number');
      if (kind === 'port' && number > 65535) fail('a port');
      return number;
    }
    case 'prefix':
      if (typeof text !== 'string' || !/^\/[A-Za-z0-9._~\-/]*[A-Za-z0-9._~-]$/.test(text))
        fail('a path prefix like /api/screen (no trailing slash)');
      return text;
    case 'url': {
      if (typeof text !== 'string') fail('a URL');
      if (text === '') return null;
      let url: URL;
      try {
        url = new URL((text as string).replaceAll('{region}', 'region'));
      } catch {
        return fail('an http(s) URL');
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') fail('an http(s) URL');
      if (url.search || url.hash || url.username || url.password)
        fail('a URL without query, fragment or credentials');
      return text;
    }
    case 'origins': {
      const entries = Array.isArray(text)
        ? text
        : typeof text === 'string'
          ? text.split(',')
          : null;
      if (!entries || entries.some((entry) => typeof entry !== 'string'))
        fail('comma-separated origins or an array');
      return (entries as string[])
        .map((entry) => entry.trim())
        .filter(Boolean)
        .map((entry) => {
          try {
            const url = new URL(entry);
            if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error();
            return url.origin;
          } catch {
            return fail(`http(s) origins (${entry})`);
          }
        });
    }
    case 'pathMap':
      return text === '' ? [] : parsePathMap(text, where);
    case 'bool':
      if (typeof text === 'boolean') return text;
      if (text === 'true' || text === 'false') return text === 'true';
      return fail('true or false');
    case 'secretList': {
      const entries = Array.isArray(text)
        ? text
        : typeof text === 'string'
          ? text.split(',')
          : null;
      if (!entries || entries.some((entry) => typeof entry !== 'string'))
        fail('comma-separated keys or an array');
      const keys = (entries as string[]).map((entry) => entry.trim()).filter(Boolean);
      if (keys.some((key) => key.length < 32))
        throw new ConfigError(`${where}: each key must be at least 32 characters`);
      return keys.length ? keys : null;
    }
    case 'roleMap':
      return text === '' ? {} : parseRoleMap(text, where);
    case 'trustProxy': {
      if (typeof text === 'boolean') return text;
      if (typeof text !== 'string' || text === '') fail('false, true or proxy addresses');
      if (text === 'true' || text === 'false') return text === 'true';
      return text;
    }
  }
}

export interface ConfigSources {
  env: Readonly<Record<string, string | undefined>>;
  /** The JSON file's parsed content, if one was given. */
  file?: Record<string, unknown> | undefined;
  /** The file's name, for messages. */
  fileName?: string | undefined;
}

function fillRegion(endpoint: string | null, region: string | null, service: string) {
  if (endpoint === null || !endpoint.includes('{region}')) return endpoint;
  if (!region)
    throw new ConfigError(`${service}.endpoint names {region} but ${service}.region is unset`);
  return endpoint.replaceAll('{region}', region);
}

/** Reads the settings: defaults, then the file, then the environment. Throws ConfigError. */
export function loadConfig({ env, file, fileName = 'config file' }: ConfigSources): GatewayConfig {
  if (file) {
    const unknown = leafKeys(file).filter((key) => !SETTINGS.some((s) => s.key === key));
    if (unknown.length) throw new ConfigError(`${fileName}: unknown setting ${unknown.join(', ')}`);
  }
  const values = new Map<string, unknown>();
  for (const setting of SETTINGS) {
    const fromFile = file ? atKey(file, setting.key) : undefined;
    if (fromFile !== undefined && fromFile !== null) {
      values.set(setting.key, parseValue(setting, fromFile, `${fileName}: ${setting.key}`));
    }
    const fromEnv = env[setting.env];
    if (fromEnv !== undefined) values.set(setting.key, parseValue(setting, fromEnv, setting.env));
  }
  const get = <T>(key: string, fallback: T): T =>
    values.has(key) && values.get(key) !== null ? (values.get(key) as T) : fallback;
  const text = (key: string) => get<string | null>(key, null);

  const service = (name: ServiceName, prefix: string) => {
    const region = text(`${name}.region`);
    return {
      prefix: get(`${name}.prefix`, prefix),
      region,
      endpoint: fillRegion(text(`${name}.endpoint`), region, name),
      pathMap: get<PathMapping[]>(`${name}.pathMap`, []),
    };
  };
  const config: GatewayConfig = {
    host: get('host', '127.0.0.1'),
    port: get('port', 8080),
    dist: get('dist', 'dist'),
    uploadOrigins: get<string[]>('uploadOrigins', []),
    instance: get('instance', `${hostname()}:${process.pid}`),
    logLevel: get<LogLevel>('logLevel', 'info'),
    bodyLimit: get('bodyLimit', 1_048_576),
    upstreamTimeoutMs: get('upstreamTimeoutMs', 10_000),
    trustProxy: get<boolean | string>('trustProxy', false),
    screen: {
      ...service('screen', '/api/screen'),
      version: get('screen.version', SCREEN_DEFAULT_VERSION),
    },
    lake: { ...service('lake', '/api/lake'), version: get('lake.version', LAKE_DEFAULT_VERSION) },
    agent: { ...service('agent', '/api/agent'), apiKey: text('agent.apiKey') },
    credentials: {
      type: get<CredentialType>('credentials.type', 'default'),
      accessKeyId: text('credentials.accessKeyId'),
      accessKeySecret: text('credentials.accessKeySecret'),
      securityToken: text('credentials.securityToken'),
      roleArn: text('credentials.roleArn'),
      roleSessionName: text('credentials.roleSessionName'),
      roleSessionExpiration: get<number | null>('credentials.roleSessionExpiration', null),
      policy: text('credentials.policy'),
      roleName: text('credentials.roleName'),
      oidcProviderArn: text('credentials.oidcProviderArn'),
      oidcTokenFile: text('credentials.oidcTokenFile'),
    },
    auth: {
      mode: get<AuthMode>('auth.mode', 'oidc'),
      allowNoneInProduction: get('auth.allowNoneInProduction', false),
      publicUrl: text('auth.publicUrl')?.replace(/\/+$/, '') ?? null,
      issuer: text('auth.issuer'),
      clientId: text('auth.clientId'),
      clientSecret: text('auth.clientSecret'),
      scopes: get('auth.scopes', 'openid profile email'),
      roleClaim: get('auth.roleClaim', 'groups'),
      roleMap: get<Record<string, Role>>('auth.roleMap', {}),
      defaultRole: get<Role | 'deny'>('auth.defaultRole', 'deny'),
      sessionKeys: get<string[]>('auth.sessionKeys', []),
      sessionIdleSeconds: get('auth.sessionIdleSeconds', 1800),
      sessionMaxSeconds: get('auth.sessionMaxSeconds', 43_200),
      secureCookie: get('auth.secureCookie', true),
      idpTimeoutMs: get('auth.idpTimeoutMs', 5000),
      clockToleranceSeconds: get('auth.clockToleranceSeconds', 30),
    },
  };
  validate(config, env);
  return config;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function validateAuth(auth: AuthConfig, env: ConfigSources['env']): void {
  if (auth.mode === 'none') {
    if (env.NODE_ENV === 'production' && !auth.allowNoneInProduction) {
      throw new ConfigError(
        'auth is none (nobody signs in, everyone may call everything) but NODE_ENV=production: set auth.mode oidc, or auth.allowNoneInProduction if another proxy authenticates',
      );
    }
    return;
  }
  const missing = (['publicUrl', 'issuer', 'clientId'] as const).filter((k) => auth[k] === null);
  if (auth.sessionKeys.length === 0) missing.push('sessionKeys' as never);
  if (missing.length) {
    throw new ConfigError(
      `auth oidc needs ${missing.map((m) => `auth.${m}`).join(', ')} (or PARAPET_GATEWAY_AUTH=none for development)`,
    );
  }
  const publicUrl = new URL(auth.publicUrl ?? '');
  const issuer = new URL(auth.issuer ?? '');
  if (publicUrl.pathname !== '/') {
    throw new ConfigError('auth.publicUrl is an origin (https://host[:port]), without a path');
  }
  if (
    !auth.secureCookie &&
    !(publicUrl.protocol === 'http:' && LOCAL_HOSTS.has(publicUrl.hostname))
  ) {
    throw new ConfigError(
      'auth.secureCookie may be false only for a publicUrl on http://localhost',
    );
  }
  if (issuer.protocol !== 'https:' && !LOCAL_HOSTS.has(issuer.hostname)) {
    throw new ConfigError('auth.issuer must be https (http only for localhost)');
  }
  if (auth.sessionIdleSeconds < 60 || auth.sessionMaxSeconds < auth.sessionIdleSeconds) {
    throw new ConfigError(
      'auth.sessionIdleSeconds must be at least 60 and auth.sessionMaxSeconds at least as long',
    );
  }
  if (auth.idpTimeoutMs < 1) throw new ConfigError('auth.idpTimeoutMs must be at least 1 ms');
}

function validate(config: GatewayConfig, env: ConfigSources['env']): void {
  const prefixes = [config.screen.prefix, config.lake.prefix, config.agent.prefix];
  for (const [i, prefix] of prefixes.entries()) {
    const other = prefixes.find((p, j) => j !== i && (p === prefix || p.startsWith(`${prefix}/`)));
    if (other) throw new ConfigError(`service prefixes overlap: ${prefix} and ${other}`);
  }
  const session = '/api/session';
  const taken = prefixes.find((p) => session === p || session.startsWith(`${p}/`));
  if (taken)
    throw new ConfigError(`a service prefix (${taken}) covers ${session}, the gateway's own`);
  if (config.agent.endpoint && !config.agent.apiKey) {
    throw new ConfigError(
      'agent.endpoint is set but agent.apiKey is not (PARAPET_GATEWAY_AGENT_API_KEY)',
    );
  }
  if (config.bodyLimit < 1) throw new ConfigError('bodyLimit must be at least 1 byte');
  if (config.upstreamTimeoutMs < 1)
    throw new ConfigError('upstreamTimeoutMs must be at least 1 ms');
  const c = config.credentials;
  const need = (fields: (keyof CredentialsConfig)[]) => {
    const missing = fields.filter((field) => c[field] === null);
    if (missing.length) {
      throw new ConfigError(
        `credentials.type ${c.type} needs ${missing.map((m) => `credentials.${m}`).join(', ')}`,
      );
    }
  };
  if (c.type === 'access_key') need(['accessKeyId', 'accessKeySecret']);
  if (c.type === 'sts') need(['accessKeyId', 'accessKeySecret', 'securityToken']);
  if (c.type === 'ram_role_arn') need(['accessKeyId', 'accessKeySecret', 'roleArn']);
  validateAuth(config.auth, env);
}

/** The settings as a log line may show them: secrets replaced by whether they are set. */
export function describeConfig(config: GatewayConfig): Record<string, unknown> {
  const secret = (value: string | null) => (value === null ? null : '(set)');
  return {
    ...config,
    agent: { ...config.agent, apiKey: secret(config.agent.apiKey) },
    credentials: {
      type: config.credentials.type,
      accessKeyId: config.credentials.accessKeyId === null ? null : '(set)',
      accessKeySecret: secret(config.credentials.accessKeySecret),
      securityToken: secret(config.credentials.securityToken),
      roleArn: config.credentials.roleArn,
      roleName: config.credentials.roleName,
    },
    auth: {
      ...config.auth,
      clientSecret: secret(config.auth.clientSecret),
      sessionKeys: `(${config.auth.sessionKeys.length} set)`,
    },
  };
}
