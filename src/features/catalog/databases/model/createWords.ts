/**
 * What the create flow calls the thing it makes. The lake keeps an ICEBERG catalog's namespaces
 * as its databases (one CreateDatabase makes either), so one flow serves both and only its words
 * change: a person on the Namespaces tab is asked for a namespace.
 */
export type DatabaseKind = 'database' | 'namespace';

export const CREATE_WORDS = {
  database: {
    create: 'databases.create',
    createTitle: 'databases.createTitle',
    nameRequired: 'databases.nameRequired',
    nameExists: 'databases.nameExists',
    createFailed: 'databases.createFailed',
    created: 'databases.created',
  },
  namespace: {
    create: 'databases.namespace.create',
    createTitle: 'databases.namespace.createTitle',
    nameRequired: 'databases.namespace.nameRequired',
    nameExists: 'databases.namespace.nameExists',
    createFailed: 'databases.namespace.createFailed',
    created: 'databases.namespace.created',
  },
} as const satisfies Record<DatabaseKind, Record<string, `databases.${string}`>>;
