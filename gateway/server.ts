/**
 * The gateway as a Fastify application (docs/deploy.md "The gateway"): the console's files, the
 * three services' prefixes (proxy.ts), `/healthz` and `/readyz`. One JSON log line per request
 * and one audit line per write or token read, on the one scrubbed logger (log.ts).
 */
import { randomBytes } from 'node:crypto';
import { access } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import fastifyCompress from '@fastify/compress';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import type { DestinationStream, Logger } from 'pino';
import type { ServiceName } from '../src/api/contract';
import { AllowList } from './allowList';
import type { GatewayConfig } from './config';
import { consoleHeaders, isSpaPath, NO_CACHE, registerConsole } from './console';
import { registerAuth } from './auth';
import { newContext, type Authorize } from './context';
import { credentialSource, type CredentialSource } from './credentials';
import { errorAnswer, type Answering } from './errors';
import { createLogger, SecretScrubber } from './log';
import { registerApi, type ApiRouteConfig } from './proxy';
import { requiredRole } from './roles';
import { parseTarget } from './requestTarget';
import type { SigningClock } from './signing';
import { upstreamClient, type UpstreamClient } from './upstream';
import { registerActivity } from './activity';
import { auditTrail } from './auditTrail';
import { registerPlaylists } from './playlists';
import { DeviceGate } from './deviceGate';
import { registerDeviceLinks } from './deviceLinks';
import { screenReads } from './screenReads';
import type { Database } from './store/database';
import { GatewayDatabase } from './store/gatewayDatabase';

export interface GatewayOptions {
  /** Where log lines go (stdout when absent). */
  logDestination?: DestinationStream;
  /** The credential source (built from the config when absent). */
  credentials?: CredentialSource;
  /** The role check (the signed-in person's role, auth.ts, when absent). */
  authorize?: Authorize;
  /** Milliseconds since the epoch, for the session's lifetimes (Date.now when absent). */
  now?: () => number;
  /** Seconds the gateway's clock is taken to be off by when checking ID tokens (tests). */
  idpClockSkewSeconds?: number;
  clock?: SigningClock;
  upstream?: UpstreamClient;
  /** Opens the database (openDatabase from database.url / database.dir when absent). */
  openDatabase?: (config: GatewayConfig['database']) => Promise<Database>;
}

export interface Gateway {
  app: FastifyInstance;
  logger: Logger;
  allowList: AllowList;
  /** Audit records, playlists and device links (connected, or retrying, once built). */
  database: GatewayDatabase;
  /** Readiness goes false (503) from here on: a load balancer stops sending before close. */
  drain(): void;
}

export const HEALTH_PATH = '/healthz';
export const READY_PATH = '/readyz';

const requestId = () => randomBytes(9).toString('base64url');

/** The password of a database URL, so no log line can show it, even inside an error. */
function databasePassword(url: string | null): string | null {
  if (!url) return null;
  try {
    return decodeURIComponent(new URL(url).password) || null;
  } catch {
    return null;
  }
}

/** The service whose prefix a path is under, 'api' for the rest of /api, null for neither. */
function answeringFor(config: GatewayConfig, path: string): Answering | null {
  for (const service of ['screen', 'lake', 'agent'] as const) {
    const prefix = config[service].prefix;
    if (path === prefix || path.startsWith(`${prefix}/`)) return service;
  }
  return path === '/api' || path.startsWith('/api/') ? 'api' : null;
}

function pathOf(rawUrl: string | undefined): string {
  const url = rawUrl ?? '/';
  const question = url.indexOf('?');
  return question === -1 ? url : url.slice(0, question);
}

