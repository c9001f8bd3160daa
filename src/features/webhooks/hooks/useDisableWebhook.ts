import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agentOperations } from '../../../api/agent/operations';
import { agentQueries } from '../../../api/agent/queries';
import { operationMutation } from '../../../api/operationQuery';

export function useDisableWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    ...operationMutation(agentOperations.DisableWebhook),
    onSuccess: (updated) => {
      // The response is the endpoint as it now is: put it in the cache instead of refetching,
      // so the list shows DISABLED/MANUAL at once without a loading flash.
      queryClient.setQueryData(agentQueries.webhooks().queryKey, (list) =>
        list?.map((endpoint) => (endpoint.id === updated.id ? updated : endpoint)),
      );
    },
  });
}
