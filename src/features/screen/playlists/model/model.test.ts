import {
  parsePlaylistSearch,
  playlistSearch,
  type PlaylistEntry,
} from '../../../../api/playlists/model';
import { moveEntry, problemFromMessage } from './draft';
import { playHref, positionLabel, resume, step, totalSeconds } from './sequence';

const entries: PlaylistEntry[] = [
  { screenId: '1001', seconds: 60 },
  { screenId: '1002', seconds: 45 },
  { screenId: '1003', seconds: 30 },
];
const all = () => true;
const without =
  (...gone: string[]) =>
  (id: string) =>
    !gone.includes(id);

describe('a playlist in order', () => {
  it('goes forward and back, round the ends', () => {
    expect(step(entries, 0, 1, all)).toEqual({ index: 1, skipped: [] });
    expect(step(entries, 2, 1, all)).toEqual({ index: 0, skipped: [] });
    expect(step(entries, 0, -1, all)).toEqual({ index: 2, skipped: [] });
    expect(step(entries, 1, -1, all)).toEqual({ index: 0, skipped: [] });
  });

  it('skips a screen that is no longer saved, saying which, either way', () => {
    expect(step(entries, 0, 1, without('1002'))).toEqual({ index: 2, skipped: [1] });
    expect(step(entries, 2, -1, without('1002'))).toEqual({ index: 0, skipped: [1] });
    expect(step(entries, 2, 1, without('1001', '1002'))).toEqual({ index: 2, skipped: [0, 1] });
  });

  it('has nowhere to go when no screen is saved, and stays on a lone one', () => {
    expect(step(entries, 0, 1, without('1001', '1002', '1003'))).toBeNull();
    expect(step([{ screenId: '7', seconds: 10 }], 0, 1, all)).toEqual({ index: 0, skipped: [] });
    expect(step([], 0, 1, all)).toBeNull();
  });

  it('resumes where the tab was, paused or not, moving past a screen deleted meanwhile', () => {
    expect(resume(entries, { index: 2, paused: true }, all)).toEqual({
      index: 2,
      paused: true,
      skipped: [],
    });
    expect(resume(entries, { index: 1, paused: false }, without('1002'))).toEqual({
      index: 2,
      paused: false,
      skipped: [1],
    });
    // A stored place past the end (the playlist got shorter) starts again at the first.
    expect(resume(entries, { index: 7, paused: false }, all)).toEqual({
      index: 0,
      paused: false,
      skipped: [],
    });
    expect(resume(entries, null, without('1001', '1002', '1003'))).toBeNull();
  });

  it('says where it is and how long once through takes', () => {
    expect(positionLabel(1, 5)).toBe('2 / 5');
    expect(totalSeconds(entries)).toBe(135);
  });
});

describe('the bookmarkable ?play= form', () => {
  it('reads back what it wrote, ids with odd characters included', () => {
    const odd: PlaylistEntry[] = [...entries, { screenId: 'a:b,c', seconds: 3600 }];
    const search = playlistSearch(odd);
    expect(search).toBe('1001:60,1002:45,1003:30,a%3Ab%2Cc:3600');
    expect(parsePlaylistSearch(search)).toEqual(odd);
    // As an address: what the wall reads from its search is what was written.
    const href = new URL(playHref(odd), 'https://wall.example');
    expect(href.pathname).toBe('/screen/play');
    expect(parsePlaylistSearch(href.searchParams.get('play'))).toEqual(odd);
  });

  it('refuses a cut or hand-edited link rather than half-playing it', () => {
    expect(parsePlaylistSearch('1001:60,1002:')).toBeNull();
    expect(parsePlaylistSearch('1001:5')).toBeNull();
    expect(parsePlaylistSearch('')).toBeNull();
  });
});

describe('the builder', () => {
  it('moves a row up and down within the list', () => {
    expect(moveEntry(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveEntry(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveEntry(['a', 'b', 'c'], 2, 9)).toEqual(['a', 'b', 'c']);
  });

  it('reads the field of a 400 from its message', () => {
    expect(problemFromMessage('name: empty')).toEqual({ field: 'name', why: 'empty' });
    expect(problemFromMessage('entries: badEntry')).toEqual({ field: 'entries', why: 'badEntry' });
    expect(problemFromMessage('the body is {name, entries}')).toBeNull();
  });
});
