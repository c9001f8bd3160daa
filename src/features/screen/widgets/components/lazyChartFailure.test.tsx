// The echarts chunk can fail to arrive (a deployment replaced it, the network dropped): the tile
// says it failed to draw, like any crash of a widget, and "Draw again" fetches the chunk anew.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findTile, renderTiles, screenApi, tileOf } from '../testing/testKit';

let failures = 1;

// Chart resolves to the stub in component tests (vitest.config.ts): the stub is what fails once.
vi.mock('../../../../../test/chartStub', async (importOriginal) => {
  if (failures > 0) {
    failures -= 1;
    throw new TypeError('Failed to fetch dynamically imported module: /assets/Chart.js');
  }
  return importOriginal();
});

describe('a tile whose chart chunk fails to load', () => {
  it('says it failed to draw, and draws its chart when asked again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    screenApi();
    renderTiles([tileOf('ASSETS_ASSETS')]);
    await findTile('Assets');
    expect(await screen.findByText('This tile failed to draw')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Draw again' }));
    expect(
      await screen.findByRole('group', { name: 'Protected and unprotected assets' }),
    ).toHaveTextContent('Protected 17, unprotected 3');
  });
});
