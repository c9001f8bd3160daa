// What a viewer and an editor see of the catalog pages: the writes their role may not call are
// disabled, saying why, and the storage token of an admin is neither offered nor read.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockControl } from '../../../../../test/msw';
import { preloadRoutes, renderApp } from '../../../../../test/renderApp';
import { recordLakeRequestsOfEachTest } from '../../../lake-common/testing/lakeRequests';

preloadRoutes('/catalogs', '/catalogs/sales_lake');

const requests = recordLakeRequestsOfEachTest();

const NEEDS_EDITOR = 'Needs the editor role; you are signed in as viewer.';
const NEEDS_ADMIN_EDITOR = 'Needs the admin role; you are signed in as editor.';

/** A button by its text, without a role query over the whole antd page (slow in jsdom). */
const buttonCalled = (text: string, root: ParentNode = document) =>
  [...root.querySelectorAll('button')].find((element) => element.textContent?.trim() === text);

/** Waits until the session is read and the button says why it is disabled. */
async function expectDisabledSaying(find: () => HTMLElement | undefined, reason: string) {
  await waitFor(() => {
    const element = find();
    expect(element).toBeDisabled();
    expect(element).toHaveAccessibleDescription(reason);
  });
}

describe('catalog pages for a role below admin', () => {
  it('gives a viewer the catalog list with Create catalog disabled, saying why', async () => {
    mockControl.setRole('viewer');
    renderApp('/catalogs');
    await screen.findByRole('link', { name: 'sales_lake' });
    await expectDisabledSaying(() => buttonCalled('Create catalog'), NEEDS_EDITOR);
  });

  it('gives a viewer a catalog without Drop, Edit options or Create database', async () => {
    mockControl.setRole('viewer');
    const user = userEvent.setup();
    renderApp('/catalogs/sales_lake');
    await expectDisabledSaying(
      () => screen.queryByRole('button', { name: 'Drop catalog sales_lake' }) ?? undefined,
      NEEDS_EDITOR,
    );
    const options = (await screen.findByRole('heading', { name: 'Options' })).closest('section')!;
    expect(within(options).getByRole('button', { name: 'Edit options' })).toBeDisabled();
    expect(within(options).getByRole('button', { name: 'Edit options' })).toHaveAttribute(
      'title',
      NEEDS_EDITOR,
    );

    await user.click(screen.getByRole('tab', { name: 'Databases' }));
    await screen.findByRole('link', { name: 'sales' });
    await expectDisabledSaying(() => buttonCalled('Create database'), NEEDS_EDITOR);
  });

  it('lets an editor drop the catalog, but not read its storage token, which is never asked', async () => {
    mockControl.setRole('editor');
    renderApp('/catalogs/sales_lake?tab=token');
    // The reason stands where the token would be, and nothing is fetched.
    const reason = await screen.findByText(NEEDS_ADMIN_EDITOR);
    expect(reason.closest('[role="status"]')).not.toBeNull();
    expect(buttonCalled('Get token')).toBeUndefined();
    const drop = screen.getByRole('button', { name: 'Drop catalog sales_lake' });
    expect(drop).toBeEnabled();
    expect(drop).not.toHaveAttribute('title');
    expect(requests.filter((r) => r.url.pathname.endsWith('/token'))).toEqual([]);
  });
});
