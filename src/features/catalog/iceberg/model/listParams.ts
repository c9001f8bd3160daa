/** URL names of the Iceberg lists' search text and page size (apart from every other list's). */
export const NAMESPACE_LIST_PARAMS = { search: 'nq', size: 'nsize' };
export const ICEBERG_TABLE_LIST_PARAMS = { search: 'tq', size: 'tsize' };
