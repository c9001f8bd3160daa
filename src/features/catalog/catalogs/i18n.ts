import { featureI18n } from '../../../i18n/featureI18n';
import { messages } from './messages';

/** The catalogs area's translator: its own strings, then the shared ones. */
export const useCatalogsI18n = featureI18n(messages);

export function useCatalogsT() {
  return useCatalogsI18n().t;
}

export type CatalogsT = ReturnType<typeof useCatalogsT>;
