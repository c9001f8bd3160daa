import * as z from 'zod/mini';
import { personSchema } from '../activity/schemas';

export const playlistEntrySchema = z.object({
  screenId: z.string(),
  seconds: z.number(),
});

/** A saved playlist as the gateway (or the demo's mock) answers it. */
export const playlistSchema = z.object({
  id: z.string(),
  name: z.string(),
  entries: z.array(playlistEntrySchema),
  /** Null when nobody was signed in (a gateway with `auth.mode: none`). */
  createdBy: z.nullable(personSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Sent back with an update: a playlist changed since it was read answers 409. */
  version: z.number(),
});

export const playlistListSchema = z.object({ playlists: z.array(playlistSchema) });

export type Playlist = z.infer<typeof playlistSchema>;
