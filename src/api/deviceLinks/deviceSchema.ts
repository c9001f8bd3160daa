import * as z from 'zod/mini';

/**
 * What a display's session says it shows (`/api/session` and `POST /api/device-session`). Apart
 * from the admin's shapes (schemas.ts): the session is read by the console's first chunk.
 */
export const deviceLinkTargetSchema = z.union([
  z.object({ kind: z.literal('screen'), screenId: z.string() }),
  z.object({ kind: z.literal('playlist'), playlistId: z.string() }),
]);

export const deviceSchema = z.object({
  id: z.string(),
  name: z.string(),
  target: deviceLinkTargetSchema,
  expiresAt: z.string(),
});

export type Device = z.infer<typeof deviceSchema>;
