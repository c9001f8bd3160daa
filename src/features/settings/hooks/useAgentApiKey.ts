import { useSyncExternalStore } from 'react';
import { getAgentApiKey, subscribeAgentApiKey } from '../../../api/agent/credentials';

export function useAgentApiKey(): string | null {
  return useSyncExternalStore(subscribeAgentApiKey, getAgentApiKey, () => null);
}
