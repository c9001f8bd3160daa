/**
 * Sign-in and who may call what (docs/deploy.md "Sign-in, sessions and roles"): OpenID Connect
 * authorization code + PKCE with openid-client, the session in a sealed cookie (session.ts), the
 * role from a configured IdP claim (roles.ts).
 * - `/auth/login?returnTo=/path`, `/auth/callback`, `/auth/logout` (also the IdP's session when
 *   its discovery names an `end_session_endpoint`), `/auth/signed-out`; a sign-in that fails shows
 *   a plain page saying what failed, and logs a line.
 * - Every call under /api: a write must come from the console's own origin (403), then a valid
 *   session (401), in the error shape of the service called; the role check is `authorize`.
 * - `GET /api/session`: who is signed in and which operations they may call.
 * With `auth.mode: none` (development) nobody signs in: every caller may call everything.
 */
import * as oidc from 'openid-client';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceName } from '../src/api/contract';
import type { AllowList, AllowedOperation } from './allowList';
import type { AuthConfig } from './config';
import { allowEveryOperation, type Authorize, type RequestContext } from './context';
import { errorAnswer, type Answering, type ErrorReason } from './errors';
import { isRole, mayCall, requiredRole, roleFromClaim, type Role } from './roles';
import {
  CookieSealer,
  expiry,
  isSession,
  readCookie,
  setCookie,
  type Lifetimes,
  type Session,
} from './session';

export interface AuthDeps {
  auth: AuthConfig;
  allowList: AllowList;
  /** Which service answers a path (its error shape), or null when it is not an API path. */
  answering: (path: string) => Answering | null;
  /** Milliseconds since the epoch (the session clocks); Date.now when absent. */
  now?: (() => number) | undefined;
  /** Seconds this server's clock is assumed off by when checking the IdP's tokens (tests: a
   * skewed clock). */
  idpClockSkewSeconds?: number | undefined;
}

export const LOGIN_PATH = '/auth/login';
export const CALLBACK_PATH = '/auth/callback';
export const LOGOUT_PATH = '/auth/logout';
export const SIGNED_OUT_PATH = '/auth/signed-out';
export const SESSION_PATH = '/api/session';

/** How long a started sign-in may take before its callback is refused. */
const SIGN_IN_SECONDS = 600;
/** A session's idle clock is moved on at most this often (a new cookie). */
const TOUCH_SECONDS = 60;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const UNAUTHENTICATED: ErrorReason = {
  status: 401,
  code: 'SignInRequired',
  agent: 'authentication_error',
};
const CROSS_SITE: ErrorReason = {
  status: 403,
  code: 'CrossSiteRequest',
  agent: 'permission_error',
};

function pathOf(url: string): string {
  const question = url.indexOf('?');
  return question === -1 ? url : url.slice(0, question);
}

/** Every operation a role may call, by service. */
export function operationsFor(
  allowList: AllowList,
  role: Role | null,
): Record<ServiceName, string[]> {
  const names = (service: ServiceName) =>
    allowList
      .operations(service)
      .filter((op) => role === null || mayCall(role, op))
      .map((op) => op.name)
      .sort();
  return { screen: names('screen'), lake: names('lake'), agent: names('agent') };
}

/** `returnTo` when it is a path on this site (not another origin, not a protocol-relative or
 * backslash trick, not back into /auth), else null. */
export function safeReturnTo(value: unknown, publicUrl: string): string | null {
  if (value === undefined || value === '') return '/';
  if (typeof value !== 'string' || value.length > 2048) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  const base = new URL(publicUrl);
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base.origin || url.pathname.startsWith('/auth/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** A plain page (no script, no style: the console's CSP applies to it too). */
function page(reply: FastifyReply, status: number, title: string, lines: string[]) {
  const body = [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    `<title>${escapeHtml(title)} · Parapet</title></head><body>`,
    `<h1>${escapeHtml(title)}</h1>`,
    ...lines.map((line) => `<p>${line}</p>`),
    '</body></html>',
  ].join('\n');
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(body);
}

const tryAgain = `<a href="${LOGIN_PATH}">Sign in again</a>`;

/** What failed in a sign-in, for the page and the log line, without a stack. */
/** An error and its causes, outermost first (openid-client wraps what oauth4webapi threw). */
function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let e = error; e !== undefined && e !== null && chain.length < 5;) {
    chain.push(e);
    e = (e as { cause?: unknown }).cause;
    if (Array.isArray(e)) break;
  }
  return chain;
}

