import { useMutation, useQueryClient } from '@tanstack/react-query';
import { disableWebhook } from '../../../api/agent/client';
import { agentKeys } from '../../../api/agent/queries';
import type { WebhookEndpoint } from '../../../api/agent/schemas';

export function useDisableWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...agentKeys.all, 'disable'],
    mutationFn: (id: string) => disableWebhook(id),
    onSuccess: (updated) => {
      // The response is the endpoint as it now is: put it in the cache instead of refetching,
      // so the list shows DISABLED/MANUAL at once without a loading flash.
      queryClient.setQueryData<WebhookEndpoint[]>(agentKeys.webhooks(), (list) =>
        list?.map((endpoint) => (endpoint.id === updated.id ? updated : endpoint)),
      );
    },
  });
}
