import { defineOperation, defineOperations, refuse } from '../operationSpec';
import { SHARE_NAME_PATTERN } from './assumed';
import { clampMaxResults } from './limits';
import { listQuery, type ListParams } from './params';
import { emptyResponseSchema } from './schemas';
import {
  listReceivedSharesSchema,
  listReceiversSchema,
  listShareResourcesSchema,
  listSharesSchema,
  parseTenantId,
  receiverSchema,
  shareJson,
  shareSchema,
  type ShareType,
} from './shareSchemas';

/**
 * The spec's "Shares and receivers" section and the assumed list operations of docs/design.md §3
 * (ListProvidedShares, ListReceivedShares, ListReceivers, ListShareReceivers, ListShareResources).
 * Every read parses its body with `shareJson`, so `providerTenantId` and `receiverTenantId` keep
 * every digit; CreateReceiver sends its tenant id as a bigint, written as bare digits.
 */
const SHARE = '/lake/v1/share';
const ONE_SHARE = `${SHARE}/shares/:share`;
const ONE_RECEIVER = `${SHARE}/receivers/:receiver`;

export interface ShareTarget {
  /** Share name (the spec's `{share}` path segment). */
  share: string;
}
export interface ReceiverTarget {
  /** Receiver name (the spec's `{receiver}` path segment). */
  receiver: string;
}

export interface ShareFields {
  shareName: string;
  comment: string;
  enableWrite: boolean;
}

/** One resource of AlterShareResources' list: the whole catalog, a database or a table. */
export interface ShareResourceInput {
  shareType: ShareType;
  databaseName?: string | undefined;
  tableName?: string | undefined;
}

export interface AlterShareResourcesParams extends ShareTarget {
  catalogId: string;
  /** The share's resources after the change (assumed.ts: the list replaces the share's). */
  shareResourceList: ShareResourceInput[];
}

export interface CreateReceiverParams {
  receiverName: string;
  /** Digits as typed (checked, int64); sent as a JSON number with every digit. */
  receiverTenantId: string;
  comment: string;
}

function checkedName(field: string, value: string): string {
  if (!SHARE_NAME_PATTERN.test(value)) {
    refuse(field, 'must be 1–128 letters, digits or underscores, not starting with a digit.');
  }
  return value;
}

const shareBody = ({ shareName, comment, enableWrite }: ShareFields) => ({
  shareName: checkedName('shareName', shareName),
  comment,
  enableWrite,
});

function resourceBody(resource: ShareResourceInput, index: number) {
  const { shareType, databaseName, tableName } = resource;
  if (shareType === 'CATALOG_ALL') return { shareType };
  if (!databaseName) refuse(`shareResourceList[${index}].databaseName`, 'is required.');
  if (shareType === 'DATABASE_ALL') return { shareType, databaseName };
  if (!tableName) refuse(`shareResourceList[${index}].tableName`, 'is required.');
  return { shareType, databaseName, tableName };
}

