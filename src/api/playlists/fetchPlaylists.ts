import { request } from '../http';
import { PLAYLIST_OPERATIONS, PLAYLISTS_PATH, playlistPath, type PlaylistInput } from './model';
import { playlistListSchema, playlistSchema } from './schemas';
import * as z from 'zod/mini';

const gateway = { service: 'gateway', base: '' } as const;

/** Every saved playlist, newest change first. */
export function fetchPlaylists(signal?: AbortSignal) {
  return request({
    ...gateway,
    operation: PLAYLIST_OPERATIONS.list,
    path: PLAYLISTS_PATH,
    schema: playlistListSchema,
    signal,
  });
}

export function createPlaylist(input: PlaylistInput) {
  return request({
    ...gateway,
    operation: PLAYLIST_OPERATIONS.create,
    method: 'POST',
    path: PLAYLISTS_PATH,
    body: input,
    schema: playlistSchema,
  });
}

/** Answers 409 when the playlist changed since `version` was read. */
export function updatePlaylist(id: string, input: PlaylistInput & { version: number }) {
  return request({
    ...gateway,
    operation: PLAYLIST_OPERATIONS.update,
    method: 'PUT',
    path: playlistPath(id),
    body: input,
    schema: playlistSchema,
  });
}

export function deletePlaylist(id: string) {
  return request({
    ...gateway,
    operation: PLAYLIST_OPERATIONS.remove,
    method: 'DELETE',
    path: playlistPath(id),
    schema: z.optional(z.unknown()),
  });
}
