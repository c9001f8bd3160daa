import { MemoryRouter } from 'react-router';
import { lakeOperations } from '../../../../api/lake/operations';
import { callOperation } from '../../../../api/operation';
import { withProviders } from '../../../../../test/providers';
import { render } from '../../../../../test/render';
import { AccessTab } from '../components/AccessTab';

/** The id of the seeded catalog sales_lake, as the mock backend answers it. */
export async function salesLakeId(): Promise<string> {
  return (await callOperation(lakeOperations.GetCatalog, { catalog: 'sales_lake' })).id;
}

/**
 * The Access tab of sales_lake › sales › customers by itself (the table page around it is the
 * database test's and the journeys' subject): lighter to render in jsdom than the whole page.
 */
export async function renderCustomersAccess() {
  const catalogId = await salesLakeId();
  const { wrap } = withProviders();
  return render(
    wrap(
      <MemoryRouter>
        <AccessTab
          catalogId={catalogId}
          catalogName="sales_lake"
          database="sales"
          table="customers"
        />
      </MemoryRouter>,
    ),
  );
}
