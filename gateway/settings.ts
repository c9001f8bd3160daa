/**
 * The table of the gateway's settings (docs/deploy.md "The gateway"): for each, its JSON key (nested
 * by its dots: `screen.endpoint` is `{"screen": {"endpoint": …}}`), its environment variable, its
 * kind and the default and help that `--help` lists (USAGE). gateway/config.ts reads them.
 */
import type { ServiceName } from '../src/api/contract';
import { AUTH_MODES, CREDENTIAL_TYPES, DEFAULT_ROLES, LOG_LEVELS } from './configTypes';
import { DATABASE_SETTINGS } from './databaseSettings';
import { ROLES } from './roles';

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

export interface Setting {
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
  ...DATABASE_SETTINGS,
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
