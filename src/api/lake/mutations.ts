import { operationMutation } from '../operationQuery';
import { lakeCatalogOperations } from './catalogOperations';

/** The catalog section's writes; what each refreshes afterwards is the cache policy (cache.ts). */
export const lakeMutations = {
  createCatalog: () => operationMutation(lakeCatalogOperations.CreateCatalog),
  alterCatalog: () => operationMutation(lakeCatalogOperations.AlterCatalog),
  dropCatalog: () => operationMutation(lakeCatalogOperations.DropCatalog),
  createDatabase: () => operationMutation(lakeCatalogOperations.CreateDatabase),
  alterDatabase: () => operationMutation(lakeCatalogOperations.AlterDatabase),
  dropDatabase: () => operationMutation(lakeCatalogOperations.DropDatabase),
  createTable: () => operationMutation(lakeCatalogOperations.CreateTable),
  alterTable: () => operationMutation(lakeCatalogOperations.AlterTable),
  dropTable: () => operationMutation(lakeCatalogOperations.DropTable),
};
