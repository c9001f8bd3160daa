/**
 * What an audited call acts on, as its record's `resource`: its path parameters (decoded), then
 * only a short list of naming fields of its query and of a form or JSON body (a create's name),
 * never anything else of a body. Pure, so the gateway and the demo's mock read a call the same way.
 */

/** Query, form or JSON body fields that name what a write acts on (never anything else). */
export const AUDIT_NAMING_FIELDS = [
  'Id',
  'rolePrincipal',
  'userPrincipal',
  'name',
  'shareName',
  'receiverName',
  'roleName',
] as const;

function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function auditResourceOf(
  pathParams: Readonly<Record<string, unknown>>,
  query: { get(name: string): string | null | undefined },
  body: { contentType: string | null; text: string } | null,
): Record<string, string> {
  const resource: Record<string, string> = {};
  for (const [name, value] of Object.entries(pathParams)) {
    if (typeof value === 'string') resource[name] = decoded(value);
  }
  const take = (name: string, value: unknown) => {
    if (!(name in resource) && (typeof value === 'string' || typeof value === 'number')) {
      resource[name] = String(value).slice(0, 256);
    }
  };
  for (const name of AUDIT_NAMING_FIELDS) take(name, query.get(name) ?? undefined);
  if (!body || body.text === '' || !body.contentType) return resource;
  if (body.contentType.startsWith('application/x-www-form-urlencoded')) {
    const form = new URLSearchParams(body.text);
    for (const name of AUDIT_NAMING_FIELDS) take(name, form.get(name) ?? undefined);
  } else if (body.contentType.includes('json')) {
    try {
      const json: unknown = JSON.parse(body.text);
      if (typeof json === 'object' && json !== null && !Array.isArray(json)) {
        const record = json as Record<string, unknown>;
        for (const name of AUDIT_NAMING_FIELDS) take(name, record[name]);
        const identifier = record.identifier;
        if (typeof identifier === 'object' && identifier !== null) {
          const { database, object } = identifier as Record<string, unknown>;
          take('database', database);
          take('table', object);
        }
      }
    } catch {
      // Not JSON after all: the path and query name the resource.
    }
  }
  return resource;
}
