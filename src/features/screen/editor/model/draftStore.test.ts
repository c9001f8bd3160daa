// @vitest-environment jsdom
import { docSignature } from './dirty';
import {
  DRAFT_PREFIX,
  clearDraft,
  draftKey,
  listDrafts,
  loadDraft,
  saveDraft,
  type Draft,
} from './draftStore';
import { docFromSetting, docToInput } from './editorState';
import { catalog, layoutText, setting } from '../testing/testFixtures';

const base = setting({
  ScreenDataMap: layoutText([
    { positionId: 1, componentId: 5, date: '7-day', x: 0, y: 0, w: 4, h: 4, note: { a: 1 } },
    { positionId: 2, componentId: 999, date: 'soon' },
    null,
    'text',
  ]),
});

function draft(overrides: Partial<Draft> = {}): Draft {
  const doc = docFromSetting(base, catalog);
  return {
    doc: { ...doc, title: 'Edited' },
    baseSignature: docSignature(doc),
    baseSnapshot: base,
    savedAt: 1_700_000_000_000,
    ...overrides,
  };
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('draft store', () => {
  it('names drafts per screen, and `new` for a screen not created yet', () => {
    expect(draftKey('42')).toBe('parapet.screen.draft.v1.42');
    expect(draftKey(null)).toBe('parapet.screen.draft.v1.new');
    expect(draftKey(undefined)).toBe('parapet.screen.draft.v1.new');
  });

  it('reads back what it wrote, tile for tile', () => {
    const written = draft();
    expect(saveDraft('42', written)).toBe(true);
    expect(localStorage.getItem('parapet.screen.draft.v1.42')).not.toBeNull();
    const read = loadDraft('42');
    expect(read).toEqual(written);
    // What a save would send is unchanged by the round trip, non-object elements included.
    expect(docToInput(read!.doc)).toEqual(docToInput(written.doc));
    expect(read!.doc.tiles.map((t) => t.raw)).toEqual([undefined, undefined, null, 'text']);
    expect(loadDraft('43')).toBeNull();
  });

  it('keeps an unknown key named __proto__ as data', () => {
    const text = '[{"positionId":1,"componentId":5,"date":"7-day","__proto__":{"polluted":true}}]';
    const doc = docFromSetting(setting({ ScreenDataMap: text }), catalog);
    saveDraft('42', draft({ doc }));
    const read = loadDraft('42')!;
    expect(docToInput(read.doc).screenDataMap).toContain('"__proto__":{"polluted":true}');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('keeps a new screen’s draft without a snapshot', () => {
    saveDraft(null, draft({ baseSnapshot: null }));
    expect(loadDraft(null)?.baseSnapshot).toBeNull();
  });

  it.each([
    ['text that is not JSON', '{"doc":'],
    ['a value of the wrong shape', JSON.stringify({ doc: {}, savedAt: 1 })],
    [
      'a tile outside the grid',
      JSON.stringify({
        ...draft(),
        doc: { ...draft().doc, tiles: [{ ...draft().doc.tiles[0], x: 11 }] },
      }),
    ],
    [
      'two tiles with one key',
      JSON.stringify({
        ...draft(),
        doc: { ...draft().doc, tiles: [draft().doc.tiles[0], draft().doc.tiles[0]] },
      }),
    ],
    [
      'a snapshot that is not a setting',
      JSON.stringify({ ...draft(), baseSnapshot: { Title: 3 } }),
    ],
  ])('drops %s: null, and the entry is removed', (_, text) => {
    localStorage.setItem('parapet.screen.draft.v1.42', text);
    expect(loadDraft('42')).toBeNull();
    expect(localStorage.getItem('parapet.screen.draft.v1.42')).toBeNull();
  });

  it('reports a full storage as false instead of throwing', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(saveDraft('42', draft())).toBe(false);
    expect(loadDraft('42')).toBeNull();
  });

  it('reports a storage that cannot be read as no draft', () => {
    saveDraft('42', draft());
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(loadDraft('42')).toBeNull();
  });

  it('clears one screen’s draft only', () => {
    saveDraft('42', draft());
    saveDraft('7', draft());
    expect(clearDraft('42')).toBe(true);
    expect(loadDraft('42')).toBeNull();
    expect(loadDraft('7')).not.toBeNull();
  });

  it('lists readable drafts, newest first, removing unreadable ones and ignoring other keys', () => {
    saveDraft('42', draft({ savedAt: 100 }));
    saveDraft(
      null,
      draft({ savedAt: 300, baseSnapshot: null, doc: { ...draft().doc, title: 'New one' } }),
    );
    localStorage.setItem(`${DRAFT_PREFIX}9`, 'garbage');
    localStorage.setItem('parapet.other', '{}');
    expect(listDrafts()).toEqual([
      { id: null, title: 'New one', savedAt: 300 },
      { id: '42', title: 'Edited', savedAt: 100 },
    ]);
    expect(localStorage.getItem(`${DRAFT_PREFIX}9`)).toBeNull();
    expect(localStorage.getItem('parapet.other')).toBe('{}');
  });
});
