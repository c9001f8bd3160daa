/**
 * What an audited call acted on, read from its record's service, operation and resource (path
 * parameters and naming fields, as the gateway's audit takes them): the console links to it, and
 * whoever answers `/api/activity` decides `gone` with it (a later answered drop or delete of the
 * same thing, or of what holds it). Pure, so the gateway and the demo's mock can share it.
 */
import type { ActivityService } from './model';

export type ActivityTarget =
  | { kind: 'catalog'; catalog: string }
  | { kind: 'database'; catalogId: string; database: string }
  | { kind: 'table'; catalogId: string; database: string; table: string }
  | { kind: 'screen'; id: string }
  | { kind: 'webhook'; id: string }
  | { kind: 'share'; share: string }
  | { kind: 'role'; role: string };

const nonEmpty = (value: string | undefined): value is string =>
  value !== undefined && value !== '';

export function activityTarget(
  service: ActivityService,
  operation: string,
  resource: Readonly<Record<string, string>>,
): ActivityTarget | null {
  const { catalog, catalogId, database, table, name } = resource;
  switch (service) {
    case 'screen':
      return /ScreenSetting$/.test(operation) && nonEmpty(resource.Id)
        ? { kind: 'screen', id: resource.Id }
        : null;
    case 'agent':
      return operation === 'DisableWebhook' && nonEmpty(resource.id)
        ? { kind: 'webhook', id: resource.id }
        : null;
    case 'gateway':
      return null;
    case 'lake':
      break;
  }
  if (/Catalog(Token)?$/.test(operation)) {
    const named = catalog ?? (operation === 'CreateCatalog' ? name : undefined);
    return nonEmpty(named) ? { kind: 'catalog', catalog: named } : null;
  }
  if (/Database$/.test(operation) && nonEmpty(catalogId)) {
    const named = database ?? (operation === 'CreateDatabase' ? name : undefined);
    return nonEmpty(named) ? { kind: 'database', catalogId, database: named } : null;
  }
  if (/Table(Token)?$/.test(operation) && nonEmpty(catalogId) && nonEmpty(database)) {
    const named = table ?? (operation === 'CreateTable' ? name : undefined);
    return nonEmpty(named) ? { kind: 'table', catalogId, database, table: named } : null;
  }
  if (/Share(Resources|Receivers)?$/.test(operation)) {
    const named = resource.share ?? resource.shareName;
    return nonEmpty(named) ? { kind: 'share', share: named } : null;
  }
  if (/Role(ToUsers)?$/.test(operation) && nonEmpty(resource.roleName)) {
    return { kind: 'role', role: resource.roleName };
  }
  return null;
}

/** An operation that removes what it names (its record, answered 2xx, makes earlier ones gone). */
export function isRemoval(operation: string): boolean {
  return /^(Drop|Delete)/.test(operation);
}

/** Whether removing `removed` removes `target` too: the same thing, or the database holding it. */
export function removes(removed: ActivityTarget, target: ActivityTarget): boolean {
  switch (removed.kind) {
    case 'database':
      return (
        (target.kind === 'database' || target.kind === 'table') &&
        target.catalogId === removed.catalogId &&
        target.database === removed.database
      );
    case 'table':
      return (
        target.kind === 'table' &&
        target.catalogId === removed.catalogId &&
        target.database === removed.database &&
        target.table === removed.table
      );
    default:
      return JSON.stringify(removed) === JSON.stringify(target);
  }
}
