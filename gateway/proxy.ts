/**
 * The three services' prefixes: every call is matched against the allow-list, authorized (the
 * seam for roles), signed (screen, lake) or given the agent key, sent, and its answer passed back
 * untouched: status, headers (but hop-by-hop ones and cookies) and body bytes. What the gateway
 * answers itself (a refusal, a timeout, an unreachable upstream) is in the service's error shape
 * (errors.ts). A refused call never reaches an upstream.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
// The routes' `compress: false` is @fastify/compress's route option.
import type {} from '@fastify/compress';
import type { ServiceName } from '../src/api/contract';
import type { AllowList, AllowedOperation } from './allowList';
import {
  auditResource,
  needsAudit,
  resourcePath,
  upstreamRequestId,
  writeAudit,
  type AuditOutcome,
  type AuditRecord,
} from './audit';
import type { AuditTrail } from './auditTrail';
import type { GatewayConfig, PathMapping } from './config';
import type { Authorize } from './context';
import { CredentialsUnavailable, type CredentialSource } from './credentials';
import { errorAnswer, type Answering, type ErrorReason, type GatewayErrorName } from './errors';
import { parseTarget, queryParams, segmentsUnder } from './requestTarget';
import { signRequest, type SigningClock } from './signing';
import { UpstreamFailure, type UpstreamCall, type UpstreamClient } from './upstream';

export interface ProxyDeps {
  config: GatewayConfig;
  allowList: AllowList;
  credentials: CredentialSource;
  upstream: UpstreamClient;
  authorize: Authorize;
  /** Where audit records go: stdout and the database (auditTrail.ts). */
  trail: (logger: FastifyRequest['log']) => AuditTrail;
  clock?: SigningClock | undefined;
}

/** Route config of the API routes: which service answers, and no compression (untouched). */
export interface ApiRouteConfig {
  service: Answering;
}

/** Every method a registry uses, and the ones a browser may send that none does. */
const API_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** Request headers the upstream may see; everything else (cookies, the browser's own
 * `Authorization`, forwarding headers) stays with the gateway. */
const FORWARDED_REQUEST_HEADERS = ['accept', 'accept-language'] as const;

/** Answer headers that describe the connection, not the answer; and cookies, which an upstream
 * has no business setting on the console's origin. */
const DROPPED_ANSWER_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'content-length',
  'set-cookie',
]);

export function sendError(
  reply: FastifyReply,
  service: Answering,
  reason: GatewayErrorName | ErrorReason,
  message: string,
): FastifyReply {
  const answer = errorAnswer(service, reason, message, reply.request.id);
  return reply.code(answer.status).headers(answer.headers).send(answer.body);
}

/** `path` with the longest matching `from` prefix replaced by its `to`. */
export function mapPath(path: string, mappings: readonly PathMapping[]): string {
  for (const { from, to } of mappings) {
    if (path === from || path.startsWith(`${from}/`)) return to + path.slice(from.length);
  }
  return path;
}

/** The endpoint's base path, decoded, without a trailing slash (`''` for the root). */
export function basePath(endpoint: URL): string {
  return decodeURIComponent(endpoint.pathname).replace(/\/+$/, '');
}

/** `Action` from a form body, when the query has none (the RPC convention allows either). */
function formAction(body: Buffer, contentType: string | null): string | null {
  if (!contentType?.startsWith('application/x-www-form-urlencoded') || body.length === 0) {
    return null;
  }
  return new URLSearchParams(body.toString('utf8')).get('Action');
}

function joinSegments(segments: readonly string[], decode: boolean): string {
  return segments.map((segment) => `/${decode ? decodeURIComponent(segment) : segment}`).join('');
}

