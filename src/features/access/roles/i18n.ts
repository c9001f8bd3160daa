import { featureI18n } from '../../../i18n/featureI18n';
import { messages } from './messages';

/**
 * The roles pages' translator, with access administration's shared parts (`access.`: the section's
 * title and navigation, which the users and VPC pages show too), then the shared strings.
 */
export const useRolesI18n = featureI18n(messages);

export function useRolesT() {
  return useRolesI18n().t;
}

export type RolesT = ReturnType<typeof useRolesT>;
