import { featureI18n } from '../../../i18n/featureI18n';
import { messages } from './logoMessages';

/** The logo uploader's translator: its own strings first, then the shared ones. */
export const useLogoI18n = featureI18n(messages);

export function useLogoT() {
  return useLogoI18n().t;
}

export type LogoT = ReturnType<typeof useLogoT>;
