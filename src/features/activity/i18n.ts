import { featureI18n } from '../../i18n/featureI18n';
import { messages } from './messages';

/** The activity page's translator: its own strings first, then the shared ones. */
export const useActivityI18n = featureI18n(messages);

export type ActivityT = ReturnType<typeof useActivityI18n>['t'];
