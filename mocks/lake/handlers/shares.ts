/**
 * The lake mock's "Shares and receivers" section and its assumed list operations, answered from
 * mocks/lake/store/shares.ts. Every error of these operations has capitalized fields (`Code`,
 * `Message`, `ResourceType`, `ResourceName`), as the spec places that deviation (docs/design.md
 * §3). Tenant ids are read from request bodies losslessly and written as bare digits (int64Json).
 */
import { SHARE_RESOURCE_CONFLICT_CODE, LAKE_ERROR_CODES } from '../../../src/api/lake/assumed';
import type { LakeOperationName } from '../routes';
import { catalogById, catalogStatus } from '../store/catalogs';
import { mockDb } from '../../database';
import {
  OWN_TENANT_ID,
  resourceKey,
  sharesOf,
  type LakeReceivedShare,
  type LakeReceiver,
  type LakeShare,
  type LakeShareResource,
  type ShareResourceType,
  type ShareState,
} from '../store/shares';
import { SortedNames } from '../store/sortedNames';
import type { LakeCatalog, LakeDb } from '../store/types';
import { int64Response } from '../../core/int64Json';
import { CONSOLE_PRINCIPAL } from '../assumed';
import { capitalized, invalidParameter } from './errors';
import { lakeDb } from './lookup';
import { listPage, type JsonRecord } from './params';
import { flag, name, names, shareBody, tenantId, text } from './shareRequests';
import { MockHttpError, type MockBody } from '../../core/mockService';

// ---------------------------------------------------------------- errors

type Kind = 'share' | 'receiver';
const LABEL: Readonly<Record<Kind, string>> = { share: 'Share', receiver: 'Receiver' };
const TYPE: Readonly<Record<Kind, string>> = { share: 'SHARE', receiver: 'RECEIVER' };

function shareError(status: number, code: string, message: string, type: string, name: string) {
  return new MockHttpError(status, message, code, {
    resourceType: type,
    resourceName: name,
    style: 'capitalized',
  });
}

const notFound = (kind: Kind, name: string) =>
  shareError(
    404,
    LAKE_ERROR_CODES.notFound,
    `${LABEL[kind]} ${JSON.stringify(name)} does not exist.`,
    TYPE[kind],
    name,
  );

const alreadyExists = (kind: Kind, name: string, why = 'already exists') =>
  shareError(
    409,
    LAKE_ERROR_CODES.alreadyExists,
    `${LABEL[kind]} ${JSON.stringify(name)} ${why}.`,
    TYPE[kind],
    name,
  );

const resourceConflict = (share: string, message: string) =>
  shareError(409, SHARE_RESOURCE_CONFLICT_CODE, message, TYPE.share, share);

/** Every error of these operations in the capitalized style, whoever threw it. */
function capitalizedErrors(body: MockBody): MockBody {
  return async (request) => {
    try {
      return await body(request);
    } catch (error) {
      throw capitalized(error);
    }
  };
}

// ---------------------------------------------------------------- views

const shares = (): ShareState => sharesOf(lakeDb());

function shareNamed(share: string | undefined): LakeShare {
  const found = shares().provided.get(share ?? '');
  if (!found) throw notFound('share', share ?? '');
  return found;
}

function receiverNamed(receiver: string | undefined): LakeReceiver {
  const found = shares().receivers.get(receiver ?? '');
  if (!found) throw notFound('receiver', receiver ?? '');
  return found;
}

function shareView(share: LakeShare) {
  return {
    shareId: share.shareId,
    shareName: share.shareName,
    comment: share.comment,
    providerTenantId: BigInt(OWN_TENANT_ID),
    enableWrite: share.enableWrite,
    owner: share.owner,
    createdBy: share.createdBy,
    updatedBy: share.updatedBy,
    createdAt: share.createdAt,
    updatedAt: share.updatedAt,
  };
}

function receiverView(receiver: LakeReceiver) {
  return { ...receiver, receiverTenantId: BigInt(receiver.receiverTenantId) };
}

function resourceView(resource: LakeShareResource) {
  return {
    shareType: resource.shareType,
    ...(resource.databaseName === null ? {} : { databaseName: resource.databaseName }),
    ...(resource.tableName === null ? {} : { tableName: resource.tableName }),
    createdBy: resource.createdBy,
    updatedBy: resource.updatedBy,
    createdAt: resource.createdAt,
    updatedAt: resource.updatedAt,
  };
}

