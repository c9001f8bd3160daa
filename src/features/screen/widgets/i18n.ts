import { featureI18n } from '../../../i18n/featureI18n';
import { messages } from './messages';

/** The tiles' translator: their own strings first, then the shared ones (errors, retry). */
export const useWidgetsI18n = featureI18n(messages);

export type WidgetsT = ReturnType<typeof useWidgetsI18n>['t'];
