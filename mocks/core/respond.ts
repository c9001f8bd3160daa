import { HttpResponse } from 'msw';
import type { MockService } from '../services';
import { lakeErrorBody } from '../lake/errorBody';

const ID_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A fresh id per response; not seeded, so two identical requests are told apart in logs. */
export function requestId(prefix = 'req_'): string {
  const bytes = new Uint8Array(24);
  crypto.getRandomValues(bytes);
  let id = prefix;
  for (const byte of bytes) id += ID_ALPHABET.charAt(byte % ID_ALPHABET.length);
  return id;
}

interface MockError {
  status: number;
  /** The service's error code; derived from the status when omitted. */
  code?: string;
  message: string;
  /** Service-specific fields of the error body (the lake's resourceType/resourceName, …). */
  details?: Readonly<Record<string, unknown>>;
}

interface ServiceResponses {
  /** A 200 carrying a handler's body, with the request id where the service puts it. */
  success(body: unknown, requestId: string): Response;
  error(error: MockError, requestId: string): Response;
  /** A 200 whose body breaks every response schema of the service. */
  malformed(requestId: string): Response;
}

/** Agent error types (docs/design.md §3, assumed), named like the service's own. */
function agentErrorType(status: number): string {
  if (status === 401) return 'authentication_error';
  if (status === 403) return 'permission_error';
  if (status === 404) return 'not_found_error';
  if (status === 413) return 'request_too_large';
  if (status === 429) return 'rate_limit_error';
  if (status === 529) return 'overloaded_error';
  return status >= 500 ? 'api_error' : 'invalid_request_error';
}

function screenCode(status: number): string {
  if (status === 400) return 'InvalidParameter';
  if (status === 403) return 'NoPermission';
  if (status === 404) return 'NotFound';
  return status >= 500 ? 'ServerError' : 'Throttling';
}

const malformedJson = (id: string) => HttpResponse.json({ data: 'oops', request_id: id });

const isRecord = (body: unknown): body is Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body);

/** JSON with the request id as a body field (agent `request_id`, screen `RequestId`). */
const withIdField = (field: string) => (body: unknown, id: string) =>
  HttpResponse.json(isRecord(body) ? { ...body, [field]: id } : (body as never), {
    headers: { 'x-request-id': id },
  });

/** JSON with the request id in a header only (lake bodies carry none). */
const withIdHeader = (body: unknown, id: string) =>
  HttpResponse.json(body as never, { headers: { 'x-request-id': id } });

/**
 * Each service's error body, as docs/design.md §3 describes it. The screen entry is a placeholder
 * in the documented shape; the lake's is in lake/errorBody.ts.
 */
export const SERVICE_RESPONSES: Readonly<Record<MockService, ServiceResponses>> = {
  agent: {
    success: withIdField('request_id'),
    error: ({ status, code, message }, id) =>
      HttpResponse.json(
        { type: 'error', error: { type: code ?? agentErrorType(status), message }, request_id: id },
        { status },
      ),
    malformed: malformedJson,
  },
  screen: {
    success: withIdField('RequestId'),
    error: ({ status, code, message }, id) =>
      HttpResponse.json(
        { RequestId: id, Code: code ?? screenCode(status), Message: message },
        { status },
      ),
    malformed: malformedJson,
  },
  lake: {
    success: withIdHeader,
    // The body carries no request id; the header does, as on success.
    error: (error, id) =>
      HttpResponse.json(lakeErrorBody(error), {
        status: error.status,
        headers: { 'x-request-id': id },
      }),
    malformed: malformedJson,
  },
  oss: {
    success: withIdHeader,
    error: ({ status, code, message }, id) =>
      HttpResponse.xml(
        `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code ?? 'InternalError'}</Code>` +
          `<Message>${message.replace(/[<&]/g, (c) => (c === '<' ? '&lt;' : '&amp;'))}</Message>` +
          `<RequestId>${id}</RequestId></Error>`,
        { status },
      ),
    malformed: (id) => HttpResponse.text(`not the expected body (${id})`),
  },
};

export function errorResponse(service: MockService, error: MockError): Response {
  return SERVICE_RESPONSES[service].error(error, requestId());
}

export function malformedResponse(service: MockService): Response {
  return SERVICE_RESPONSES[service].malformed(requestId());
}

/**
 * The gateway's own error body for its paths under /api (gateway/errors.ts): activity, playlists,
 * device links, the session.
 */
export function gatewayError(status: number, code: string, message: string, id = requestId()) {
  return HttpResponse.json(
    { code, message, requestId: id },
    { status, headers: { 'x-request-id': id, 'cache-control': 'no-store' } },
  );
}