export async function buildGateway(
  config: GatewayConfig,
  options: GatewayOptions = {},
): Promise<Gateway> {
  const scrubber = new SecretScrubber();
  scrubber.addFixed(config.agent.apiKey);
  scrubber.addFixed(config.credentials.accessKeyId);
  scrubber.addFixed(config.credentials.accessKeySecret);
  scrubber.addFixed(config.credentials.securityToken);
  scrubber.addFixed(config.auth.clientSecret);
  for (const key of config.auth.sessionKeys) scrubber.addFixed(key);
  scrubber.addFixed(config.database.url);
  scrubber.addFixed(databasePassword(config.database.url));
  const credentials = options.credentials ?? credentialSource(config.credentials, scrubber);
  const logger = createLogger({
    level: config.logLevel,
    instance: config.instance,
    scrubber,
    destination: options.logDestination,
  });
  const allowList = new AllowList();
  // Every allowed operation has a role, or the gateway does not start (roles.ts).
  for (const service of ['screen', 'lake', 'agent'] as const) {
    for (const op of allowList.operations(service)) requiredRole(op);
  }
  const upstream = options.upstream ?? upstreamClient();
  const dist = resolve(config.dist);
  const headers = consoleHeaders(config.uploadOrigins);
  let draining = false;

  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    // One line per request, written in onResponse with the operation and upstream status.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestId,
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    // A URL the router cannot read (broken percent-encoding): in the shape of who was asked.
    frameworkErrors: (error, request, reply) => {
      const answering = answeringFor(config, pathOf(request.raw.url)) ?? 'api';
      const answer = errorAnswer(answering, 'badRequest', error.message, String(request.id));
      void (reply as FastifyReply).code(answer.status).headers(answer.headers).send(answer.body);
    },
  });

  app.decorateRequest('parapet', null as never);
  app.addHook('onRequest', async (request, reply) => {
    request.parapet = newContext(request.id);
    reply.header('x-parapet-request-id', request.id);
  });
  // The console's answers carry the security headers and a cache rule; the services' do not
  // (they pass through as the upstream sent them, as nginx proxies them).
  app.addHook('onSend', async (request, reply, payload) => {
    const api = (request.routeOptions.config as Partial<ApiRouteConfig>).service;
    if (api || answeringFor(config, pathOf(request.raw.url)) !== null) return payload;
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', NO_CACHE);
    for (const [name, value] of Object.entries(headers)) reply.header(name, value);
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    const context = request.parapet;
    request.log.info(
      {
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        ...(context?.user ? { user: context.user.subject, role: context.role } : {}),
        ...(context?.operation ? { operation: context.operation.name } : {}),
        ...(context?.upstreamStatus !== null && context?.upstreamStatus !== undefined
          ? { upstreamStatus: context.upstreamStatus }
          : {}),
      },
      'request',
    );
  });
  const database = new GatewayDatabase({
    config: config.database,
    retentionDays: config.audit.retentionDays,
    logger: logger as FastifyBaseLogger,
    now: options.now,
    open: options.openDatabase,
  });
  // The first attempt is waited for, so a healthy start takes writes at once; a failed one is
  // retried in the background while the console, sign-in and reads work.
  await database.start();
  app.addHook('onClose', async () => {
    await upstream.close();
    await database.close();
  });

  // Before @fastify/static (its README): compresses the console's files; the API routes opt out.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], globalDecompression: false });

  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');
  app.get(HEALTH_PATH, { compress: false }, async (_request, reply) => {
    noStore(reply);
    return { status: 'ok', instance: config.instance };
  });
  app.get(READY_PATH, { compress: false }, async (_request, reply) => {
    noStore(reply);
    const checks: Record<string, string> = {};
    checks.console = await access(join(dist, 'index.html')).then(
      () => 'ok',
      () => `no index.html in ${config.dist}`,
    );
    const signs = config.screen.endpoint !== null || config.lake.endpoint !== null;
    checks.credentials = signs
      ? await credentials.get().then(
          () => 'ok',
          () => `unavailable (${credentials.description})`,
        )
      : 'not needed';
    checks.database = await database.check();
    if (draining) checks.draining = 'shutting down';
    const ready = !draining && Object.values(checks).every((v) => v === 'ok' || v === 'not needed');
    reply.code(ready ? 200 : 503);
    return { status: ready ? 'ready' : 'not ready', instance: config.instance, checks };
  });

  const trail = auditTrail({
    store: () => database.audit(),
    instance: config.instance,
    now: options.now,
  });
  const reads = screenReads({ config, credentials, upstream, clock: options.clock });
  const devices = new DeviceGate({
    store: () => database.deviceLinks(),
    playlists: () => database.playlists(),
    reads,
    trail,
    secureCookie: config.auth.secureCookie,
    now: options.now,
  });
  // Not encapsulated: its onRequest hook (same-origin writes, a session) guards every API route.
  const auth = await registerAuth(app, {
    devices,
    auth: config.auth,
    allowList,
    answering: (path) => answeringFor(config, path),
    now: options.now,
    idpClockSkewSeconds: options.idpClockSkewSeconds,
  });
  await app.register(async (api) =>
    registerApi(api, {
      config,
      allowList,
      credentials,
      upstream,
      authorize: options.authorize ?? auth.authorize,
      trail,
      clock: options.clock,
    }),
  );
  registerPlaylists(app, { store: () => database.playlists(), trail, now: options.now });
  registerDeviceLinks(app, {
    store: () => database.deviceLinks(),
    playlists: () => database.playlists(),
    reads,
    gate: devices,
    trail,
    now: options.now,
  });
  registerActivity(app, {
    store: () => database.audit(),
    now: options.now,
  });
  await registerConsole(app, { dist, uploadOrigins: config.uploadOrigins });

  // No route, no file: an API path is the service's 404; a page the browser GETs is the SPA's.
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const target = parseTarget(request.raw.url ?? '/');
    const path = target.ok ? target.path : pathOf(request.raw.url);
    const answering = answeringFor(config, path);
    if (answering !== null) {
      const answer = errorAnswer(answering, 'unknownPath', `nothing at ${path}`, request.id);
      return reply.code(answer.status).headers(answer.headers).send(answer.body);
    }
    if ((request.method === 'GET' || request.method === 'HEAD') && target.ok && isSpaPath(path)) {
      return reply.header('cache-control', NO_CACHE).sendFile('index.html');
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });

  return {
    app,
    logger,
    allowList,
    database,
    drain: () => {
      draining = true;
    },
  };
}

/** The startup line's counts, by service. */
export function allowListSummary(allowList: AllowList): string {
  const counts = allowList.counts();
  return (['screen', 'lake', 'agent'] as ServiceName[])
    .map((service) => `${service} ${counts[service]}`)
    .join(', ');
}