const NETWORK_CODES =
  /^(ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|UND_ERR_\w+|CERT_\w+|ERR_TLS\w*|DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN|UNABLE_TO_VERIFY_LEAF_SIGNATURE)$/;

/** What failed in a sign-in, for the page (HTML-safe) and the log line, without a stack. */
export function describeSignInFailure(
  error: unknown,
  issuer: string,
): {
  status: number;
  title: string;
  message: string;
  kind: string;
} {
  const chain = causes(error);
  const messages = chain
    .filter((e): e is Error => e instanceof Error)
    .map((e) => e.message)
    .join(' / ');
  const find = <T>(type: abstract new (...args: never[]) => T): T | undefined =>
    chain.find((e): e is T => e instanceof type);
  const challenge = find(oidc.WWWAuthenticateChallengeError);
  const body = find(oidc.ResponseBodyError);
  if (
    (challenge && challenge.status === 401) ||
    body?.error === 'invalid_client' ||
    body?.status === 401
  ) {
    return {
      status: 502,
      kind: 'client-rejected',
      title: 'Sign-in failed: the identity provider refused this gateway',
      message: `The identity provider did not accept the gateway's client id or secret${body ? ` (${escapeHtml(body.error)})` : ''}. An administrator must check auth.clientId and auth.clientSecret against the IdP's registration.`,
    };
  }
  if (body?.error === 'invalid_grant') {
    return {
      status: 400,
      kind: 'code-rejected',
      title: 'Sign-in failed: the sign-in code was not accepted',
      message: `The identity provider refused the sign-in code (${escapeHtml(body.error_description ?? body.error)}); it may have been used already or have expired.`,
    };
  }
  if (body) {
    return {
      status: 502,
      kind: 'idp-error',
      title: 'Sign-in failed: the identity provider answered with an error',
      message: escapeHtml(`${body.error}: ${body.error_description ?? 'no description'}`),
    };
  }
  const refused = find(oidc.AuthorizationResponseError);
  if (refused) {
    return {
      status: 403,
      kind: 'idp-refused',
      title: 'Sign-in failed: the identity provider refused the sign-in',
      message: escapeHtml(`${refused.error}: ${refused.error_description ?? 'no description'}`),
    };
  }
  if (/"state"/.test(messages)) {
    return {
      status: 400,
      kind: 'state-mismatch',
      title: 'Sign-in failed: this answer does not belong to the sign-in you started',
      message:
        'The state the identity provider sent back does not match the one this browser started with (an old tab, or a link from somewhere else).',
    };
  }
  if (/"(iat|exp|nbf|auth_time)"/.test(messages)) {
    return {
      status: 502,
      kind: 'clock-skew',
      title: "Sign-in failed: the identity provider's clock and this server's disagree",
      message: `The ID token's times do not fit this server's clock (${escapeHtml(messages)}). Check both clocks (NTP), or auth.clockToleranceSeconds.`,
    };
  }
  const network = chain.find((e) => {
    const code = (e as { code?: unknown }).code;
    const name = e instanceof Error ? e.name : '';
    return (
      (typeof code === 'string' && NETWORK_CODES.test(code)) ||
      name === 'TimeoutError' ||
      name === 'AbortError' ||
      (e instanceof TypeError && /fetch failed/i.test(e.message))
    );
  });
  if (network) {
    const code = chain
      .map((e) => (e as { code?: unknown }).code)
      .find((c): c is string => typeof c === 'string' && NETWORK_CODES.test(c));
    return {
      status: 502,
      kind: 'idp-unreachable',
      title: 'Sign-in is unavailable: the identity provider could not be reached',
      message: `The gateway could not reach the identity provider at ${escapeHtml(issuer)} (${escapeHtml(code ?? (network instanceof Error ? network.name : 'no answer'))}). Try again in a moment; if it persists, an administrator must check auth.issuer.`,
    };
  }
  return {
    status: 502,
    kind: 'idp-invalid',
    title: 'Sign-in failed: the identity provider gave an answer the gateway cannot use',
    message: escapeHtml(messages),
  };
}

interface PendingSignIn {
  state: string;
  nonce: string;
  verifier: string;
  returnTo: string;
  exp: number;
}

