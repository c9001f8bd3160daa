import { featureI18n } from '../../i18n/featureI18n';
import { messages } from './messages';

/**
 * The translator of the words every catalog console page may show (breadcrumb, not-found
 * notices), then the shared ones. Each area has its own catalog and hook beside its code
 * (`catalogs/i18n.ts`, `tables/i18n.ts`, …); a page showing both takes `featureI18n` over both.
 */
export const useCatalogI18n = featureI18n(messages);

export function useCatalogT() {
  return useCatalogI18n().t;
}

export type CatalogT = ReturnType<typeof useCatalogT>;
