import { featureI18n } from '../../../i18n/featureI18n';
import { messages } from './messages';

/** The databases area's translator: its own strings, then the shared ones. */
export const useDatabasesI18n = featureI18n(messages);

export function useDatabasesT() {
  return useDatabasesI18n().t;
}

export type DatabasesT = ReturnType<typeof useDatabasesT>;
