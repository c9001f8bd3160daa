import { featureI18n } from '../../i18n/featureI18n';
import { messages } from './componentsMessages';

/**
 * The shared catalog components' translator (drop dialog, options, tokens, storage tiers, region
 * banner): their own strings, then the shared ones.
 */
export const useComponentsI18n = featureI18n(messages);

export function useComponentsT() {
  return useComponentsI18n().t;
}

export type ComponentsT = ReturnType<typeof useComponentsT>;
