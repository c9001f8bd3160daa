import { queryOptions } from '@tanstack/react-query';
import { callOperation } from './operation';
import type { OperationSpec } from './operationSpec';
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

/**
 * `queryOptions` for an operation whose parameters are relative to now (a time window): the key
 * holds what the caller chose (e.g. a `7-day` range), and the absolute parameters are computed
 * from the clock when the request is sent. So every caller with the same choice shares one key
 * and one request, a key never changes between refreshes, and a refresh refetches in place, where
 * structural sharing keeps unchanged data identical and its components unrendered.
 */
export function timedOperationQuery<Params, Response, Result, Window>(
  op: OperationSpec<Params, Response, Result>,
  keyParams: unknown,
  at: (nowMs: number) => { params: Params; window: Window },
  clock: () => number,
) {
  return queryOptions({
    queryKey: serviceKeys(op.service).list(op.name, keyParams),
    queryFn: async ({ signal }) => {
      const { params, window } = at(clock());
      const result = await callOperation(op, params, { signal });
      return { result, window };
    },
    ...(op.staleTime === undefined ? {} : { staleTime: op.staleTime }),
  });
}
