import { fireEvent, screen, within } from '@testing-library/react';
import { render } from '../../../../../test/render';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { axeViolations } from '../../../../../test/axe';
import type { DataMap } from '../../../../api/screen/schemas';
import { I18nProvider, type Locale } from '../../../../i18n/I18nProvider';
import { catalogFromDataMap, type CatalogEntry, type LayoutTile } from '../../layout/model/codec';
import { Palette } from './Palette';
import { filterGroups, paletteGroups, placedCounts } from '../model/paletteModel';

const dataMap: DataMap = {
  RequestId: 'r-map',
  SecScreenTypeList: [
    {
      TypeCode: 'SE_OP',
      Type: 'Security operations',
      TypeData: [
        {
          Code: 'SE_OP_ATTACK_TREND',
          Title: 'Attack trend',
          Id: '11',
          Date: [{ Unit: 'day', Value: '7' }],
        },
        { Code: 'SE_OP_FLOW_TREND', Title: 'Traffic trend', Id: '10', Date: [] },
      ],
    },
    {
      TypeCode: 'ALARM',
      Type: 'Alarms',
      TypeData: [
        { Code: 'ALARM_ALARM', Title: 'Alarms', Id: '5', Date: [] },
        // Listed by the service under another type: grouped by its own code.
        { Code: 'ASSETS_ASSETS', Title: 'Hosts (service)', Id: '1', Date: [] },
        // A repeated id (the first keeps it) and an id a layout cannot name: left out.
        { Code: 'VUL_VUL', Title: 'Vulnerabilities', Id: '5', Date: [] },
        { Code: 'HC_HC', Title: 'Baseline', Id: 'x3', Date: [] },
      ],
    },
    {
      TypeCode: 'INTEL',
      Type: 'Threat intelligence',
      TypeData: [{ Code: 'INTEL_FEED', Title: 'Threat feed', Id: '40', Date: [] }],
    },
  ],
};
const catalog = catalogFromDataMap(dataMap);

const tile = (key: string, componentId: number): LayoutTile => ({
  key,
  index: 0,
  positionId: null,
  componentId,
  code: catalog.get(componentId)?.code ?? null,
  date: '7-day',
  range: { value: 7, unit: 'day' },
  x: 0,
  y: 0,
  w: 4,
  h: 6,
  geometryFromTemplate: false,
  extra: {},
  raw: undefined,
});
const TILES = [tile('p1', 5), tile('p2', 11), tile('p3', 5)];

function renderPalette(locale: Locale = 'en', tiles: readonly LayoutTile[] = TILES) {
  const onAdd = vi.fn<(entry: CatalogEntry) => void>();
  const onDragEntry = vi.fn<(entry: CatalogEntry | null) => void>();
  const utils = render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nProvider initialLocale={locale}>
        <Palette
          dataMap={dataMap}
          catalog={catalog}
          tiles={tiles}
          onAdd={onAdd}
          onDragEntry={onDragEntry}
        />
      </I18nProvider>
    </QueryClientProvider>,
  );
  return { ...utils, onAdd, onDragEntry, user: userEvent.setup() };
}

/** Each group's heading and its buttons' names, as a screen reader lists them. */
function outline() {
  return screen.queryAllByRole('list').map((list) => [
    list.getAttribute('aria-labelledby') &&
      document.getElementById(list.getAttribute('aria-labelledby')!)?.textContent,
    within(list)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ]);
}

describe('paletteModel', () => {
  const titleOf = (code: string | null, fallback?: string) => `${fallback} (${code})`;

  it('groups by the code’s type, known types first, each component once', () => {
    const groups = paletteGroups(dataMap, catalog, titleOf);
    expect(groups.map((g) => [g.typeCode, g.items.map((i) => i.entry.componentId)])).toEqual([
      ['ASSETS', [1]],
      ['ALARM', [5]],
      ['SE_OP', [11, 10]],
      ['INTEL', [40]],
    ]);
    expect(groups[0]!.items[0]!.title).toBe('Hosts (service) (ASSETS_ASSETS)');
  });

  it('filters by title, service title or code, case-insensitively', () => {
    const groups = paletteGroups(dataMap, catalog, (code) =>
      code === 'SE_OP_FLOW_TREND' ? 'Flux' : 'X',
    );
    const ids = (query: string) =>
      filterGroups(groups, query).flatMap((g) => g.items.map((i) => i.entry.componentId));
    expect(ids('flux')).toEqual([10]);
    expect(ids('TRAFFIC')).toEqual([10]);
    expect(ids('flow_trend')).toEqual([10]);
    expect(ids('  ')).toEqual([1, 5, 11, 10, 40]);
    expect(ids('nothing like it')).toEqual([]);
  });

  it('counts placed tiles per component', () => {
    expect(placedCounts(TILES)).toEqual(
      new Map([
        [5, 2],
        [11, 1],
      ]),
    );
  });
});

