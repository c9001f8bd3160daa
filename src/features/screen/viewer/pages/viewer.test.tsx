import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { preloadRoutes, renderApp } from '../../../../../test/renderApp';
import { server } from '../../../../../test/msw';
import { storedScreen } from '../../../../../test/screenBackend';

preloadRoutes('/screen');

/** The tiles of the grid, once each has its widget (a real tile carries its data code). */
async function tilesOf(count: number) {
  const grid = await screen.findByRole('region', { name: 'Screen tiles' });
  await waitFor(() => {
    const drawn = grid.querySelectorAll('section[data-code]');
    expect(drawn).toHaveLength(count);
  });
  return within(grid).getAllByRole('region');
}

describe('screen viewer', () => {
  it('asks for its layout and header once: the route starts them, the page takes them over, a URL change repeats nothing', async () => {
    const asked: string[] = [];
    const record = ({ request }: { request: Request }) =>
      void asked.push(new URL(request.url).searchParams.get('Action') ?? '');
    server.events.on('request:start', record);
    onTestFinished(() => server.events.removeListener('request:start', record));
    const { router } = renderApp('/screen');
    await tilesOf(12);
    await act(() => router.navigate('/screen?refresh=30'));
    await tilesOf(12);
    for (const action of [
      'DescribeScreenSetting',
      'DescribeScreenDataMap',
      'DescribeScreenTitles',
      'DescribeScreenVersionConfig',
    ]) {
      expect(
        asked.filter((name) => name === action),
        action,
      ).toHaveLength(1);
    }
  });

  it('opens the default screen with its title, edition and all twelve tiles', async () => {
    renderApp('/screen');
    expect(await screen.findByRole('heading', { level: 1, name: '安全总览' })).toBeInTheDocument();
    const tiles = await tilesOf(12);
    expect(tiles.map((tile) => tile.getAttribute('data-code'))).toEqual(
      expect.arrayContaining(['ASSETS_ASSETS', 'SE_OP_ATTACK_TREND', 'BEST_PRA_BEST_PRA']),
    );
    expect(screen.getByText(/^Flagship/)).toBeInTheDocument();
    // Expiring in under a week: the renewal warning, which says the date; the badge does not
    // say it again.
    const warning = screen.getByText(/Expires in \d days \((\w{3} \d{1,2}, \d{4})\)/);
    const date = /\((\w{3} \d{1,2}, \d{4})\)/.exec(warning.textContent ?? '')![1]!;
    expect(document.body.textContent!.split(date)).toHaveLength(2);
    // The account's feature switches, not the screen's tiles, and the popover says so.
    const user = userEvent.setup();
    const features = screen.getByRole('button', {
      name: /^Protection features: \d+\/\d+ on$/,
    });
    await user.click(features);
    expect(await screen.findByText(/They are not the tiles of this screen/)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Protection feature switches' })).toBeInTheDocument();
  });

  it('switches to another screen from the switcher', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/screen');
    await tilesOf(12);
    const switcher = screen.getByRole('combobox', { name: 'Screen' });
    const other = [...(switcher as HTMLSelectElement).options].find((option) => !option.selected)!;
    await user.selectOptions(switcher, other.value);
    expect(router.state.location.pathname).toBe(`/screen/${other.value}`);
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(other.text),
    );
  });

  it('shows what it can of a malformed layout and lists every problem', async () => {
    const id = await storedScreen('Broken', [
      { positionId: 1, componentId: 1, date: '1-day', color: 'red' },
      { positionId: 1, componentId: 2, date: '7-day' },
      { positionId: 3, componentId: 999, date: '7-day' },
      { positionId: 4, componentId: 11, date: 'yesterday' },
      'not a tile',
    ]);
    renderApp(`/screen/${id}`);
    const problems = await screen.findByRole('status', { name: /This layout has 5 problems/ });
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Item 2 uses the time range 7-day, which its component does not offer.',
      'Item 3 uses component 999, which this service does not offer.',
      'Item 4 has an invalid time range ("yesterday").',
      'Item 5 is not a tile object; it is kept as it is.',
      'Item 2 repeats positionId 1 of item 1; placed below.',
    ]);
    // Nothing dropped: five tiles, two of them saying what they cannot show.
    const grid = screen.getByRole('region', { name: 'Screen tiles' });
    await waitFor(() => expect(within(grid).getAllByRole('region')).toHaveLength(5));
    expect(within(grid).getAllByText('Unsupported component', { selector: 'strong' })).toHaveLength(
      2,
    );
    expect(within(grid).getByText('Component ID 999')).toBeInTheDocument();
  });

  it('says so when a screen does not exist', async () => {
    renderApp('/screen/424242');
    expect(await screen.findByText('There is no screen with id 424242.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the default screen' })).toHaveAttribute(
      'href',
      '/screen',
    );
  });
});

describe('wall display', () => {
  it('shows the screen without console chrome and leaves with Escape', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/screen/default/present');
    await tilesOf(12);
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Exit wall display' })).toBeInTheDocument();
    expect(screen.getByLabelText('Current time')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(router.state.location.pathname).toBe('/screen/default');
  });
});
