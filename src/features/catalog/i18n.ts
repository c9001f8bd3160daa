import { mergeMessages } from '../../i18n/defineMessages';
import { featureI18n } from '../../i18n/featureI18n';
import { messages as catalogs } from './catalogs/messages';
import { messages as databases } from './databases/messages';
import { messages as shared } from './messages';
import { messages as schema } from './schema/messages';
import { messages as table } from './table/messages';
import { messages as tables } from './tables/messages';

/**
 * The catalog console's translator: its sub-areas' strings (each area keeps its own catalog with
 * its own key prefix), then the shared ones.
 */
export const useCatalogI18n = featureI18n(
  mergeMessages(shared, catalogs, databases, tables, table, schema),
);

export function useCatalogT() {
  return useCatalogI18n().t;
}

export type CatalogT = ReturnType<typeof useCatalogT>;
