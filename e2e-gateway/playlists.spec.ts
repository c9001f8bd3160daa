import { expect, test } from '@playwright/test';
import { inEnglish, PEOPLE, signIn } from './support';

/**
 * The console's playlist builder against the gateway's own `/api/playlists` (the journeys run it
 * against the demo's mock): saved by a signed-in editor, listed with who made it, played on the
 * wall, and its change in the activity.
 */
test.beforeEach(async ({ context }) => inEnglish(context));

test('console, editor: builds a playlist, saves it through the gateway, sees it listed as theirs and plays it', async ({
  page,
}) => {
  await signIn(page, 'editor', '/screen/playlists/-/new');
  const name = `Lobby ${Date.now().toString(36)}`;
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  for (const title of ['安全总览', '攻击态势']) {
    await page
      .getByRole('combobox', { name: 'Choose a saved screen' })
      .selectOption({ label: title });
    await page.getByRole('button', { name: 'Add a screen' }).click();
  }
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Playlist “${name}” saved.` }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/screen\/playlists\/pl-[\w-]{12}$/);
  const id = /\/(pl-[\w-]{12})$/.exec(page.url())?.[1];

  const read = await page.request.get('/api/playlists');
  expect(read.status()).toBe(200);
  const { playlists } = (await read.json()) as {
    playlists: { id: string; name: string; createdBy: { subject: string } }[];
  };
  expect(playlists).toContainEqual(
    expect.objectContaining({
      id,
      name,
      createdBy: expect.objectContaining({ subject: PEOPLE.editor.subject }),
    }),
  );

  await page.goto('/screen/playlists');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(`by ${PEOPLE.editor.name}`);

  await page.goto(`/screen/playlists/${id}/present`);
  await expect(page.getByRole('status', { name: /^Screen 1 of 2: 安全总览$/ })).toHaveText('1 / 2');

  const activity = await page.request.get('/api/activity?operation=CreatePlaylist');
  const records = (
    (await activity.json()) as {
      records: { resource: Record<string, string>; upstreamStatus: number }[];
    }
  ).records;
  expect(records).toContainEqual(
    expect.objectContaining({ resource: { name }, upstreamStatus: 201 }),
  );
});
