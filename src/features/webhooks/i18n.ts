import { featureI18n } from '../../i18n/featureI18n';
import { messages } from './messages';

/** The webhooks area's translator: its own strings first, then the shared ones. */
export const useWebhooksI18n = featureI18n(messages);

export function useWebhooksT() {
  return useWebhooksI18n().t;
}

export type WebhooksT = ReturnType<typeof useWebhooksT>;
