import * as z from 'zod/mini';
import { personSchema } from '../activity/schemas';
import { deviceLinkTargetSchema } from './deviceSchema';

export { deviceLinkTargetSchema, deviceSchema, type Device } from './deviceSchema';

/** A link as an admin sees it (never its token, which is shown once, at creation). */
export const deviceLinkSchema = z.object({
  id: z.string(),
  name: z.string(),
  target: deviceLinkTargetSchema,
  /** Null when nobody was signed in (a gateway with `auth.mode: none`). */
  createdBy: z.nullable(personSchema),
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.nullable(z.string()),
  revokedBy: z.nullable(personSchema),
  lastUsedAt: z.nullable(z.string()),
  /** The address the link was last used from (as the gateway sees it, behind its proxies). */
  lastUsedFrom: z.nullable(z.string()),
  /** How many addresses have used it. */
  addresses: z.number(),
});

export const deviceLinkListSchema = z.object({ links: z.array(deviceLinkSchema) });

/** A new link: the one answer that carries the token. */
export const createdDeviceLinkSchema = z.object({
  link: deviceLinkSchema,
  token: z.string(),
});

export type DeviceLink = z.infer<typeof deviceLinkSchema>;
export type CreatedDeviceLink = z.infer<typeof createdDeviceLinkSchema>;
