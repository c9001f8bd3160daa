import * as z from 'zod/mini';
import { request } from '../http';
import {
  DEVICE_LINK_OPERATIONS,
  DEVICE_LINKS_PATH,
  DEVICE_SESSION_PATH,
  deviceLinkRevokePath,
  type DeviceLinkInput,
} from './model';
import {
  createdDeviceLinkSchema,
  deviceLinkListSchema,
  deviceLinkSchema,
  deviceSchema,
} from './schemas';

const gateway = { service: 'gateway', base: '' } as const;

/** Every link the deployment keeps, newest first (admins only). */
export function fetchDeviceLinks(signal?: AbortSignal) {
  return request({
    ...gateway,
    operation: DEVICE_LINK_OPERATIONS.list,
    path: DEVICE_LINKS_PATH,
    schema: deviceLinkListSchema,
    signal,
  });
}

/** A new link and its token, which no later answer carries. */
export function createDeviceLink(input: DeviceLinkInput) {
  return request({
    ...gateway,
    operation: DEVICE_LINK_OPERATIONS.create,
    method: 'POST',
    path: DEVICE_LINKS_PATH,
    body: input,
    schema: createdDeviceLinkSchema,
  });
}

/** Answers 409 `AlreadyRevoked` when someone revoked it first (the body names who and when). */
export function revokeDeviceLink(id: string) {
  return request({
    ...gateway,
    operation: DEVICE_LINK_OPERATIONS.revoke,
    method: 'POST',
    path: deviceLinkRevokePath(id),
    schema: deviceLinkSchema,
  });
}

/** A display trades its link's token for the gateway's cookie; answers what the link shows. */
export function openDeviceSession(token: string) {
  return request({
    ...gateway,
    operation: DEVICE_LINK_OPERATIONS.use,
    method: 'POST',
    path: DEVICE_SESSION_PATH,
    body: { token },
    schema: z.object({ device: deviceSchema }),
  });
}
