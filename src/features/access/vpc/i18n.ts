import { featureI18n } from '../../../i18n/featureI18n';
import { messages } from './messages';

/** The trusted VPCs page's translator: its own strings, then the shared ones. */
export const useVpcsI18n = featureI18n(messages);

export function useVpcsT() {
  return useVpcsI18n().t;
}

export type VpcsT = ReturnType<typeof useVpcsT>;
