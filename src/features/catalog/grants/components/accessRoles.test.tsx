// The Access tab and the grant drawer for an editor: granting and revoking are an admin's, so
// every button that would start one is disabled, saying why, and nothing is sent.
import { screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { lakeOperations } from '../../../../api/lake/operations';
import { callOperation } from '../../../../api/operation';
import { mockControl } from '../../../../../test/msw';
import { withProviders } from '../../../../../test/providers';
import { render } from '../../../../../test/render';
import { recordLakeRequestsOfEachTest } from '../../../lake-common/testing/lakeRequests';
import { newGrantDraft } from '../model/grantDraft';
import { AccessTab } from './AccessTab';
import { GrantDrawer, grantDraftKey } from './GrantDrawer';

const NEEDS_ADMIN = 'Needs the admin role; you are signed in as editor.';
const PLACE = { database: 'sales', table: 'customers' };

const requests = recordLakeRequestsOfEachTest();
const writes = () => requests.filter((r) => r.method !== 'GET');

async function renderAs(ui: (catalogId: string) => ReactNode) {
  mockControl.setRole('editor');
  const catalog = await callOperation(lakeOperations.GetCatalog, { catalog: 'sales_lake' });
  const { wrap } = withProviders();
  return render(wrap(<MemoryRouter>{ui(catalog.id)}</MemoryRouter>));
}

/** Buttons by their text or aria-label (role queries over the tab cost about a second each). */
const buttonsCalled = (root: ParentNode, name: RegExp) =>
  [...root.querySelectorAll('button')].filter((element) =>
    name.test(element.getAttribute('aria-label') ?? element.textContent?.trim() ?? ''),
  );

describe('access for an editor', () => {
  it('disables Grant, Revoke selected and every row’s Revoke, saying why', async () => {
    await renderAs((catalogId) => (
      <AccessTab catalogId={catalogId} catalogName="sales_lake" {...PLACE} />
    ));
    const table = await screen.findByRole('table', { name: 'Permissions that apply here' });
    await waitFor(() => expect(buttonsCalled(table, /^Revoke /).length).toBeGreaterThan(0));
    await waitFor(() => {
      const [grant] = buttonsCalled(document, /^Grant$/);
      expect(grant).toBeDisabled();
      expect(grant).toHaveAccessibleDescription(NEEDS_ADMIN);
    });
    const [revokeSelected] = buttonsCalled(document, /^Revoke selected/);
    expect(revokeSelected).toBeDisabled();
    expect(revokeSelected).toHaveAttribute('title', NEEDS_ADMIN);
    for (const revoke of buttonsCalled(table, /^Revoke /)) {
      expect(revoke).toBeDisabled();
      expect(revoke).toHaveAccessibleDescription(NEEDS_ADMIN);
    }
    expect(writes()).toEqual([]);
  });

  it('keeps a grant drawer’s draft but does not send it, saying why at its top', async () => {
    sessionStorage.setItem(
      grantDraftKey('sales_lake', PLACE),
      JSON.stringify(
        newGrantDraft({
          resourceType: 'TABLE',
          database: 'sales',
          object: 'customers',
          access: ['SELECT'],
          principals: ['acs:ram::1234567890123456:user/dave'],
        }),
      ),
    );
    await renderAs((catalogId) => (
      <GrantDrawer
        catalogId={catalogId}
        catalogName="sales_lake"
        place={PLACE}
        onClose={() => undefined}
        onOutcome={() => undefined}
      />
    ));
    const notice = await screen.findByText(NEEDS_ADMIN);
    const drawer = notice.closest<HTMLElement>('[role="dialog"]')!;
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(within(drawer).getByText('Your unsent grant was restored.')).toBeVisible();
    const [submit] = buttonsCalled(drawer, /^Grant 1 permission$/);
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(NEEDS_ADMIN);
    expect(writes()).toEqual([]);
  });
});
