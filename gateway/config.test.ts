import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ConfigError, describeConfig, loadConfig, SETTINGS, USAGE } from './config';

const NO_AUTH = { PARAPET_GATEWAY_AUTH: 'none' };
const OIDC = {
  PARAPET_GATEWAY_PUBLIC_URL: 'https://parapet.example.com/',
  PARAPET_GATEWAY_OIDC_ISSUER: 'https://idp.example.com/realms/parapet',
  PARAPET_GATEWAY_OIDC_CLIENT_ID: 'parapet',
  PARAPET_GATEWAY_OIDC_CLIENT_SECRET: 'client-secret-12345',
  PARAPET_GATEWAY_SESSION_KEYS: 'k'.repeat(32),
};

describe('gateway settings', () => {
  it('has a default for everything it can default', () => {
    const config = loadConfig({ env: NO_AUTH });
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 8080,
      dist: 'dist',
      uploadOrigins: [],
      logLevel: 'info',
      bodyLimit: 1_048_576,
      upstreamTimeoutMs: 10_000,
      trustProxy: false,
      screen: { prefix: '/api/screen', endpoint: null, version: '2021-01-14', pathMap: [] },
      lake: { prefix: '/api/lake', endpoint: null, version: '2025-03-10', pathMap: [] },
      agent: { prefix: '/api/agent', endpoint: null, apiKey: null, pathMap: [] },
      credentials: { type: 'default', accessKeyId: null, accessKeySecret: null },
      auth: {
        mode: 'none',
        scopes: 'openid profile email',
        roleClaim: 'groups',
        roleMap: {},
        defaultRole: 'deny',
        sessionIdleSeconds: 1800,
        sessionMaxSeconds: 43_200,
        secureCookie: true,
      },
    });
    expect(config.instance).toMatch(/:\d+$/);
  });

  it('reads a JSON file, nested by the keys’ dots, and lets the environment win', () => {
    const config = loadConfig({
      file: {
        port: 9000,
        uploadOrigins: ['https://a.example.com/x'],
        lake: {
          endpoint: 'https://dlfnext.{region}.aliyuncs.com',
          region: 'cn-hangzhou',
          pathMap: { '/lake/v1': '/dlf/v1', '/iceberg/lake/v1': '/iceberg/dlf/v1' },
        },
        credentials: { type: 'ram_role_arn', accessKeyId: 'id', accessKeySecret: 'secret' },
      },
      env: {
        ...NO_AUTH,
        PARAPET_GATEWAY_PORT: '9100',
        PARAPET_GATEWAY_CREDENTIALS_ROLE_ARN: 'acs:ram::1:role/parapet-viewer',
        PARAPET_GATEWAY_TRUST_PROXY: '10.0.0.0/8',
        PARAPET_GATEWAY_AGENT_PATH_MAP: '/api/v1/agent=/api/v1/assistant',
      },
    });
    expect(config.port).toBe(9100);
    expect(config.uploadOrigins).toEqual(['https://a.example.com']);
    expect(config.lake.endpoint).toBe('https://dlfnext.cn-hangzhou.aliyuncs.com');
    expect(config.lake.pathMap).toEqual([
      { from: '/iceberg/lake/v1', to: '/iceberg/dlf/v1' },
      { from: '/lake/v1', to: '/dlf/v1' },
    ]);
    expect(config.agent.pathMap).toEqual([{ from: '/api/v1/agent', to: '/api/v1/assistant' }]);
    expect(config.credentials).toMatchObject({
      type: 'ram_role_arn',
      roleArn: 'acs:ram::1:role/parapet-viewer',
    });
    expect(config.trustProxy).toBe('10.0.0.0/8');
  });

  it.each([
    [{ env: { ...NO_AUTH, PARAPET_GATEWAY_PORT: '70000' } }, /PARAPET_GATEWAY_PORT: a port/],
    [{ env: NO_AUTH, file: { lake: { endpont: 'x' } } }, /unknown setting lake.endpont/],
    [
      { env: { ...NO_AUTH, PARAPET_GATEWAY_AGENT_ENDPOINT: 'https://agent.example.com' } },
      /agent.apiKey/,
    ],
    [
      { env: { ...NO_AUTH, PARAPET_GATEWAY_SCREEN_ENDPOINT: 'https://tds.{region}.aliyuncs.com' } },
      /region/,
    ],
    [{ env: { ...NO_AUTH, PARAPET_GATEWAY_LAKE_ENDPOINT: 'ftp://lake' } }, /http\(s\) URL/],
    [{ env: { ...NO_AUTH, PARAPET_GATEWAY_LAKE_ENDPOINT: 'https://u:p@lake' } }, /without query/],
    [
      { env: { ...NO_AUTH, PARAPET_GATEWAY_CREDENTIALS_TYPE: 'access_key' } },
      /accessKeyId, credentials.accessKeySecret/,
    ],
    [
      { env: { ...NO_AUTH, PARAPET_GATEWAY_CREDENTIALS_TYPE: 'password' } },
      /one of default, access_key/,
    ],
    [{ env: { ...NO_AUTH, PARAPET_GATEWAY_LAKE_PREFIX: '/api/screen/lake' } }, /overlap/],
    [{ env: { ...NO_AUTH, PARAPET_GATEWAY_LAKE_PATH_MAP: '/lake/v1' } }, /FROM=TO/],
    [
      { env: { ...NO_AUTH, PARAPET_GATEWAY_AGENT_PREFIX: '/api/session' } },
      /covers \/api\/session/,
    ],
    [{ env: {} }, /auth oidc needs auth.publicUrl, auth.issuer, auth.clientId, auth.sessionKeys/],
    [{ env: { ...NO_AUTH, NODE_ENV: 'production' } }, /NODE_ENV=production/],
    [{ env: { ...OIDC, PARAPET_GATEWAY_SESSION_KEYS: 'short' } }, /at least 32 characters/],
    [{ env: { ...OIDC, PARAPET_GATEWAY_ROLE_MAP: 'admins=root' } }, /one of viewer, editor, admin/],
    [
      { env: { ...OIDC, PARAPET_GATEWAY_SECURE_COOKIE: 'false' } },
      /only for a publicUrl on http:\/\/localhost/,
    ],
    [{ env: { ...OIDC, PARAPET_GATEWAY_OIDC_ISSUER: 'http://idp.example.com' } }, /must be https/],
    [
      { env: { ...OIDC, PARAPET_GATEWAY_PUBLIC_URL: 'https://p.example.com/console' } },
      /without a path/,
    ],
    [
      { env: { ...OIDC, PARAPET_GATEWAY_DEFAULT_ROLE: 'root' } },
      /one of viewer, editor, admin, deny/,
    ],
  ])('refuses %j', (sources, message) => {
    expect(() => loadConfig(sources)).toThrow(ConfigError);
    expect(() => loadConfig(sources)).toThrow(message);
  });

  it('reads sign-in: the role map from VALUE=ROLE pairs, several session keys, none allowed in production only when asked', () => {
    const config = loadConfig({
      env: {
        ...OIDC,
        PARAPET_GATEWAY_ROLE_MAP: 'parapet-admins=admin, parapet-editors=editor',
        PARAPET_GATEWAY_SESSION_KEYS: `${'a'.repeat(32)},${'b'.repeat(40)}`,
        PARAPET_GATEWAY_DEFAULT_ROLE: 'viewer',
      },
    });
    expect(config.auth).toMatchObject({
      mode: 'oidc',
      publicUrl: 'https://parapet.example.com',
      roleMap: { 'parapet-admins': 'admin', 'parapet-editors': 'editor' },
      defaultRole: 'viewer',
      sessionKeys: ['a'.repeat(32), 'b'.repeat(40)],
    });
    const described = JSON.stringify(describeConfig(config));
    expect(described).not.toContain('client-secret-12345');
    expect(described).not.toContain('a'.repeat(32));
    expect(
      loadConfig({
        env: {
          ...NO_AUTH,
          NODE_ENV: 'production',
          PARAPET_GATEWAY_AUTH_NONE_IN_PRODUCTION: 'true',
        },
      }).auth.mode,
    ).toBe('none');
    const local = loadConfig({
      env: {
        ...OIDC,
        PARAPET_GATEWAY_PUBLIC_URL: 'http://localhost:8080',
        PARAPET_GATEWAY_OIDC_ISSUER: 'http://127.0.0.1:9000',
        PARAPET_GATEWAY_SECURE_COOKIE: 'false',
      },
    });
    expect(local.auth.secureCookie).toBe(false);
  });

  it('reads sign-in from a JSON file: the role map and the session keys as JSON values', () => {
    const config = loadConfig({
      env: {},
      file: {
        auth: {
          mode: 'oidc',
          publicUrl: 'https://parapet.example.com',
          issuer: 'https://idp.example.com',
          clientId: 'parapet',
          roleClaim: 'roles',
          roleMap: { 'Parapet.Admin': 'admin', 'Parapet.Editor': 'editor' },
          sessionKeys: ['k'.repeat(32), 'j'.repeat(32)],
          sessionIdleSeconds: 900,
          secureCookie: true,
        },
      },
    });
    expect(config.auth).toMatchObject({
      clientSecret: null,
      roleClaim: 'roles',
      roleMap: { 'Parapet.Admin': 'admin', 'Parapet.Editor': 'editor' },
      sessionKeys: ['k'.repeat(32), 'j'.repeat(32)],
      sessionIdleSeconds: 900,
      sessionMaxSeconds: 43_200,
    });
  });

  it('--help lists every setting with its variable and key, and nothing shows a secret', () => {
    for (const setting of SETTINGS) {
      expect(USAGE).toContain(setting.env);
      expect(USAGE).toContain(`(${setting.key}`);
    }
    const described = JSON.stringify(
      describeConfig(
        loadConfig({
          env: {
            ...NO_AUTH,
            PARAPET_GATEWAY_AGENT_ENDPOINT: 'https://agent.example.com',
            PARAPET_GATEWAY_AGENT_API_KEY: 'agent-key-12345',
            PARAPET_GATEWAY_CREDENTIALS_TYPE: 'sts',
            PARAPET_GATEWAY_CREDENTIALS_ACCESS_KEY_ID: 'STS.id-12345',
            PARAPET_GATEWAY_CREDENTIALS_ACCESS_KEY_SECRET: 'secret-12345',
            PARAPET_GATEWAY_CREDENTIALS_SECURITY_TOKEN: 'token-12345',
          },
        }),
      ),
    );
    for (const secret of ['agent-key-12345', 'STS.id-12345', 'secret-12345', 'token-12345']) {
      expect(described).not.toContain(secret);
    }
  });

  it('npm run gateway -- --help prints the settings', async () => {
    const tsx = join(process.cwd(), 'node_modules', '.bin', 'tsx');
    const child = spawn(tsx, ['gateway/main.ts', '--help'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(0);
    expect(output.trim()).toBe(USAGE);
  });
});
