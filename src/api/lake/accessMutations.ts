import { operationMutation } from '../operationQuery';
import { lakeAccessOperations } from './accessOperations';

export const lakeAccessMutations = {
  grantPermissions: () => operationMutation(lakeAccessOperations.BatchGrantPermissions),
  revokePermissions: () => operationMutation(lakeAccessOperations.BatchRevokePermissions),
  createRole: () => operationMutation(lakeAccessOperations.CreateRole),
  deleteRole: () => operationMutation(lakeAccessOperations.DeleteRole),
  grantRoleToUsers: () => operationMutation(lakeAccessOperations.GrantRoleToUsers),
};
