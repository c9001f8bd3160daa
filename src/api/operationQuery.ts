import { queryOptions } from '@tanstack/react-query';
import { callOperation, type OperationSpec } from './operation';
import { serviceKeys } from './serviceKeys';

/**
 * `queryOptions` for one operation: the key from its registry entry (under the resource it reads
 * when `detailId` is given, else under the service's lists) and the call itself.
 */
export function operationQuery<Params, Response, Result>(
  op: OperationSpec<Params, Response, Result>,
  params: Params,
  placement: { detailId?: string; keyParams?: unknown } = {},
) {
  const keys = serviceKeys(op.service);
  const keyParams = placement.keyParams ?? params ?? undefined;
  const queryKey =
    placement.detailId === undefined
      ? keys.list(op.name, keyParams)
      : keys.ofDetail(placement.detailId, op.name, keyParams);
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => callOperation(op, params, { signal }),
    ...(op.staleTime === undefined ? {} : { staleTime: op.staleTime }),
  });
}

/** `useMutation` options for one write operation: its key and the call, from the registry entry. */
export function operationMutation<Params, Response, Result>(
  op: OperationSpec<Params, Response, Result>,
) {
  return {
    mutationKey: [op.service, 'mutation', op.name] as const,
    mutationFn: (params: Params) => callOperation(op, params),
  };
}