/** The catalog made from a received share (CreateCatalog with isShared and its shareId). */
function catalogOfShare(db: LakeDb, shareId: string, now: number): LakeCatalog | undefined {
  return db.catalogs
    .values()
    .find(
      (catalog) =>
        catalog.isShared && catalog.shareId === shareId && catalogStatus(catalog, now) !== null,
    );
}

function receivedView(share: LakeReceivedShare, db: LakeDb, now: number) {
  return {
    ...share,
    providerTenantId: BigInt(share.providerTenantId),
    catalogName: catalogOfShare(db, share.shareId, now)?.name ?? '',
  };
}

// ---------------------------------------------------------------- resources

const SHARE_TYPES: readonly string[] = ['CATALOG_ALL', 'DATABASE_ALL', 'TABLE'];
/** Catalogs whose contents can be shared: RUNNING, or readable though restricted. */
const SHAREABLE = new Set(['RUNNING', 'STORAGE_RESTRICTED']);

interface ResourceInput {
  shareType: ShareResourceType;
  databaseName: string | null;
  tableName: string | null;
}

/** AlterShareResources' list, checked against the catalog (409 on a conflict, assumed.ts). */
function resourceList(share: string, catalog: LakeCatalog, value: unknown): ResourceInput[] {
  if (!Array.isArray(value)) {
    throw invalidParameter('shareResourceList', 'must be an array of ShareResource.');
  }
  const inputs = value.map((item: unknown, index): ResourceInput => {
    const field = `shareResourceList[${index}]`;
    if (typeof item !== 'object' || item === null)
      throw invalidParameter(field, 'must be an object.');
    const r = item as JsonRecord;
    if (typeof r.shareType !== 'string' || !SHARE_TYPES.includes(r.shareType)) {
      throw invalidParameter(`${field}.shareType`, `must be one of ${SHARE_TYPES.join(', ')}.`);
    }
    const shareType = r.shareType as ShareResourceType;
    const databaseName = text(r.databaseName, `${field}.databaseName`, '') || null;
    const tableName = text(r.tableName, `${field}.tableName`, '') || null;
    if (shareType !== 'CATALOG_ALL' && databaseName === null) {
      throw invalidParameter(`${field}.databaseName`, `is required for ${shareType}.`);
    }
    if (shareType === 'TABLE' && tableName === null) {
      throw invalidParameter(`${field}.tableName`, 'is required for TABLE.');
    }
    return {
      shareType,
      databaseName: shareType === 'CATALOG_ALL' ? null : databaseName,
      tableName: shareType === 'TABLE' ? tableName : null,
    };
  });
  const seen = new Set<string>();
  const wholeCatalog = inputs.some((r) => r.shareType === 'CATALOG_ALL');
  const wholeDatabases = new Set(
    inputs.filter((r) => r.shareType === 'DATABASE_ALL').map((r) => r.databaseName),
  );
  for (const r of inputs) {
    const label =
      r.shareType === 'CATALOG_ALL'
        ? `catalog ${JSON.stringify(catalog.name)}`
        : r.shareType === 'DATABASE_ALL'
          ? `database ${JSON.stringify(r.databaseName)}`
          : `table ${JSON.stringify(`${r.databaseName}.${r.tableName}`)}`;
    const key = `${r.shareType}:${resourceKey(r)}`;
    if (seen.has(key)) throw resourceConflict(share, `The list names ${label} twice.`);
    seen.add(key);
    if (wholeCatalog && r.shareType !== 'CATALOG_ALL') {
      throw resourceConflict(
        share,
        `The whole catalog ${JSON.stringify(catalog.name)} is shared, so ${label} cannot be listed as well.`,
      );
    }
    if (r.shareType === 'TABLE' && wholeDatabases.has(r.databaseName)) {
      throw resourceConflict(
        share,
        `Database ${JSON.stringify(r.databaseName)} is shared whole, so ${label} cannot be listed as well.`,
      );
    }
    if (r.databaseName === null) continue;
    const database = catalog.databases.get(r.databaseName);
    if (!database) {
      throw resourceConflict(
        share,
        `Catalog ${JSON.stringify(catalog.name)} has no database ${JSON.stringify(r.databaseName)}.`,
      );
    }
    if (r.tableName !== null && !database.tables.has(r.tableName)) {
      throw resourceConflict(
        share,
        `Database ${JSON.stringify(r.databaseName)} of catalog ${JSON.stringify(catalog.name)} has no table ${JSON.stringify(r.tableName)}.`,
      );
    }
  }
  return inputs;
}