export function registerApi(app: FastifyInstance, deps: ProxyDeps): void {
  const { config, allowList, credentials, upstream, authorize } = deps;
  const endpoints: Record<ServiceName, URL | null> = {
    screen: config.screen.endpoint ? new URL(config.screen.endpoint) : null,
    lake: config.lake.endpoint ? new URL(config.lake.endpoint) : null,
    agent: config.agent.endpoint ? new URL(config.agent.endpoint) : null,
  };

  // The console's bodies are signed and sent as they came: read as bytes, whatever their type.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: config.bodyLimit },
    (_request, body, done) => done(null, body),
  );

  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const service = (request.routeOptions.config as Partial<ApiRouteConfig>).service ?? 'api';
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return sendError(reply, service, 'tooLarge', `the body is over ${config.bodyLimit} bytes`);
    }
    if (status >= 400 && status < 500)
      return sendError(reply, service, 'badRequest', error.message);
    request.log.error({ err: error }, 'gateway error');
    return sendError(reply, service, 'internal', 'the gateway failed to handle the call');
  });

  async function handle(service: ServiceName, request: FastifyRequest, reply: FastifyReply) {
    const context = request.parapet;
    const started = performance.now();
    const refuse = (reason: GatewayErrorName | ErrorReason, message: string) =>
      sendError(reply, service, reason, message);
    const target = parseTarget(request.raw.url ?? '');
    if (!target.ok) return refuse('badPath', target.problem);
    const prefix = config[service].prefix;
    const segments = segmentsUnder(target.path, prefix);
    const query = queryParams(target.query);
    if (segments === null) return refuse('unknownPath', `${target.path} is not a ${service} path`);
    if (query === null) return refuse('badQuery', 'a query parameter is repeated');
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const contentType = request.headers['content-type'] ?? null;

    // Which operation: the screen by Action at its one path, the others by method and path.
    let op: AllowedOperation;
    let pathParams: Record<string, string> = {};
    if (service === 'screen') {
      if (segments.length > 1 || (segments.length === 1 && segments[0] !== '')) {
        return refuse('unknownPath', `the screen service answers at ${prefix} only`);
      }
      const action = query.get('Action') ?? formAction(body, contentType);
      const match = allowList.screenAction(action, request.method);
      if (match.kind === 'none') {
        return refuse(
          'unknownOperation',
          action
            ? `${action} is not an operation of the screen service`
            : 'the call names no Action',
        );
      }
      if (match.kind === 'wrong-method') {
        reply.header('allow', match.allow.join(', '));
        return refuse('wrongMethod', `${action} is sent with ${match.allow.join(' or ')}`);
      }
      op = match.op;
    } else {
      const match = allowList.rest(service, request.method, segments);
      if (match.kind === 'none') {
        return refuse('unknownPath', `no ${service} operation at ${target.path}`);
      }
      if (match.kind === 'wrong-method') {
        reply.header('allow', match.allow.join(', '));
        return refuse('wrongMethod', `${target.path} takes ${match.allow.join(', ')}`);
      }
      op = match.op;
      pathParams = match.params;
    }
    context.operation = op;

    const trail = deps.trail(request.log);
    const resource = auditResource(pathParams, query, body, contentType);
    const path = resourcePath(service, op.name, resource);
    const auditRecord = (
      outcome: AuditOutcome,
      status: number | null,
      requestId: string | null,
    ): AuditRecord => ({
      type: 'audit',
      user: context.user,
      role: context.role,
      ...(context.device ? { device: context.device.name } : {}),
      service,
      operation: op.name,
      method: op.method,
      resource,
      outcome,
      upstreamStatus: status,
      requestId,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
      gatewayRequestId: context.requestId,
    });
    /** Completes the record written before the call went out; null until it is written. */
    let complete: ((ending: AuditRecord) => Promise<void>) | null = null;
    /** The call's record, completed before its answer is sent (a refusal's after the fact). */
    const audit = async (
      outcome: AuditOutcome,
      status: number | null,
      requestId: string | null,
    ): Promise<void> => {
      if (!needsAudit(op)) return;
      const record = auditRecord(outcome, status, requestId);
      if (complete) await complete(record);
      else trail.refused(record, path);
    };

    // A write or token read the role may not make is recorded too: who tried what.
    const refusal = await authorize(context, op, resource);
    if (refusal) {
      await audit(refusal.status === 401 ? 'unauthenticated' : 'forbidden', null, null);
      const agent = refusal.status === 401 ? 'authentication_error' : 'permission_error';
      return refuse({ status: refusal.status, code: refusal.code, agent }, refusal.message);
    }

    const endpoint = endpoints[service];
    if (!endpoint) {
      await audit('not-configured', null, null);
      return refuse(
        'notConfigured',
        `this gateway has no ${service} endpoint (${service}.endpoint)`,
      );
    }

    // Written before it is sent: a change the database cannot record is not made.
    if (needsAudit(op)) {
      try {
        complete = await trail.begin(auditRecord('answered', null, null), path);
      } catch (error) {
        request.log.error({ err: error, operation: op.name }, 'audit record not written');
        writeAudit(request.log, auditRecord('audit-unavailable', null, null));
        return refuse(
          'databaseUnavailable',
          `${op.name} was not sent: the gateway cannot record it (its database is unreachable)`,
        );
      }
    }

    const forwarded: Record<string, string> = {};
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = request.headers[name];
      if (typeof value === 'string') forwarded[name] = value;
    }

    /** The call as sent: for a signed service, signed now (a fresh date and nonce each time). */
    const prepare = async (): Promise<UpstreamCall> => {
      const headers = { ...forwarded };
      const call = (url: URL): UpstreamCall => ({
        url,
        method: request.method,
        headers,
        body: request.method === 'GET' ? null : body,
        timeoutMs: config.upstreamTimeoutMs,
      });
      if (service === 'agent') {
        const path = mapPath(joinSegments(segments, false), config.agent.pathMap);
        headers.authorization = `Bearer ${config.agent.apiKey ?? ''}`;
        if (contentType) headers['content-type'] = contentType;
        return call(
          new URL(
            `${endpoint.pathname.replace(/\/+$/, '')}${path}${target.query ? `?${target.query}` : ''}`,
            endpoint.origin,
          ),
        );
      }
      const credential = await credentials.get().catch((error: unknown) => {
        throw error instanceof CredentialsUnavailable
          ? error
          : new CredentialsUnavailable(error instanceof Error ? error.message : String(error));
      });
      const signedQuery = new Map(query);
      if (service === 'screen') {
        // V3 names the operation and version in headers (x-acs-action, x-acs-version).
        signedQuery.delete('Action');
        signedQuery.delete('Version');
      }
      const path =
        service === 'screen'
          ? basePath(endpoint)
          : basePath(endpoint) + mapPath(joinSegments(segments, true), config.lake.pathMap);
      const signed = signRequest(
        {
          method: request.method,
          host: endpoint.host,
          path,
          query: signedQuery,
          body,
          contentType,
          action: op.name,
          version: config[service].version,
        },
        credential,
        deps.clock,
      );
      Object.assign(headers, signed.headers);
      return call(new URL(signed.target, endpoint.origin));
    };

    let answer;
    for (let attempt = 1; ; attempt += 1) {
      try {
        answer = await upstream.send(await prepare());
        break;
      } catch (error) {
        if (error instanceof CredentialsUnavailable) {
          request.log.error(
            { credentials: credentials.description, why: error.message },
            'no credential to sign with',
          );
          await audit('credentials-unavailable', null, null);
          return refuse(
            'credentials',
            `the gateway could not get the credential to sign ${op.name}`,
          );
        }
        if (!(error instanceof UpstreamFailure)) throw error;
        // A read that met a connection the upstream had closed never reached it: once more.
        if (error.staleConnection && request.method === 'GET' && attempt === 1) continue;
        request.log.warn(
          { operation: op.name, failure: error.kind, why: error.message },
          'upstream failed',
        );
        if (error.kind === 'timeout') {
          await audit('timeout', null, null);
          return refuse(
            'timeout',
            `${op.name}: the ${service} service did not answer within ${config.upstreamTimeoutMs} ms`,
          );
        }
        await audit('unreachable', null, null);
        return refuse('unreachable', `${op.name}: the ${service} service could not be reached`);
      }
    }

    context.upstreamStatus = answer.status;
    await audit(
      'answered',
      answer.status,
      needsAudit(op) ? upstreamRequestId(answer.headers, answer.body) : null,
    );
    reply.code(answer.status);
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined && !DROPPED_ANSWER_HEADERS.has(name)) reply.header(name, value);
    }
    return reply.send(answer.body);
  }

  for (const service of ['screen', 'lake', 'agent'] as const) {
    const prefix = config[service].prefix;
    const routeConfig: ApiRouteConfig = { service };
    for (const url of [prefix, `${prefix}/*`]) {
      app.route({
        method: [...API_METHODS],
        url,
        config: routeConfig,
        compress: false,
        handler: (request, reply) => handle(service, request, reply),
      });
    }
  }
}
