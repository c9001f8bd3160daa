/** The lake mock's errors, each a MockHttpError shaped by lake/errorBody.ts. */
import { LAKE_ERROR_CODES } from '../../../src/api/lake/assumed';
import { CATALOG_NOT_RUNNING_CODE, PARAMETER_RESOURCE_TYPE, RESOURCE_TYPES } from '../assumed';
import type { LakeErrorDetails, LakeErrorStyle } from '../errorBody';
import { MockHttpError } from '../../core/mockService';

type ResourceKind = keyof typeof RESOURCE_TYPES;
const LABEL: Readonly<Record<ResourceKind, string>> = {
  catalog: 'Catalog',
  database: 'Database',
  table: 'Table',
};

function lakeError(status: number, code: string, message: string, details: LakeErrorDetails) {
  return new MockHttpError(status, message, code, { ...details });
}

/** 400 InvalidParameter; the message starts with the parameter's path. */
export function invalidParameter(field: string, message: string): MockHttpError {
  return lakeError(400, LAKE_ERROR_CODES.invalidParameter, `${field}: ${message}`, {
    resourceType: PARAMETER_RESOURCE_TYPE,
    resourceName: field,
  });
}

export function notFound(kind: ResourceKind, name: string, where = ''): MockHttpError {
  return lakeError(
    404,
    LAKE_ERROR_CODES.notFound,
    `${LABEL[kind]} ${JSON.stringify(name)} does not exist${where}.`,
    { resourceType: RESOURCE_TYPES[kind], resourceName: name },
  );
}

export function alreadyExists(kind: ResourceKind, name: string, where = ''): MockHttpError {
  return lakeError(
    409,
    LAKE_ERROR_CODES.alreadyExists,
    `${LABEL[kind]} ${JSON.stringify(name)} already exists${where}.`,
    { resourceType: RESOURCE_TYPES[kind], resourceName: name },
  );
}

export function databaseNotEmpty(name: string, tables: number): MockHttpError {
  return lakeError(
    405,
    LAKE_ERROR_CODES.databaseNotEmpty,
    `Database ${JSON.stringify(name)} still has ${tables} table${tables === 1 ? '' : 's'}; drop them first.`,
    { resourceType: RESOURCE_TYPES.database, resourceName: name },
  );
}

/** A write under a catalog that is not RUNNING (creating, failed or deleting). */
export function catalogNotRunning(name: string, status: string): MockHttpError {
  return lakeError(
    409,
    CATALOG_NOT_RUNNING_CODE,
    `Catalog ${JSON.stringify(name)} is ${status}; it accepts changes only while RUNNING.`,
    { resourceType: RESOURCE_TYPES.catalog, resourceName: name },
  );
}

/** A write, or a credential, under a catalog whose storage is restricted. */
export function storageRestricted(name: string): MockHttpError {
  return lakeError(
    403,
    LAKE_ERROR_CODES.forbidden,
    `Catalog ${JSON.stringify(name)} is STORAGE_RESTRICTED: its storage cannot be accessed or changed until the restriction is lifted.`,
    { resourceType: RESOURCE_TYPES.catalog, resourceName: name },
  );
}

function restyled(error: MockHttpError, style: LakeErrorStyle): MockHttpError {
  return new MockHttpError(error.status, error.message, error.code, { ...error.details, style });
}

/** The same error with an integer `code` (the HTTP status), as GetCatalog/GetCatalogById send it. */
export function withIntegerCode(error: unknown): unknown {
  return error instanceof MockHttpError ? restyled(error, 'integer-code') : error;
}

/** The same error with capitalized fields (`Code`, `Message`, `ResourceType`, `ResourceName`). */
export function capitalized(error: unknown): unknown {
  return error instanceof MockHttpError ? restyled(error, 'capitalized') : error;
}
