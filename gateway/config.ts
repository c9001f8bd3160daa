/**
 * The gateway's settings (docs/deploy.md "The gateway"): one table, read from a JSON file and the
 * environment (the environment wins), listed by `--help`. Every setting has a JSON key (nested by
 * its dots: `screen.endpoint` is `{"screen": {"endpoint": …}}`) and an environment variable.
 */
import { hostname } from 'node:os';
import type { ServiceName } from '../src/api/contract';

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
      setting.kind === 'secret' ? ', secret' : ''
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
  };
  validate(config);
  return config;
}

function validate(config: GatewayConfig): void {
  const prefixes = [config.screen.prefix, config.lake.prefix, config.agent.prefix];
  for (const [i, prefix] of prefixes.entries()) {
    const other = prefixes.find((p, j) => j !== i && (p === prefix || p.startsWith(`${prefix}/`)));
    if (other) throw new ConfigError(`service prefixes overlap: ${prefix} and ${other}`);
  }
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
  };
}
