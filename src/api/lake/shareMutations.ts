import { operationMutation } from '../operationQuery';
import { lakeShareOperations } from './shareOperations';

export const lakeShareMutations = {
  createShare: () => operationMutation(lakeShareOperations.CreateShare),
  alterShare: () => operationMutation(lakeShareOperations.AlterShare),
  dropShare: () => operationMutation(lakeShareOperations.DropShare),
  alterShareReceivers: () => operationMutation(lakeShareOperations.AlterShareReceivers),
  alterShareResources: () => operationMutation(lakeShareOperations.AlterShareResources),
  createReceiver: () => operationMutation(lakeShareOperations.CreateReceiver),
  alterReceiver: () => operationMutation(lakeShareOperations.AlterReceiver),
  dropReceiver: () => operationMutation(lakeShareOperations.DropReceiver),
};
