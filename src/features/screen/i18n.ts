import { featureI18n } from '../../i18n/featureI18n';
import { messages } from './messages';

/** The screen area's translator: its own strings first, then the shared ones. */
export const useScreenI18n = featureI18n(messages);

export function useScreenT() {
  return useScreenI18n().t;
}

export type ScreenT = ReturnType<typeof useScreenT>;