// ---------------------------------------------------------------- bodies

const record = (op: Record<string, unknown>) =>
  mockDb().record({ service: 'lake', at: Date.now(), by: CONSOLE_PRINCIPAL, ...op } as never);

function newShareId(): string {
  const bytes = new Uint8Array(4);
  crypto.getRandomValues(bytes);
  return `share-${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}

const bodies: Partial<Record<LakeOperationName, MockBody>> = {
  ListProvidedShares: ({ query }) => {
    const page = listPage(shares().provided, {
      query,
      patternParam: 'shareNamePattern',
      list: 'ListProvidedShares',
      parent: '',
      nameOf: (share) => share.shareName,
    });
    return int64Response({ shares: page.items.map(shareView), nextPageToken: page.nextPageToken });
  },

  CreateShare: async ({ request }) => {
    const { body } = await shareBody(request);
    const shareName = name(body.shareName, 'shareName');
    const comment = text(body.comment, 'comment', '');
    const enableWrite = flag(body.enableWrite, 'enableWrite', false);
    if (shares().provided.has(shareName)) throw alreadyExists('share', shareName);
    record({ op: 'createShare', shareId: newShareId(), shareName, comment, enableWrite });
    return {};
  },

  GetShare: ({ path }) => int64Response(shareView(shareNamed(path.share))),

  AlterShare: async ({ path, request }) => {
    const share = shareNamed(path.share);
    const { body } = await shareBody(request);
    const shareName =
      body.shareName === undefined || body.shareName === null
        ? share.shareName
        : name(body.shareName, 'shareName');
    if (shareName !== share.shareName && shares().provided.has(shareName)) {
      throw alreadyExists('share', shareName);
    }
    record({
      op: 'alterShare',
      share: share.shareName,
      shareName,
      comment: text(body.comment, 'comment', share.comment),
      enableWrite: flag(body.enableWrite, 'enableWrite', share.enableWrite),
    });
    return {};
  },

  DropShare: ({ path }) => {
    const share = shareNamed(path.share);
    record({ op: 'dropShare', share: share.shareName });
    return {};
  },

  AlterShareReceivers: async ({ path, request }) => {
    const share = shareNamed(path.share);
    const { body } = await shareBody(request);
    const added = names(body.addedReceivers, 'addedReceivers');
    const removed = names(body.removedReceivers, 'removedReceivers');
    const both = added.find((receiver) => removed.includes(receiver));
    if (both !== undefined) {
      throw invalidParameter(
        'addedReceivers',
        `${JSON.stringify(both)} is also in removedReceivers.`,
      );
    }
    for (const receiver of added) receiverNamed(receiver);
    record({ op: 'alterShareReceivers', share: share.shareName, added, removed });
    return {};
  },

  AlterShareResources: async ({ path, request }) => {
    const share = shareNamed(path.share);
    const { body } = await shareBody(request);
    const now = Date.now();
    if (typeof body.catalogId !== 'string' || body.catalogId === '') {
      throw invalidParameter('catalogId', 'is required.');
    }
    const catalog = catalogById(lakeDb(), body.catalogId, now);
    if (!catalog) {
      throw resourceConflict(
        share.shareName,
        `No catalog has the id ${JSON.stringify(body.catalogId)}.`,
      );
    }
    const status = catalogStatus(catalog, now) ?? 'DELETED';
    if (!SHAREABLE.has(status)) {
      throw resourceConflict(
        share.shareName,
        `Catalog ${JSON.stringify(catalog.name)} is ${status}; only a RUNNING catalog can be shared.`,
      );
    }
    const resources = resourceList(share.shareName, catalog, body.shareResourceList);
    if (share.catalogId !== null && share.catalogId !== catalog.id && resources.length > 0) {
      const other = lakeDb().catalogsById.get(share.catalogId)?.name ?? share.catalogId;
      throw resourceConflict(
        share.shareName,
        `Share ${JSON.stringify(share.shareName)} holds resources of catalog ${JSON.stringify(other)}; a share's resources are in one catalog, so remove those first.`,
      );
    }
    record({
      op: 'alterShareResources',
      share: share.shareName,
      catalogId: catalog.id,
      resources,
    });
    return {};
  },

  ListShareReceivers: ({ path, query }) => {
    const share = shareNamed(path.share);
    const page = listPage(shares().receivers, {
      query,
      patternParam: 'receiverNamePattern',
      list: 'ListShareReceivers',
      parent: share.shareId,
      nameOf: (receiver) => receiver.receiverName,
      visible: (receiver) => share.receivers.has(receiver.receiverName),
    });
    return int64Response({
      receivers: page.items.map(receiverView),
      nextPageToken: page.nextPageToken,
    });
  },

  ListShareResources: ({ path, query }) => {
    const share = shareNamed(path.share);
    const page = listPage(SortedNames.from(share.resources, resourceKey), {
      query,
      patternParam: 'resourceNamePattern',
      list: 'ListShareResources',
      parent: share.shareId,
      nameOf: resourceKey,
    });
    return int64Response({
      shareResources: page.items.map(resourceView),
      catalogId: share.catalogId,
      nextPageToken: page.nextPageToken,
    });
  },

  ListReceivedShares: ({ query }) => {
    const db = lakeDb();
    const now = Date.now();
    const page = listPage(shares().received, {
      query,
      patternParam: 'shareNamePattern',
      list: 'ListReceivedShares',
      parent: '',
      nameOf: (share) => share.shareName,
    });
    return int64Response({
      shares: page.items.map((share) => receivedView(share, db, now)),
      nextPageToken: page.nextPageToken,
    });
  },

  ListReceivers: ({ query }) => {
    const page = listPage(shares().receivers, {
      query,
      patternParam: 'receiverNamePattern',
      list: 'ListReceivers',
      parent: '',
      nameOf: (receiver) => receiver.receiverName,
    });
    return int64Response({
      receivers: page.items.map(receiverView),
      nextPageToken: page.nextPageToken,
    });
  },

  CreateReceiver: async ({ request }) => {
    const { body, numbers } = await shareBody(request);
    const receiverName = name(body.receiverName, 'receiverName');
    const receiverTenantId = tenantId(body, numbers);
    const comment = text(body.comment, 'comment', '');
    const state = shares();
    if (state.receivers.has(receiverName)) throw alreadyExists('receiver', receiverName);
    // Tenant ids are compared as strings of digits, never as JS numbers.
    const same = state.receivers.values().find((r) => r.receiverTenantId === receiverTenantId);
    if (same) {
      throw alreadyExists(
        'receiver',
        same.receiverName,
        `already stands for account ${receiverTenantId}`,
      );
    }
    record({ op: 'createReceiver', receiverName, receiverTenantId, comment });
    return {};
  },

  GetReceiver: ({ path }) => int64Response(receiverView(receiverNamed(path.receiver))),

  AlterReceiver: async ({ path, request }) => {
    const receiver = receiverNamed(path.receiver);
    const { body } = await shareBody(request);
    const receiverName =
      body.receiverName === undefined || body.receiverName === null
        ? receiver.receiverName
        : name(body.receiverName, 'receiverName');
    if (receiverName !== receiver.receiverName && shares().receivers.has(receiverName)) {
      throw alreadyExists('receiver', receiverName);
    }
    record({
      op: 'alterReceiver',
      receiver: receiver.receiverName,
      receiverName,
      comment: text(body.comment, 'comment', receiver.comment),
    });
    return {};
  },

  DropReceiver: ({ path }) => {
    const receiver = receiverNamed(path.receiver);
    record({ op: 'dropReceiver', receiver: receiver.receiverName });
    return {};
  },
};

export const shareBodies: Partial<Record<LakeOperationName, MockBody>> = Object.fromEntries(
  Object.entries(bodies).map(([op, body]) => [op, capitalizedErrors(body)]),
);
