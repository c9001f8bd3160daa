/**
 * The gateway's settings (docs/deploy.md "The gateway"): one table, read from a JSON file and the
 * environment (the environment wins), listed by `--help`. Every setting has a JSON key (nested by
 * its dots: `screen.endpoint` is `{"screen": {"endpoint": …}}`) and an environment variable.
 */
import { hostname } from 'node:os';
import { ACTIVITY_PATH, PLAYLISTS_PATH, type ServiceName } from '../src/api/contract';
import type {
  AuthConfig,
  AuthMode,
  CredentialsConfig,
  CredentialType,
  GatewayConfig,
  LogLevel,
  PathMapping,
} from './configTypes';
import type { Role } from './roles';
import { LAKE_DEFAULT_VERSION, SCREEN_DEFAULT_VERSION, SETTINGS } from './settings';
import { ConfigError, atKey, leafKeys, parseValue } from './settingValues';

export * from './configTypes';
export {
  CONFIG_FILE_ENV,
  LAKE_DEFAULT_VERSION,
  SCREEN_DEFAULT_VERSION,
  SETTINGS,
  USAGE,
} from './settings';
export { ConfigError } from './settingValues';

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
    database: {
      url: text('database.url'),
      dir: get('database.dir', '.parapet-gateway/db'),
    },
    audit: { retentionDays: get('audit.retentionDays', 400) },
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
  // The gateway's own paths: no service prefix may cover one.
  for (const own of ['/api/session', ACTIVITY_PATH, PLAYLISTS_PATH]) {
    const taken = prefixes.find((p) => own === p || own.startsWith(`${p}/`));
    if (taken)
      throw new ConfigError(`a service prefix (${taken}) covers ${own}, the gateway's own`);
  }
  if (config.agent.endpoint && !config.agent.apiKey) {
    throw new ConfigError(
      'agent.endpoint is set but agent.apiKey is not (PARAPET_GATEWAY_AGENT_API_KEY)',
    );
  }
  if (config.bodyLimit < 1) throw new ConfigError('bodyLimit must be at least 1 byte');
  if (config.upstreamTimeoutMs < 1)
    throw new ConfigError('upstreamTimeoutMs must be at least 1 ms');
  if (config.audit.retentionDays < 1)
    throw new ConfigError('audit.retentionDays must be at least 1 day');
  if (config.database.url !== null && !/^postgres(ql)?:\/\//.test(config.database.url)) {
    throw new ConfigError('database.url must be a postgres:// or postgresql:// URL');
  }
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
    database: {
      url: config.database.url === null ? null : redactedUrl(config.database.url),
      dir: config.database.url === null ? config.database.dir : null,
    },
  };
}

/** A database URL with its password replaced, so a log line can say which server it is. */
function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '(set)';
    return parsed.toString();
  } catch {
    return '(set)';
  }
}
