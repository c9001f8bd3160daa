import { featureI18n } from '../../../i18n/featureI18n';
import { messages } from './messages';

/** The users pages' translator: its own strings, then the shared ones. */
export const useUsersI18n = featureI18n(messages);

export function useUsersT() {
  return useUsersI18n().t;
}

export type UsersT = ReturnType<typeof useUsersT>;
