/** Region and catalog operations of the lake mock. */
import { CATALOG_NAME_PATTERN } from '../../../src/api/lake/assumed';
import type { LakeOperationName } from '../routes';
import { catalogTypes } from '../../../src/api/lake/schemas';
import { alterOptions, catalogByName, catalogStatus } from '../store/catalogs';
import { mockDb } from '../../database';
import { catalogIdFrom } from '../seeds/estate';
import {
  CURRENT_REGION,
  OSS_ENDPOINT_INTERNAL,
  REGION_TYPE_AVAILABLE,
  REGION_TYPE_CURRENT,
} from '../assumed';
import { alreadyExists, catalogNotRunning, invalidParameter, withIntegerCode } from './errors';
import { catalogNamed, catalogWithId, lakeDb, requireRunning } from './lookup';
import { jsonBody, listPage, optionsChange, stringMap } from './params';
import { receivedShareToMount } from './shares';
import { issueToken } from './tokens';
import { catalogView, prepayView } from './views';
import type { MockBody } from '../../core/mockService';

const REGIONS = [
  { name: CURRENT_REGION, showName: 'China (Hangzhou)', description: 'East China 1' },
  { name: 'cn-shanghai', showName: 'China (Shanghai)', description: 'East China 2' },
  { name: 'cn-beijing', showName: 'China (Beijing)', description: 'North China 2' },
  { name: 'ap-southeast-1', showName: 'Singapore', description: 'Asia Pacific SE 1' },
];

/** A random catalog id (not seeded: it is journaled with the catalog, so replays reuse it). */
function newCatalogId(type: string): string {
  const words = new Uint32Array(4);
  crypto.getRandomValues(words);
  let index = 0;
  return catalogIdFrom(type, () => (words[index++ % 4] ?? 0) / 0x1_0000_0000);
}

/** GetCatalog and GetCatalogById answer errors with an integer `code` (spec, Errors). */
function integerCodeErrors(body: MockBody): MockBody {
  return async (request) => {
    try {
      return await body(request);
    } catch (error) {
      throw withIntegerCode(error);
    }
  };
}

export const catalogBodies: Partial<Record<LakeOperationName, MockBody>> = {
  DescribeRegions: () => ({
    regions: REGIONS.map((region) => ({
      type: region.name === CURRENT_REGION ? REGION_TYPE_CURRENT : REGION_TYPE_AVAILABLE,
      ...region,
    })),
  }),

  GetRegionStatus: () => ({ status: 'READY', serviceRoleExists: true }),

  CreateCatalog: async ({ request }) => {
    const body = await jsonBody(request);
    const { name, type, isShared = false, shareId } = body;
    if (typeof name !== 'string' || !CATALOG_NAME_PATTERN.test(name)) {
      throw invalidParameter(
        'name',
        'must be 3–64 lowercase letters, digits or underscores, starting with a letter.',
      );
    }
    if (typeof type !== 'string' || !(catalogTypes as readonly string[]).includes(type)) {
      throw invalidParameter('type', `must be one of ${catalogTypes.join(', ')}.`);
    }
    const options = stringMap(body.options, 'options');
    if (typeof isShared !== 'boolean') throw invalidParameter('isShared', 'must be true or false.');
    if (shareId !== undefined && shareId !== null && typeof shareId !== 'string') {
      throw invalidParameter('shareId', 'must be a string.');
    }
    if (isShared && !shareId)
      throw invalidParameter('shareId', 'is required when isShared is true.');
    const now = Date.now();
    const existing = catalogByName(lakeDb(), name, now);
    if (existing) {
      const status = catalogStatus(existing, now);
      throw alreadyExists('catalog', name, status === 'DELETING' ? ' (it is being deleted)' : '');
    }
    // A shared catalog mounts a share provided to this account; it names the provider.
    const mounted = isShared ? receivedShareToMount(shareId as string, now) : null;
    if (mounted) options['share.provider'] ??= mounted.providerTenantId;
    mockDb().record({
      service: 'lake',
      op: 'createCatalog',
      at: now,
      id: newCatalogId(type),
      name,
      type,
      options,
      isShared,
      shareId: typeof shareId === 'string' && shareId !== '' ? shareId : null,
    });
    return {};
  },

  GetCatalog: integerCodeErrors(({ path }) =>
    catalogView(catalogNamed(path.catalog, Date.now()), Date.now()),
  ),

  GetCatalogById: integerCodeErrors(({ path }) =>
    catalogView(catalogWithId(path.id, Date.now()), Date.now()),
  ),

  AlterCatalog: async ({ path, request }) => {
    const now = Date.now();
    const catalog = catalogNamed(path.catalog, now);
    const status = catalogStatus(catalog, now) ?? 'DELETED';
    if (status === 'DELETING') throw catalogNotRunning(catalog.name, status);
    const { removals, updates } = optionsChange(await jsonBody(request));
    const result = alterOptions(catalog.options, removals, updates);
    if (result.removed.length > 0 || result.updated.length > 0) {
      mockDb().record({
        service: 'lake',
        op: 'alterCatalog',
        at: now,
        catalogId: catalog.id,
        removals,
        updates,
      });
    }
    return { removed: result.removed, updated: result.updated, missing: result.missing };
  },

  DropCatalog: ({ path }) => {
    const now = Date.now();
    const catalog = catalogNamed(path.catalog, now);
    // Dropping a catalog that is already being deleted changes nothing (lake/assumed.ts).
    if (catalog.dropRequestedAt === null) {
      mockDb().record({ service: 'lake', op: 'dropCatalog', at: now, catalogId: catalog.id });
    }
    return {};
  },

  ListCatalogs: ({ query }) => {
    const now = Date.now();
    const page = listPage(lakeDb().catalogs, {
      query,
      patternParam: 'catalogNamePattern',
      list: 'ListCatalogs',
      parent: '',
      nameOf: (catalog) => catalog.name,
      visible: (catalog) => catalogStatus(catalog, now) !== null,
    });
    return {
      catalogs: page.items.map((catalog) => catalogView(catalog, now)),
      prepayResource: page.items.flatMap((catalog) => prepayView(catalog) ?? []),
      nextPageToken: page.nextPageToken,
    };
  },

  GetCatalogToken: ({ path }) => {
    const now = Date.now();
    const catalog = catalogNamed(path.catalog, now);
    requireRunning(catalog, now);
    return issueToken(catalog.bucket, OSS_ENDPOINT_INTERNAL, now);
  },
};
