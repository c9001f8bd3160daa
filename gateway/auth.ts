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
import { DEVICE_SESSION_PATH, SESSION_PATH } from '../src/api/contract';
import type { AllowList, AllowedOperation } from './allowList';
import type { AuthConfig } from './config';
import type { Authorize, RequestContext } from './context';
import {
  deviceSessionBody,
  identifyDevice,
  registerWithoutSignIn,
  type Refuse,
} from './deviceAuth';
import { deviceOf, type DeviceGate } from './deviceGate';
import { errorAnswer, type Answering, type ErrorReason } from './errors';
import { idpDiscovery, signInClaims } from './idp';
import { isPending, safeReturnTo, type PendingSignIn } from './pendingSignIn';
import { escapeHtml, page } from './plainPage';
import { isRole, mayCall, operationsFor, requiredRole, roleFromClaim } from './roles';
import {
  CookieSealer,
  expiry,
  isSession,
  readCookie,
  setCookie,
  type Lifetimes,
  type Session,
} from './session';
import { causes, describeSignInFailure } from './signInFailure';

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
  /** Device links: a wall's computer holding a link's cookie and no person's session. */
  devices: DeviceGate;
}

export const LOGIN_PATH = '/auth/login';
export const CALLBACK_PATH = '/auth/callback';
export const LOGOUT_PATH = '/auth/logout';
export const SIGNED_OUT_PATH = '/auth/signed-out';
export { operationsFor, SESSION_PATH };

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

const tryAgain = `<a href="${LOGIN_PATH}">Sign in again</a>`;

export interface Auth {
  authorize: Authorize;
}

export async function registerAuth(app: FastifyInstance, deps: AuthDeps): Promise<Auth> {
  const { auth, allowList } = deps;
  const now = deps.now ?? Date.now;
  const seconds = () => Math.floor(now() / 1000);

  if (auth.mode === 'none') return registerWithoutSignIn(app, deps);

  const publicUrl = auth.publicUrl ?? '';
  const issuer = auth.issuer ?? '';
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
  // Discovery at the first sign-in, kept once it worked; a failure is tried again next time.
  const configuration = idpDiscovery(auth, deps.idpClockSkewSeconds);

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
    const path = pathOf(request.raw.url ?? '/');
    const answering = deps.answering(path);
    if (answering === null) return;
    const refuse: Refuse = (reason, message) => {
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
    // A display trading its link's token for the cookie has neither yet.
    if (!session && path === DEVICE_SESSION_PATH) return undefined;
    if (!session) {
      const device = await identifyDevice(request, answering, deps.devices, refuse);
      if (device === 'device') return undefined;
      if (device !== 'none') return device;
      reply.header('www-authenticate', `Session realm="parapet", sign_in="${LOGIN_PATH}"`);
      return refuse(UNAUTHENTICATED, `sign in first (${LOGIN_PATH}?returnTo=<this page>)`);
    }
    request.parapet.user = { subject: session.sub, email: session.email, name: session.name };
    request.parapet.role = session.role;
    const at = seconds();
    if (at - session.lat >= TOUCH_SECONDS) {
      const touched = await sessions.seal({ ...session, lat: at });
      const left = session.iat + lifetimes.absoluteSeconds - at;
      reply.header('set-cookie', cookie(SESSION_COOKIE, touched, left));
    }
    return undefined;
  });

  const authorize: Authorize = (context: RequestContext, op: AllowedOperation, resource) => {
    if (context.device) return deps.devices.authorize(context, op, resource);
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
      if (request.parapet.device) return deviceSessionBody(request.parapet.device);
      const session = await readSession(request);
      if (!session || !isRole(session.role)) return reply; // the hook answered 401
      // A person in a browser that also holds a device link: the wall shows its screens to them.
      const held = await deps.devices.check(deps.devices.tokenOf(request));
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
        ...(held.kind === 'device' ? { device: deviceOf(held.link) } : {}),
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
        claims = await signInClaims(
          config,
          new URL(request.url, publicUrl),
          opened,
          auth.roleClaim,
        );
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
