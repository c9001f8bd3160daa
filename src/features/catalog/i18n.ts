import type { Messages } from '../../i18n/defineMessages';
import { mergeMessages } from '../../i18n/defineMessages';
import { featureI18n } from '../../i18n/featureI18n';
import type { messages as grants } from './access/grants/messages';
import type { messages as roles } from './access/roles/messages';
import type { messages as users } from './access/users/messages';
import type { messages as vpcs } from './access/vpc/messages';
import type { messages as catalogs } from './catalogs/messages';
import { messages as components } from './components/messages';
import type { messages as databases } from './databases/messages';
import type { messages as iceberg } from './iceberg/messages';
import { messages as shared } from './messages';
import type { messages as schema } from './schema/messages';
import type { messages as sharing } from './sharing/messages';
import type { messages as table } from './table/messages';
import type { messages as tables } from './tables/messages';

type KeysOf<M> = M extends Messages<infer K> ? K : never;
type CatalogKey =
  | KeysOf<typeof shared>
  | KeysOf<typeof components>
  | KeysOf<typeof catalogs>
  | KeysOf<typeof databases>
  | KeysOf<typeof tables>
  | KeysOf<typeof table>
  | KeysOf<typeof schema>
  | KeysOf<typeof iceberg>
  | KeysOf<typeof sharing>
  | KeysOf<typeof grants>
  | KeysOf<typeof roles>
  | KeysOf<typeof users>
  | KeysOf<typeof vpcs>;

/**
 * The catalog console's strings. The shared ones and the shared components' are always here; each
 * area's `messages.ts` adds its own when a module of that area loads (`registerCatalogMessages`),
 * so a page downloads its area's strings with its chunk, not every area's.
 */
const catalog = mergeMessages(shared, components) as {
  en: Record<string, string>;
  zh: Record<string, string>;
};

export function registerCatalogMessages(area: Messages<string>): void {
  Object.assign(catalog.en, area.en);
  Object.assign(catalog.zh, area.zh);
}

export const useCatalogI18n = featureI18n(catalog as unknown as Messages<CatalogKey>);

export function useCatalogT() {
  return useCatalogI18n().t;
}

export type CatalogT = ReturnType<typeof useCatalogT>;
