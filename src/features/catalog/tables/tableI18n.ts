import { featureI18n } from '../../../i18n/featureI18n';
import { messages as changeMessages } from './changeMessages';
import { messages } from './tableMessages';

/** The table page's translator: its own strings, then the shared ones. */
export const useTableI18n = featureI18n(messages, changeMessages);

export function useTableT() {
  return useTableI18n().t;
}

export type TableT = ReturnType<typeof useTableT>;
