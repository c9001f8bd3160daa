import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { subscribeAgentApiKey } from '../api/agent/credentials';
import { agentKeys } from '../api/agent/keys';

/** A new or cleared API key makes every cached agent answer (and error) stale at once. */
export function useAgentKeyReset(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeAgentApiKey(() => {
        void queryClient.resetQueries({ queryKey: agentKeys.all });
      }),
    [queryClient],
  );
}
