import { featureI18n } from '../../../i18n/featureI18n';
import { messages } from './messages';

/** The playlists' translator (builder and wall): its own strings first, then the shared ones. */
export const usePlaylistI18n = featureI18n(messages);

export function usePlaylistT() {
  return usePlaylistI18n().t;
}

export type PlaylistT = ReturnType<typeof usePlaylistT>;
