/**
 * The lake mock's "Shares and receivers" section and its assumed list operations, answered from
 * mocks/lake/store/shares.ts. Every error of these operations has capitalized fields (`Code`,
 * `Message`, `ResourceType`, `ResourceName`), as the spec places that deviation (docs/design.md
 * §3). Tenant ids are read from request bodies losslessly and written as bare digits (int64Json).
 */
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
  type ShareState,
} from '../store/shares';
import { SortedNames } from '../store/sortedNames';
import type { LakeCatalog, LakeDb } from '../store/types';
import { int64Response } from '../../core/int64Json';
import { CONSOLE_PRINCIPAL } from '../assumed';
import { alreadyExists as catalogAlreadyExists, invalidParameter } from './errors';
import { lakeDb } from './lookup';
import { listPage } from './params';
import { alreadyExists, capitalizedErrors, notFound, resourceConflict } from './shareErrors';
import { flag, name, names, resourceList, shareBody, tenantId, text } from './shareRequests';
import { type MockBody } from '../../core/mockService';

// ---------------------------------------------------------------- views

/** Catalogs whose contents can be shared: RUNNING, or readable though restricted. */
const SHAREABLE = new Set(['RUNNING', 'STORAGE_RESTRICTED']);

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

/**
 * The received share a CreateCatalog with `isShared` mounts (assumed: `shareId` names a share
 * provided to this account, mounted by one catalog at a time): 400 for an id no provider gave
 * this account, 409 while another catalog is mounted from it.
 */
export function receivedShareToMount(shareId: string, now: number): LakeReceivedShare {
  const db = lakeDb();
  const share = sharesOf(db)
    .received.values()
    .find((s) => s.shareId === shareId);
  if (!share) {
    throw invalidParameter(
      'shareId',
      `names no share provided to this account: ${JSON.stringify(shareId)}.`,
    );
  }
  const mounted = catalogOfShare(db, shareId, now);
  if (mounted) {
    throw catalogAlreadyExists(
      'catalog',
      mounted.name,
      ` and is mounted from share ${JSON.stringify(share.shareName)}`,
    );
  }
  return share;
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
