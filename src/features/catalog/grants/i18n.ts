import { featureI18n } from '../../../i18n/featureI18n';
import { messages } from './messages';

/** The Access tab's and grant builders' translator: its own strings, then the shared ones. */
export const useGrantsI18n = featureI18n(messages);

export function useGrantsT() {
  return useGrantsI18n().t;
}

export type GrantsT = ReturnType<typeof useGrantsT>;
