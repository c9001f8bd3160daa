import { lakeAccessOperations } from './accessOperations';
import { lakeCatalogOperations } from './catalogOperations';
import { lakeIcebergOperations } from './icebergOperations';
import { lakeShareOperations } from './shareOperations';

export type { CreateTableParams } from './catalogOperations';

/**
 * Every operation of the lake service, one registry per section of the contract merged: for
 * what covers the whole service (the mock's routes, contract tests). The console's queries and
 * mutations import their own section's registry, so a route loads only the schemas it calls.
 */
export const lakeOperations = {
  ...lakeCatalogOperations,
  ...lakeIcebergOperations,
  ...lakeShareOperations,
  ...lakeAccessOperations,
};

export type LakeOperationName = keyof typeof lakeOperations;