function isPending(value: unknown): value is PendingSignIn {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    ['state', 'nonce', 'verifier', 'returnTo'].every((k) => typeof v[k] === 'string') &&
    typeof v.exp === 'number'
  );
}

export interface Auth {
  authorize: Authorize;
}

export async function registerAuth(app: FastifyInstance, deps: AuthDeps): Promise<Auth> {
  const { auth, allowList } = deps;
  const now = deps.now ?? Date.now;
  const seconds = () => Math.floor(now() / 1000);

  if (auth.mode === 'none') {
    app.get(SESSION_PATH, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        auth: 'none',
        subject: null,
        name: null,
        email: null,
        role: 'admin',
        operations: operationsFor(allowList, null),
      };
    });
    return { authorize: allowEveryOperation };
  }

  const publicUrl = auth.publicUrl ?? '';
  const issuer = auth.issuer ?? '';
  const clientId = auth.clientId ?? '';
  const publicOrigin = new URL(publicUrl).origin;
  const redirectUri = `${publicUrl}${CALLBACK_PATH}`;
  const signedOutUri = `${publicUrl}${SIGNED_OUT_PATH}`;
  const sessions = new CookieSealer(auth.sessionKeys, 'parapet-session-v1');
  const pendings = new CookieSealer(auth.sessionKeys, 'parapet-sign-in-v1');
  const prefix = auth.secureCookie ? '__Host-' : '';
  const SESSION_COOKIE = `${prefix}parapet-session`;
  const SIGN_IN_COOKIE = `${prefix}parapet-sign-in`;
  const lifetimes: Lifetimes = {
    idleSeconds: auth.sessionIdleSeconds,
    absoluteSeconds: auth.sessionMaxSeconds,
  };
  const roleMap = new Map(Object.entries(auth.roleMap));
  const fallbackRole = auth.defaultRole === 'deny' ? null : auth.defaultRole;
  const cookie = (name: string, value: string, maxAge: number) =>
    setCookie(name, value, { secure: auth.secureCookie, maxAge });
  const insecureIdp = new URL(issuer).protocol === 'http:';

  // Discovery at the first sign-in, kept once it worked; a failure is tried again next time.
  let discovered: Promise<oidc.Configuration> | null = null;
  const configuration = (): Promise<oidc.Configuration> => {
    discovered ??= oidc
      .discovery(
        new URL(issuer),
        clientId,
        {
          [oidc.clockTolerance]: auth.clockToleranceSeconds,
          ...(deps.idpClockSkewSeconds ? { [oidc.clockSkew]: deps.idpClockSkewSeconds } : {}),
          ...(auth.clientSecret ? {} : { token_endpoint_auth_method: 'none' }),
        },
        auth.clientSecret ? oidc.ClientSecretBasic(auth.clientSecret) : oidc.None(),
        {
          timeout: auth.idpTimeoutMs / 1000,
          execute: insecureIdp ? [oidc.allowInsecureRequests] : [],
        },
      )
      .catch((error: unknown) => {
        discovered = null;
        throw error;
      });
    return discovered;
  };

  const failPage = (request: FastifyRequest, reply: FastifyReply, error: unknown, step: string) => {
    const failure = describeSignInFailure(error, issuer);
    request.log.warn(
      {
        step,
        failure: failure.kind,
        why: causes(error)
          .filter((e): e is Error => e instanceof Error)
          .map((e) => e.message)
          .join(' / '),
      },
      'sign-in failed',
    );
    return page(reply, failure.status, failure.title, [failure.message, tryAgain]);
  };

  async function readSession(request: FastifyRequest): Promise<Session | null> {
    const opened = await sessions.open(readCookie(request.headers.cookie, SESSION_COOKIE));
    if (!isSession(opened) || !isRole(opened.role)) return null;
    const over = expiry(opened, seconds(), lifetimes);
    if (over) {
      request.log.info({ subject: opened.sub, why: over }, 'session over');
      return null;
    }
    return opened;
  }

  const sameOrigin = (request: FastifyRequest): boolean => {
    const origin = request.headers.origin;
    if (typeof origin === 'string') return origin === publicOrigin;
    return request.headers['sec-fetch-site'] === 'same-origin';
  };

  // Every API call: same-origin writes, then a session. Before the body is read.
  app.addHook('onRequest', async (request, reply) => {
    const answering = deps.answering(pathOf(request.raw.url ?? '/'));
    if (answering === null) return;
    const refuse = (reason: ErrorReason, message: string) => {
      const answer = errorAnswer(answering, reason, message, request.id);
      return reply.code(answer.status).headers(answer.headers).send(answer.body);
    };
    if (!SAFE_METHODS.has(request.method) && !sameOrigin(request)) {
      request.log.warn(
        {
          origin: request.headers.origin ?? null,
          fetchSite: request.headers['sec-fetch-site'] ?? null,
        },
        'cross-site write refused',
      );
      return refuse(CROSS_SITE, `a ${request.method} must come from ${publicOrigin}`);
    }
    const session = await readSession(request);
    if (!session) {
      reply.header('www-authenticate', `Session realm="parapet", sign_in="${LOGIN_PATH}"`);
      return refuse(UNAUTHENTICATED, `sign in first (${LOGIN_PATH}?returnTo=<this page>)`);
    }
    request.parapet.user = { subject: session.sub, email: session.email };
    request.parapet.role = session.role;
    const at = seconds();
    if (at - session.lat >= TOUCH_SECONDS) {
      const touched = await sessions.seal({ ...session, lat: at });
      const left = session.iat + lifetimes.absoluteSeconds - at;
      reply.header('set-cookie', cookie(SESSION_COOKIE, touched, left));
    }
    return undefined;
  });

  const authorize: Authorize = (context: RequestContext, op: AllowedOperation) => {
    if (context.user === null || context.role === null || !isRole(context.role)) {
      return { status: 401, code: UNAUTHENTICATED.code, message: 'sign in first' };
    }
    if (mayCall(context.role, op)) return null;
    return {
      status: 403,
      code: 'Forbidden.Role',
      message: `${op.name} needs the ${requiredRole(op)} role; you are ${context.role}`,
    };
  };

  await app.register(async (routes) => registerRoutes(routes));
  return { authorize };

  function registerRoutes(app: FastifyInstance) {
    // A sign-out form's body is not read: any type is taken, up to a few bytes.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 4096 }, (_request, body, done) =>
      done(null, body),
    );

    app.get(SESSION_PATH, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const session = await readSession(request);
      if (!session || !isRole(session.role)) return reply; // the hook answered 401
      return {
        auth: 'oidc',
        subject: session.sub,
        name: session.name,
        email: session.email,
        role: session.role,
        expiresAt: new Date(
          Math.min(session.lat + lifetimes.idleSeconds, session.iat + lifetimes.absoluteSeconds) *
            1000,
        ).toISOString(),
        signOut: LOGOUT_PATH,
        operations: operationsFor(allowList, session.role),
      };
    });

    app.get(LOGIN_PATH, async (request, reply) => {
      const returnTo = safeReturnTo((request.query as Record<string, unknown>).returnTo, publicUrl);
      if (returnTo === null) {
        request.log.warn(
          { returnTo: (request.query as Record<string, unknown>).returnTo },
          'returnTo refused',
        );
        return page(reply, 400, 'Sign-in refused: returnTo is not a page of Parapet', [
          'The address to come back to after sign-in must be a path on this site, like /lake/catalogs.',
          `<a href="${LOGIN_PATH}">Sign in and go to the start page</a>`,
        ]);
      }
      let config: oidc.Configuration;
      try {
        config = await configuration();
      } catch (error) {
        return failPage(request, reply, error, 'discovery');
      }
      const verifier = oidc.randomPKCECodeVerifier();
      const pending: PendingSignIn = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        verifier,
        returnTo,
        exp: seconds() + SIGN_IN_SECONDS,
      };
      const target = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: auth.scopes,
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state: pending.state,
        nonce: pending.nonce,
      });
      reply.header(
        'set-cookie',
        cookie(SIGN_IN_COOKIE, await pendings.seal(pending), SIGN_IN_SECONDS),
      );
      return reply.header('cache-control', 'no-store').redirect(target.href, 302);
    });

    app.get(CALLBACK_PATH, async (request, reply) => {
      const opened = await pendings.open(readCookie(request.headers.cookie, SIGN_IN_COOKIE));
      reply.header('set-cookie', cookie(SIGN_IN_COOKIE, '', 0));
      if (!isPending(opened) || opened.exp < seconds()) {
        request.log.warn({ step: 'callback', failure: 'no-pending-sign-in' }, 'sign-in failed');
        return page(reply, 400, 'Sign-in failed: no sign-in was started in this browser', [
          'This answer from the identity provider arrived without the sign-in this browser started, or more than ten minutes after it (an old tab, a bookmarked link, or cookies blocked for this site).',
          tryAgain,
        ]);
      }
      let config: oidc.Configuration;
      try {
        config = await configuration();
      } catch (error) {
        return failPage(request, reply, error, 'discovery');
      }
      let claims: Record<string, unknown>;
      try {
        const current = new URL(request.url, publicUrl);
        const tokens = await oidc.authorizationCodeGrant(config, current, {
          pkceCodeVerifier: opened.verifier,
          expectedState: opened.state,
          expectedNonce: opened.nonce,
          idTokenExpected: true,
        });
        const idToken = tokens.claims();
        if (!idToken) throw new Error('no ID token');
        claims = { ...idToken };
        const needUserinfo = ['email', 'name', auth.roleClaim].some((k) => claims[k] === undefined);
        if (needUserinfo && config.serverMetadata().userinfo_endpoint && tokens.access_token) {
          const info = await oidc.fetchUserInfo(config, tokens.access_token, idToken.sub);
          claims = { ...info, ...claims };
          for (const [key, value] of Object.entries(info)) claims[key] ??= value;
        }
      } catch (error) {
        return failPage(request, reply, error, 'callback');
      }
      const subject = String(claims.sub);
      const email = typeof claims.email === 'string' ? claims.email : null;
      const name =
        typeof claims.name === 'string'
          ? claims.name
          : typeof claims.preferred_username === 'string'
            ? claims.preferred_username
            : null;
      const role = roleFromClaim(claims[auth.roleClaim], roleMap, fallbackRole);
      if (role === null) {
        request.log.warn(
          { step: 'role', failure: 'no-role', user: { subject, email }, claim: auth.roleClaim },
          'sign-in failed',
        );
        return page(reply, 403, 'Signed in, but you have no role in Parapet', [
          `${escapeHtml(email ?? subject)} signed in, but none of the values of its <code>${escapeHtml(auth.roleClaim)}</code> claim gives a Parapet role. An administrator can add you to one of: ${escapeHtml(Object.keys(auth.roleMap).join(', ') || '(no role map is configured)')}.`,
          `<a href="${LOGOUT_PATH}">Sign out</a>`,
        ]);
      }
      const at = seconds();
      const session: Session = { sub: subject, name, email, role, iat: at, lat: at };
      reply.header('set-cookie', [
        cookie(SIGN_IN_COOKIE, '', 0),
        cookie(SESSION_COOKIE, await sessions.seal(session), lifetimes.absoluteSeconds),
      ]);
      request.log.info({ type: 'sign-in', user: { subject, email }, role }, 'signed in');
      return reply.header('cache-control', 'no-store').redirect(opened.returnTo, 302);
    });

    const logout = async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.method === 'POST' && !sameOrigin(request)) {
        return page(reply, 403, 'Sign-out refused', ['A sign-out must come from Parapet itself.']);
      }
      if (request.method === 'GET' && request.headers['sec-fetch-site'] === 'cross-site') {
        return page(reply, 403, 'Sign-out refused', [
          'A sign-out must come from Parapet itself.',
          `<a href="/">Back to Parapet</a>`,
        ]);
      }
      const session = await readSession(request);
      reply.header('set-cookie', cookie(SESSION_COOKIE, '', 0));
      request.log.info(
        {
          type: 'sign-out',
          user: session ? { subject: session.sub, email: session.email } : null,
          role: session?.role ?? null,
        },
        'signed out',
      );
      reply.header('cache-control', 'no-store');
      try {
        const config = await configuration();
        if (config.serverMetadata().end_session_endpoint) {
          const target = oidc.buildEndSessionUrl(config, {
            post_logout_redirect_uri: signedOutUri,
          });
          return reply.redirect(target.href, 303);
        }
      } catch (error) {
        request.log.warn(
          { why: error instanceof Error ? error.message : String(error) },
          'sign-out: the identity provider could not be asked to end its session',
        );
      }
      return reply.redirect(SIGNED_OUT_PATH, 303);
    };
    app.get(LOGOUT_PATH, logout);
    app.post(LOGOUT_PATH, logout);

    app.get(SIGNED_OUT_PATH, async (_request, reply) =>
      page(reply, 200, 'You are signed out of Parapet', [
        `<a href="${LOGIN_PATH}">Sign in again</a>`,
      ]),
    );
  }
}
