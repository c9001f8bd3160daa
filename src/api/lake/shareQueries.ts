import { operationQuery } from '../operationQuery';
import { lakeShareOperations } from './shareOperations';
import type { ListParams } from './params';
import { lakeIds, page } from './keys';

const {
  GetReceiver,
  GetShare,
  ListProvidedShares,
  ListReceivedShares,
  ListReceivers,
  ListShareReceivers,
  ListShareResources,
} = lakeShareOperations;

/** Shares and receivers (queries.ts has the key layout and the cache upkeep). */
export const lakeShareQueries = {
  // Shares and receivers: a share's receivers and resources hang off the share's id, so
  // dropping it drops them, and a receiver's or a catalog's change refreshes every share's.
  providedShares: (list: ListParams) =>
    operationQuery(ListProvidedShares, list, { keyParams: page(list) }),
  share: (share: string) =>
    operationQuery(GetShare, { share }, { detailId: lakeIds.share(share), keyParams: {} }),
  shareReceivers: (share: string, list: ListParams) =>
    operationQuery(
      ListShareReceivers,
      { share, ...list },
      { detailId: lakeIds.share(share), keyParams: page(list) },
    ),
  shareResources: (share: string, list: ListParams) =>
    operationQuery(
      ListShareResources,
      { share, maxResults: list.maxResults, pageToken: list.pageToken },
      { detailId: lakeIds.share(share), keyParams: page(list) },
    ),
  receivedShares: (list: ListParams) =>
    operationQuery(ListReceivedShares, list, { keyParams: page(list) }),
  receivers: (list: ListParams) => operationQuery(ListReceivers, list, { keyParams: page(list) }),
  receiver: (receiver: string) =>
    operationQuery(
      GetReceiver,
      { receiver },
      { detailId: lakeIds.receiver(receiver), keyParams: {} },
    ),
};
