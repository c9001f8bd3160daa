/**
 * Where a collection's creation form lives: `<collection>/-/new`, e.g. `/screen/-/new`,
 * `/catalogs/sales_lake/databases/sales/tables/-/new`.
 *
 * The segment after a collection holds a name or id (`tables/:table`, `screen/:id`). A static
 * word there, such as `new`, outranks the parameter, so a table named `new` opened the create
 * form. No name or id can be `-` (catalog, database and table names are letters, digits and
 * underscores; screen ids are integers or `default`; endpoint ids `wep_<ULID>`), so this segment
 * can never be one; `src/app/routes.test.ts` checks every route against those rules.
 */
export const CREATE_SEGMENT = '-/new';

export const createPath = (collection: string) => `${collection}/${CREATE_SEGMENT}`;
