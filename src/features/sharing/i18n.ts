import { featureI18n } from '../../i18n/featureI18n';
import { messages } from './messages';

/** The shares and receivers pages' translator: its own strings, then the shared ones. */
export const useSharingI18n = featureI18n(messages);

export function useSharingT() {
  return useSharingI18n().t;
}

export type SharingT = ReturnType<typeof useSharingT>;
