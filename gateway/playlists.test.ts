// The gateway's playlists with sign-in: everyone reads them, an editor saves and changes them,
// a viewer is refused (and recorded), a stale version is refused rather than overwritten, and
// every change is an audit record with who made it.
import { PUBLIC, authHarness, sameOrigin } from './authTestHarness';
import type { Browser } from './testBrowser';

const h = authHarness();

const screens = [
  { screenId: 'screen-soc', seconds: 60 },
  { screenId: 'screen-lake', seconds: 30 },
];

async function call(browser: Browser, method: string, path: string, body?: unknown) {
  const answer = await browser.request(`${PUBLIC}${path}`, {
    method,
    // As the console sends them: a content type only with a body.
    headers: body === undefined ? { origin: PUBLIC } : sameOrigin,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return {
    status: answer.status,
    body: answer.text ? (JSON.parse(answer.text) as Record<string, unknown>) : null,
  };
}

describe('playlists', () => {
  it('an editor saves, renames and deletes one; a stale version is refused; a viewer reads but may not write', async () => {
    const editor = await h.signedIn('editor');
    const made = await call(editor.browser, 'POST', '/api/playlists', {
      name: ' SOC rotation ',
      entries: screens,
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      name: 'SOC rotation',
      entries: screens,
      version: 1,
      createdBy: { subject: 'u-editor-0002', name: 'Ed Editor' },
    });
    const id = String(made.body?.id);

    const renamed = await call(editor.browser, 'PUT', `/api/playlists/${id}`, {
      name: 'SOC wall',
      entries: screens.slice(0, 1),
      version: 1,
    });
    expect(renamed).toMatchObject({ status: 200, body: { name: 'SOC wall', version: 2 } });
    // Someone who read version 1 cannot overwrite version 2 unseen.
    const stale = await call(editor.browser, 'PUT', `/api/playlists/${id}`, {
      name: 'Old edit',
      entries: screens,
      version: 1,
    });
    expect(stale).toMatchObject({ status: 409, body: { code: 'Conflict' } });

    const viewer = await h.signedIn('viewer');
    const list = await call(viewer.browser, 'GET', '/api/playlists');
    expect(list.status).toBe(200);
    expect(list.body?.playlists).toContainEqual(expect.objectContaining({ id, name: 'SOC wall' }));
    const refused = await call(viewer.browser, 'DELETE', `/api/playlists/${id}`);
    expect(refused).toMatchObject({
      status: 403,
      body: {
        code: 'Forbidden.Role',
        message: 'DeletePlaylist needs the editor role; you are viewer',
      },
    });

    expect((await call(editor.browser, 'DELETE', `/api/playlists/${id}`)).status).toBe(204);
    expect((await call(editor.browser, 'DELETE', `/api/playlists/${id}`)).status).toBe(404);

    // Every change, the refused one too, is in the activity with who made it.
    const admin = await h.signedIn('admin');
    const activity = await call(admin.browser, 'GET', '/api/activity?service=gateway&limit=10');
    const records = activity.body?.records as {
      operation: string;
      outcome: string;
      upstreamStatus: number | null;
      user: { subject: string };
    }[];
    expect(
      records.slice(0, 6).map((r) => [r.operation, r.outcome, r.upstreamStatus, r.user.subject]),
    ).toEqual([
      ['DeletePlaylist', 'answered', 404, 'u-editor-0002'],
      ['DeletePlaylist', 'answered', 204, 'u-editor-0002'],
      ['DeletePlaylist', 'forbidden', null, 'u-viewer-0001'],
      ['UpdatePlaylist', 'answered', 409, 'u-editor-0002'],
      ['UpdatePlaylist', 'answered', 200, 'u-editor-0002'],
      ['CreatePlaylist', 'answered', 201, 'u-editor-0002'],
    ]);
  });

  it('refuses what the contract refuses, naming the field', async () => {
    const editor = await h.signedIn('editor');
    const cases: [unknown, RegExp][] = [
      [{ name: '', entries: screens }, /^name: empty/],
      [{ name: 'x', entries: [] }, /^entries: empty/],
      [{ name: 'x', entries: [{ screenId: 'a', seconds: 5 }] }, /^entries: badEntry/],
      [{ name: 'x' }, /the body is/],
    ];
    for (const [body, message] of cases) {
      const answer = await call(editor.browser, 'POST', '/api/playlists', body);
      expect(answer.status).toBe(400);
      expect(String(answer.body?.message)).toMatch(message);
    }
    const noVersion = await call(editor.browser, 'PUT', '/api/playlists/pl-x', {
      name: 'x',
      entries: screens,
    });
    expect(noVersion.status).toBe(400);
  });
});
