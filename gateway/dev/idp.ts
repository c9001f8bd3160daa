/**
 * A local OpenID Connect identity provider for development and tests:
 * `oidc-provider`, the certified implementation, with three people (viewer, editor, admin), a real
 * sign-in form (username and password, checked), a `groups` claim, PKCE required and
 * RP-initiated logout. Nothing is stored but in memory; keys are made at each start.
 * Never for production: the passwords are in this file.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type ClientMetadata, type Configuration } from 'oidc-provider';

export interface DevUser {
  username: string;
  password: string;
  sub: string;
  name: string;
  email: string;
  groups: string[];
}

/** The three people (the gateway's dev role map turns their groups into roles). */
export const DEV_USERS: readonly DevUser[] = [
  {
    username: 'viewer',
    password: 'viewer-pass',
    sub: 'u-viewer-0001',
    name: 'Vera Viewer',
    email: 'viewer@parapet.test',
    groups: ['parapet-viewers'],
  },
  {
    username: 'editor',
    password: 'editor-pass',
    sub: 'u-editor-0002',
    name: 'Ed Editor',
    email: 'editor@parapet.test',
    groups: ['parapet-editors', 'parapet-viewers'],
  },
  {
    username: 'admin',
    password: 'admin-pass',
    sub: 'u-admin-0003',
    name: 'Ada Admin',
    email: 'admin@parapet.test',
    groups: ['parapet-admins'],
  },
];

/** The role map that goes with DEV_USERS' groups. */
export const DEV_ROLE_MAP = 'parapet-admins=admin,parapet-editors=editor,parapet-viewers=viewer';
export const DEV_CLIENT_ID = 'parapet-gateway';
export const DEV_CLIENT_SECRET = 'parapet-dev-client-secret';
export const DEV_SCOPES = 'openid profile email groups';

export interface DevIdpOptions {
  host?: string;
  /** 0: a free port. */
  port?: number;
  /** The gateways' public URLs (each gets <url>/auth/callback and <url>/auth/signed-out). */
  gatewayUrls: readonly string[];
  clientSecret?: string;
  /** false: the ID token carries `sub` only, the other claims come from userinfo (as many IdPs
   * do); true by default. */
  claimsInIdToken?: boolean;
}

export interface DevIdp {
  issuer: string;
  server: Server;
  provider: Provider;
  close(): Promise<void>;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function loginPage(uid: string, clientId: string, error: string | null, username = ''): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sign in · Parapet dev IdP</title></head>
<body>
<h1>Sign in to Parapet</h1>
<p>Local identity provider for development (client ${escapeHtml(clientId)}).</p>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}" autocomplete="off">
<label>Username <input name="username" value="${escapeHtml(username)}" required autofocus></label>
<label>Password <input name="password" type="password" required></label>
<button type="submit">Sign in</button>
</form>
<p>People: ${DEV_USERS.map((u) => `${u.username} / ${u.password}`).join(', ')}</p>
</body></html>`;
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 8192) throw new Error('form too large');
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function send(res: ServerResponse, status: number, html: string) {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(html);
}

export async function startDevIdp(options: DevIdpOptions): Promise<DevIdp> {
  const host = options.host ?? '127.0.0.1';
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'dev-1' };
  const client: ClientMetadata = {
    client_id: DEV_CLIENT_ID,
    client_secret: options.clientSecret ?? DEV_CLIENT_SECRET,
    redirect_uris: options.gatewayUrls.map((url) => `${url.replace(/\/+$/, '')}/auth/callback`),
    post_logout_redirect_uris: options.gatewayUrls.map(
      (url) => `${url.replace(/\/+$/, '')}/auth/signed-out`,
    ),
    grant_types: ['authorization_code'],
    response_types: ['code'],
    token_endpoint_auth_method: 'client_secret_basic',
  };
  const configuration: Configuration = {
    clients: [client],
    jwks: { keys: [jwk] as never },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    findAccount: (_ctx, id) => {
      const user = DEV_USERS.find((u) => u.sub === id);
      if (!user) return undefined;
      return {
        accountId: user.sub,
        claims: () => ({
          sub: user.sub,
          name: user.name,
          preferred_username: user.username,
          email: user.email,
          email_verified: true,
          groups: user.groups,
        }),
      };
    },
    claims: {
      openid: ['sub'],
      profile: ['name', 'preferred_username'],
      email: ['email', 'email_verified'],
      groups: ['groups'],
    },
    // The claims of the scopes asked for go in the ID token too (the gateway reads them there).
    conformIdTokenClaims: options.claimsInIdToken === false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: true } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    ttl: { Session: 3600, Interaction: 600, Grant: 3600, IdToken: 600, AccessToken: 600 },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = `<!doctype html><title>Error</title><h1>${escapeHtml(String(out.error))}</h1><p>${escapeHtml(String(out.error_description ?? ''))}</p>`;
    },
  };
  const provider = new Provider(issuer, configuration);
  const callback = provider.callback();

  async function interaction(req: IncomingMessage, res: ServerResponse, uid: string) {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) return send(res, 400, 'stale interaction');
    const clientId = String(details.params.client_id);
    if (details.prompt.name === 'consent') {
      // The gateway is a first-party client: consent is given without asking.
      const grant = details.grantId
        ? await provider.Grant.find(details.grantId)
        : new provider.Grant({ accountId: details.session?.accountId ?? '', clientId });
      if (!grant) return send(res, 400, 'no grant');
      const missing = details.prompt.details as {
        missingOIDCScope?: string[];
        missingOIDCClaims?: string[];
      };
      if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
      if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
      const grantId = await grant.save();
      return provider.interactionFinished(
        req,
        res,
        { consent: { grantId } },
        { mergeWithLastSubmission: true },
      );
    }
    if (details.prompt.name !== 'login') return send(res, 501, 'not implemented');
    if (req.method === 'GET') return send(res, 200, loginPage(uid, clientId, null));
    const form = await readForm(req);
    const username = form.get('username') ?? '';
    const user = DEV_USERS.find((u) => u.username === username);
    if (!user || user.password !== (form.get('password') ?? '')) {
      return send(res, 401, loginPage(uid, clientId, 'Wrong username or password.', username));
    }
    return provider.interactionFinished(
      req,
      res,
      { login: { accountId: user.sub } },
      { mergeWithLastSubmission: false },
    );
  }

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const match = /^\/interaction\/([\w-]+)$/.exec((req.url ?? '').split('?')[0] ?? '');
    if (match && (req.method === 'GET' || req.method === 'POST')) {
      interaction(req, res, match[1] ?? '').catch((error: unknown) => {
        if (!res.headersSent) {
          send(res, 400, `<h1>Sign-in problem</h1><p>${escapeHtml(String(error))}</p>`);
        }
      });
      return;
    }
    void callback(req, res);
  });

  return {
    issuer,
    server,
    provider,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
