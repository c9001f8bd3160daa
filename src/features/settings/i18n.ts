import { featureI18n } from '../../i18n/featureI18n';
import { messages } from './messages';

/** The settings area's translator: its own strings first, then the shared ones. */
export const useSettingsI18n = featureI18n(messages);

export function useSettingsT() {
  return useSettingsI18n().t;
}
