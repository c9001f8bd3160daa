export { DataTable } from './DataTable';
export type { DataTableColumn, DataTableColumnMeta, DataTableProps } from './DataTable';
