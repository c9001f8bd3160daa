/**
 * The errors of the lake mock's share and receiver operations: every one with capitalized fields
 * (`Code`, `Message`, `ResourceType`, `ResourceName`), as the spec places that deviation.
 */
import { LAKE_ERROR_CODES, SHARE_RESOURCE_CONFLICT_CODE } from '../../../src/api/lake/assumed';
import { MockHttpError, type MockBody } from '../../core/mockService';
import { capitalized } from './errors';

export type Kind = 'share' | 'receiver';
const LABEL: Readonly<Record<Kind, string>> = { share: 'Share', receiver: 'Receiver' };
const TYPE: Readonly<Record<Kind, string>> = { share: 'SHARE', receiver: 'RECEIVER' };

function shareError(status: number, code: string, message: string, type: string, name: string) {
  return new MockHttpError(status, message, code, {
    resourceType: type,
    resourceName: name,
    style: 'capitalized',
  });
}

export const notFound = (kind: Kind, name: string) =>
  shareError(
    404,
    LAKE_ERROR_CODES.notFound,
    `${LABEL[kind]} ${JSON.stringify(name)} does not exist.`,
    TYPE[kind],
    name,
  );

export const alreadyExists = (kind: Kind, name: string, why = 'already exists') =>
  shareError(
    409,
    LAKE_ERROR_CODES.alreadyExists,
    `${LABEL[kind]} ${JSON.stringify(name)} ${why}.`,
    TYPE[kind],
    name,
  );

export const resourceConflict = (share: string, message: string) =>
  shareError(409, SHARE_RESOURCE_CONFLICT_CODE, message, TYPE.share, share);

/** Every error of these operations in the capitalized style, whoever threw it. */
export function capitalizedErrors(body: MockBody): MockBody {
  return async (request) => {
    try {
      return await body(request);
    } catch (error) {
      throw capitalized(error);
    }
  };
}
