// A database for a viewer: dropping it and editing its options are an editor's, so both buttons
// are disabled, saying why, and nothing is sent.
import { screen, waitFor, within } from '@testing-library/react';
import { mockControl } from '../../../../../test/msw';
import { preloadRoutes, renderApp } from '../../../../../test/renderApp';
import { recordLakeRequestsOfEachTest } from '../../../lake-common/testing/lakeRequests';

preloadRoutes('/catalogs/sales_lake/databases/sales');

const requests = recordLakeRequestsOfEachTest();

const NEEDS_EDITOR = 'Needs the editor role; you are signed in as viewer.';

describe('a database for a viewer', () => {
  it('disables Drop database and Edit options, saying why', async () => {
    mockControl.setRole('viewer');
    renderApp('/catalogs/sales_lake/databases/sales?tab=overview');
    const options = (await screen.findByRole('heading', { name: 'Options' })).closest('section')!;
    await waitFor(() => {
      const drop = screen.getByLabelText('Drop database sales');
      expect(drop).toBeDisabled();
      expect(drop).toHaveAccessibleDescription(NEEDS_EDITOR);
    });
    const edit = within(options).getByText('Edit options').closest('button');
    expect(edit).toBeDisabled();
    expect(edit).toHaveAccessibleDescription(NEEDS_EDITOR);
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });
});
