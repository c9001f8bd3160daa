import { ApiError } from './errors';
import { request } from './http';
import { fillPath, Refusal, type AnyOperation, type OperationSpec } from './operationSpec';
import { SERVICE_TRANSPORTS } from './transports';

/**
 * The client half of the operation registry: sending one operation through the request core. What
 * an operation is, and the registries, are the contract (operationSpec.ts, contract.ts), which
 * never pull in fetch.
 */

/** The builders' output, or the `invalid-request` error of a refused parameter. */
function build<T>(op: AnyOperation, builder: () => T): T {
  try {
    return builder();
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    throw new ApiError({
      service: op.service,
      operation: op.name,
      kind: 'invalid-request',
      fieldPath: error.fieldPath,
      message: error.message,
    });
  }
}

export interface CallOptions {
  signal?: AbortSignal | undefined;
}

/** Sends one operation through the request core and returns its result. */
export async function callOperation<Params, Response, Result>(
  op: OperationSpec<Params, Response, Result>,
  params: Params,
  options: CallOptions = {},
): Promise<Result> {
  const transport = SERVICE_TRANSPORTS[op.service];
  const query = build(op, () => op.query?.(params));
  const body = build(op, () => op.body?.(params));
  await transport.ready?.();
  const response = await request({
    service: op.service,
    operation: op.name,
    method: op.method,
    path: fillPath(op.path, params),
    query: transport.query || query ? { ...transport.query?.(op.name), ...query } : undefined,
    body,
    form: build(op, () => op.form?.(params)),
    headers: transport.headers?.(op.name),
    parseJson: op.parseJson ?? transport.parseJson,
    schema: op.response,
    signal: options.signal,
  });
  return op.result ? op.result(response) : (response as unknown as Result);
}