export const shareOperations = {
  // Provided shares
  ListProvidedShares: defineOperation<ListParams>()({
    method: 'GET',
    path: `${SHARE}/shares`,
    query: (p) => listQuery(p, 'shareNamePattern'),
    response: listSharesSchema,
    parseJson: shareJson,
    assumed: true,
    staleTime: 30_000,
  }),
  CreateShare: defineOperation<ShareFields>()({
    method: 'POST',
    path: `${SHARE}/shares`,
    body: shareBody,
    response: emptyResponseSchema,
  }),
  GetShare: defineOperation<ShareTarget>()({
    method: 'GET',
    path: ONE_SHARE,
    response: shareSchema,
    parseJson: shareJson,
    staleTime: 30_000,
  }),
  AlterShare: defineOperation<ShareTarget & ShareFields>()({
    method: 'POST',
    path: ONE_SHARE,
    body: shareBody,
    response: emptyResponseSchema,
  }),
  DropShare: defineOperation<ShareTarget>()({
    method: 'DELETE',
    path: ONE_SHARE,
    response: emptyResponseSchema,
  }),
  AlterShareReceivers: defineOperation<
    ShareTarget & { addedReceivers: string[]; removedReceivers: string[] }
  >()({
    method: 'POST',
    path: `${ONE_SHARE}/receivers`,
    body: ({ addedReceivers, removedReceivers }) => {
      const removed = new Set(removedReceivers);
      const both = addedReceivers.find((name) => removed.has(name));
      if (both !== undefined) refuse('addedReceivers', `${both} is also being removed.`);
      return { addedReceivers, removedReceivers };
    },
    response: emptyResponseSchema,
  }),
  AlterShareResources: defineOperation<AlterShareResourcesParams>()({
    method: 'POST',
    path: `${ONE_SHARE}/resources`,
    body: ({ catalogId, shareResourceList }) => {
      if (!catalogId) refuse('catalogId', 'is required.');
      return { catalogId, shareResourceList: shareResourceList.map(resourceBody) };
    },
    response: emptyResponseSchema,
  }),
  ListShareReceivers: defineOperation<ShareTarget & ListParams>()({
    method: 'GET',
    path: `${ONE_SHARE}/receivers`,
    query: (p) => listQuery(p, 'receiverNamePattern'),
    response: listReceiversSchema,
    parseJson: shareJson,
    assumed: true,
    staleTime: 30_000,
  }),
  ListShareResources: defineOperation<ShareTarget & Omit<ListParams, 'pattern'>>()({
    method: 'GET',
    path: `${ONE_SHARE}/resources`,
    // Resources have no name to match: paging only.
    query: (p) => ({
      maxResults: clampMaxResults(p.maxResults),
      pageToken: p.pageToken || undefined,
    }),
    response: listShareResourcesSchema,
    parseJson: shareJson,
    assumed: true,
    staleTime: 30_000,
  }),

  // Received shares
  ListReceivedShares: defineOperation<ListParams>()({
    method: 'GET',
    path: `${SHARE}/received-shares`,
    query: (p) => listQuery(p, 'shareNamePattern'),
    response: listReceivedSharesSchema,
    parseJson: shareJson,
    assumed: true,
    staleTime: 30_000,
  }),

  // Receivers
  ListReceivers: defineOperation<ListParams>()({
    method: 'GET',
    path: `${SHARE}/receivers`,
    query: (p) => listQuery(p, 'receiverNamePattern'),
    response: listReceiversSchema,
    parseJson: shareJson,
    assumed: true,
    staleTime: 30_000,
  }),
  CreateReceiver: defineOperation<CreateReceiverParams>()({
    method: 'POST',
    path: `${SHARE}/receivers`,
    body: ({ receiverName, receiverTenantId, comment }) => {
      const tenant = parseTenantId(receiverTenantId);
      if (!tenant.ok) refuse('receiverTenantId', 'must be an account id from 1 to 2^63 − 1.');
      return {
        receiverName: checkedName('receiverName', receiverName),
        receiverTenantId: BigInt(tenant.value),
        comment,
      };
    },
    response: emptyResponseSchema,
  }),
  GetReceiver: defineOperation<ReceiverTarget>()({
    method: 'GET',
    path: ONE_RECEIVER,
    response: receiverSchema,
    parseJson: shareJson,
    staleTime: 30_000,
  }),
  AlterReceiver: defineOperation<ReceiverTarget & { receiverName: string; comment: string }>()({
    method: 'POST',
    path: ONE_RECEIVER,
    body: ({ receiverName, comment }) => ({
      receiverName: checkedName('receiverName', receiverName),
      comment,
    }),
    response: emptyResponseSchema,
  }),
  DropReceiver: defineOperation<ReceiverTarget>()({
    method: 'DELETE',
    path: ONE_RECEIVER,
    response: emptyResponseSchema,
  }),
};

/** The section's registry: what its queries and mutations call. */
export const lakeShareOperations = defineOperations('lake', shareOperations);
