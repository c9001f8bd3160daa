// A tile's figures do not wait for echarts: the chart module (the shared echarts chunk in a
// build) arrives here only when the test lets it.
import { waitFor, within } from '@testing-library/react';
import { findTile, renderTiles, screenApi, statValue, tileOf } from '../testing/testKit';

let arrive: () => void = () => undefined;
const arrived = new Promise<void>((resolve) => (arrive = resolve));

// Chart resolves to the stub in component tests (vitest.config.ts): the stub is what arrives late.
vi.mock('../../../../../test/chartStub', async (importOriginal) => {
  await arrived;
  return importOriginal();
});

describe('a tile with a chart', () => {
  it('draws its figures while echarts is still on its way, in the box the chart will take', async () => {
    screenApi();
    renderTiles([tileOf('ASSETS_ASSETS')]);
    const card = await findTile('Assets');
    await waitFor(() => expect(statValue(card, 'protected')).toBe('17 Protected'));
    expect(card.querySelector('[data-band="many"]')).toHaveTextContent('Security score82');
    expect(card.querySelector('[data-chart-pending]')).not.toBeNull();
    expect(within(card).queryByRole('group')).toBeNull();

    arrive();
    const ring = await within(card).findByRole('group', {
      name: 'Protected and unprotected assets',
    });
    expect(ring).toHaveTextContent('Protected 17, unprotected 3');
  });
});
