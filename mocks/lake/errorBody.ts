/**
 * The lake error body (spec, Errors): `{code, message, resourceType, resourceName}`, with the two
 * deviations the spec places: an integer `code` (the HTTP status) on GetCatalog/GetCatalogById,
 * and capitalized field names on some responses (share and receiver operations, later).
 * Pure, so core/respond.ts can use it without importing the handlers.
 */

export type LakeErrorStyle = 'standard' | 'integer-code' | 'capitalized';

/** What a lake handler attaches to a MockHttpError (`details`) to shape the body. */
export interface LakeErrorDetails {
  resourceType?: string;
  resourceName?: string;
  style?: LakeErrorStyle;
}

function lakeDefaultCode(status: number): string {
  if (status === 400) return 'InvalidParameter';
  if (status === 401) return 'Unauthorized';
  if (status === 403) return 'Forbidden';
  if (status === 404) return 'NotFound';
  if (status === 405) return 'MethodNotAllowed';
  if (status === 409) return 'AlreadyExists';
  return status >= 500 ? 'InternalError' : 'BadRequest';
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

/**
 * The share and receiver operations answer every error with capitalized fields (docs/design.md §3),
 * an injected fault too (its details name the operation).
 */
const CAPITALIZED_OPERATIONS: ReadonlySet<string> = new Set([
  'CreateShare',
  'GetShare',
  'AlterShare',
  'DropShare',
  'AlterShareReceivers',
  'AlterShareResources',
  'CreateReceiver',
  'GetReceiver',
  'AlterReceiver',
  'DropReceiver',
  'ListProvidedShares',
  'ListReceivedShares',
  'ListReceivers',
  'ListShareReceivers',
  'ListShareResources',
]);

export function lakeErrorBody(error: {
  status: number;
  code?: string | undefined;
  message: string;
  details?: Readonly<Record<string, unknown>> | undefined;
}): Record<string, unknown> {
  const details = error.details ?? {};
  const operation = text(details.operation);
  const style =
    text(details.style) ??
    (operation !== undefined && CAPITALIZED_OPERATIONS.has(operation) ? 'capitalized' : 'standard');
  const resourceType = text(details.resourceType);
  const resourceName = text(details.resourceName);
  const code = error.code ?? lakeDefaultCode(error.status);
  if (style === 'capitalized') {
    return {
      Code: code,
      Message: error.message,
      ...(resourceType === undefined ? {} : { ResourceType: resourceType }),
      ...(resourceName === undefined ? {} : { ResourceName: resourceName }),
    };
  }
  return {
    code: style === 'integer-code' ? error.status : code,
    message: error.message,
    ...(resourceType === undefined ? {} : { resourceType }),
    ...(resourceName === undefined ? {} : { resourceName }),
  };
}
