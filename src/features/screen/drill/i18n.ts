import { featureI18n } from '../../../i18n/featureI18n';
import { messages } from './messages';

/** The drill-down drawers' translator: their own strings first, then the shared ones. */
export const useDrillI18n = featureI18n(messages);

type DrillKey = keyof (typeof messages)['en'];
export type DrillT = ReturnType<typeof useDrillI18n>['t'];

/** Whether a key built at run time (an enumeration value) has a message. */
export function hasDrillMessage(key: string): key is DrillKey {
  return Object.hasOwn(messages.en, key);
}