describe('Palette', () => {
  it('lists the components grouped by type with localized titles and placed marks', () => {
    renderPalette();
    expect(screen.getByRole('heading', { level: 2, name: 'Components' })).toBeInTheDocument();
    expect(outline()).toEqual([
      ['Assets', ['Add Assets']],
      ['Alarms', ['Add Alarmsplaced ×2']],
      ['Security operations', ['Add Attack trendplaced', 'Add Traffic trend']],
      ['Threat intelligence', ['Add Threat feed']],
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('5 components');
  });

  it('speaks Chinese, falling back to the service’s title for an unknown component', () => {
    renderPalette('zh');
    expect(outline()).toEqual([
      ['资产', ['添加 资产']],
      ['告警', ['添加 告警已放置 ×2']],
      ['安全运营', ['添加 攻击趋势已放置', '添加 流量趋势']],
      ['Threat intelligence', ['添加 Threat feed']],
    ]);
  });

  it('filters as you type and says how many match', async () => {
    const { user } = renderPalette();
    const search = screen.getByRole('searchbox', { name: 'Search components' });
    await user.type(search, 'trend');
    expect(outline()).toEqual([
      ['Security operations', ['Add Attack trendplaced', 'Add Traffic trend']],
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('2 of 5 components match');
    await user.clear(search);
    await user.type(search, 'ASSETS_');
    expect(outline()).toEqual([['Assets', ['Add Assets']]]);
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(outline()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('No component matches “zzz”.');
  });

  it('adds with a click, with Enter on a component, and with Enter in the search when one matches', async () => {
    const { user, onAdd } = renderPalette();
    await user.click(screen.getByRole('button', { name: /Threat feed/ }));
    expect(onAdd).toHaveBeenLastCalledWith(catalog.get(40));

    const search = screen.getByRole('searchbox', { name: 'Search components' });
    await user.type(search, 'trend{Enter}');
    // Two match: Enter does not guess.
    expect(onAdd).toHaveBeenCalledTimes(1);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: /Attack trend/ })).toHaveFocus();
    await user.keyboard('{Tab}{Enter}');
    expect(onAdd).toHaveBeenLastCalledWith(catalog.get(10));

    await user.clear(search);
    await user.type(search, 'flow{Enter}');
    expect(onAdd).toHaveBeenCalledTimes(3);
    expect(onAdd).toHaveBeenLastCalledWith(catalog.get(10));
  });

  it('updates the placed marks as tiles come and go', () => {
    const { rerender, onAdd } = renderPalette();
    rerender(
      <QueryClientProvider client={new QueryClient()}>
        <I18nProvider initialLocale="en">
          <Palette dataMap={dataMap} catalog={catalog} tiles={[tile('n1', 40)]} onAdd={onAdd} />
        </I18nProvider>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('button', { name: /Alarms/ })).toHaveTextContent(/^Add Alarms$/);
    expect(screen.getByRole('button', { name: /Threat feed/ })).toHaveTextContent('placed');
  });

  it('has no axe violations', async () => {
    const { container } = renderPalette();
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('Palette drag', () => {
  it('offers each component as a draggable button: a drag names it, a click still adds it', async () => {
    const { onAdd, onDragEntry, user } = renderPalette();
    const alarms = screen.getByRole('button', { name: /Alarms/ });
    expect(alarms).toHaveAttribute('draggable', 'true');
    expect(alarms).toHaveAccessibleDescription(
      'Click or press Enter to add, or drag onto the canvas',
    );
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (type: string, value: string) => data.set(type, value),
      effectAllowed: 'all',
    };
    fireEvent.dragStart(alarms, { dataTransfer });
    expect(onDragEntry).toHaveBeenLastCalledWith(catalog.get(5));
    expect(data.get('text/plain')).toBe('Alarms');
    expect(dataTransfer.effectAllowed).toBe('copy');
    fireEvent.dragEnd(alarms);
    expect(onDragEntry).toHaveBeenLastCalledWith(null);
    expect(onAdd).not.toHaveBeenCalled();
    await user.click(alarms);
    expect(onAdd).toHaveBeenCalledExactlyOnceWith(catalog.get(5));
    alarms.focus();
    await user.keyboard('{Enter}');
    expect(onAdd).toHaveBeenCalledTimes(2);
  });

  it('says how to use an item in Chinese', () => {
    renderPalette('zh');
    expect(screen.getByRole('button', { name: /告警/ })).toHaveAccessibleDescription(
      '单击或按 Enter 添加，也可拖到画布上',
    );
  });
});
