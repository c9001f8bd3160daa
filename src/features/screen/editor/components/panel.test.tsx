import { useReducer } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { render } from '../../../../../test/render';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { axeViolations } from '../../../../../test/axe';
import type { ReactNode } from 'react';
import { I18nProvider, type Locale } from '../../../../i18n/I18nProvider';
import type { CatalogEntry, LayoutTile } from '../../layout/model/codec';
import { editorReducer, emptyDoc, type EditorAction, type EditorDoc } from '../model/editorState';
import { catalog, docOf } from '../testing/testFixtures';
import { dateChoices } from '../model/dateChoices';
import { ScreenPanel } from './ScreenPanel';
import { TilePanel } from './TilePanel';

function wrap(children: ReactNode, locale: Locale) {
  return (
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <I18nProvider initialLocale={locale}>{children}</I18nProvider>
    </QueryClientProvider>
  );
}

/** Alarms (offers 7 and 30 days) with `date`, at column 4, row 7, 3 × 6. */
function alarmsTile(date = '7-day', componentId: number | string = 5): LayoutTile {
  const doc = docOf([{ positionId: 1, componentId, date, x: 3, y: 0, w: 3, h: 6 }]);
  return doc.tiles[0]!;
}

function renderTilePanel(
  options: { tile?: LayoutTile; entry?: CatalogEntry | undefined; locale?: Locale } = {},
) {
  const { tile = alarmsTile(), locale = 'en' } = options;
  // An explicit `entry: undefined` is a component the service does not offer.
  const entry = 'entry' in options ? options.entry : catalog.get(5);
  const dispatch = vi.fn<(action: EditorAction) => void>();
  const onRemove = vi.fn<() => void>();
  const utils = render(
    wrap(
      <TilePanel
        tile={tile}
        entry={entry}
        title="Alarms"
        dispatch={dispatch}
        onRemove={onRemove}
      />,
      locale,
    ),
  );
  return { ...utils, dispatch, onRemove, user: userEvent.setup() };
}

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('dateChoices', () => {
  it('offers only the component’s own options, normalized and once each', () => {
    const entry: CatalogEntry = {
      componentId: 9,
      code: 'SE_OP_ATTACK_TOP5',
      title: 'Top',
      dates: [
        { Unit: 'hour', Value: '24' },
        { Unit: 'day', Value: '07' },
        { Unit: 'day', Value: '7' },
        { Unit: 'day', Value: 'soon' },
      ],
    };
    expect(dateChoices(entry, '7-day')).toEqual({
      choices: [
        { value: '24-hour', range: { value: 24, unit: 'hour' }, notOffered: false },
        { value: '7-day', range: { value: 7, unit: 'day' }, notOffered: false },
      ],
      selected: '7-day',
      offered: true,
    });
    const odd = dateChoices(entry, '3-day');
    expect(odd.offered).toBe(false);
    expect(odd.selected).toBe('3-day');
    expect(odd.choices.map((choice) => [choice.value, choice.notOffered])).toEqual([
      ['3-day', true],
      ['24-hour', false],
      ['7-day', false],
    ]);
  });
});

describe('TilePanel', () => {
  it('shows the tile’s title and component and offers only its component’s time ranges', async () => {
    const { dispatch, user } = renderTilePanel();
    expect(screen.getByRole('heading', { level: 2, name: 'Alarms' })).toBeInTheDocument();
    // The component in plain words: its name and kind, never its data code or id.
    expect(screen.getByText('Alarms (Alarms)')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/ALARM_ALARM|ID 5/);
    const select = screen.getByRole('combobox', { name: 'Time range' });
    expect(optionTexts(select)).toEqual(['Last 7 days', 'Last 30 days']);
    expect(select).toHaveValue('7-day');
    await user.selectOptions(select, 'Last 30 days');
    expect(dispatch).toHaveBeenCalledExactlyOnceWith({
      type: 'setDate',
      key: 'p1',
      date: '30-day',
    });
  });

  it('keeps a range the component does not offer as “(current)”, with a note', async () => {
    const { dispatch, user } = renderTilePanel({ tile: alarmsTile('3-day') });
    const select = screen.getByRole('combobox', { name: 'Time range' });
    expect(optionTexts(select)).toEqual(['(current) Last 3 days', 'Last 7 days', 'Last 30 days']);
    expect(select).toHaveValue('3-day');
    expect(select).toHaveAccessibleDescription(
      'The current time range is not one this component offers; choose one of the offered ranges.',
    );
    await user.selectOptions(select, 'Last 7 days');
    expect(dispatch).toHaveBeenCalledExactlyOnceWith({ type: 'setDate', key: 'p1', date: '7-day' });
  });

  it('says so when the stored range is not a range at all', () => {
    renderTilePanel({ tile: alarmsTile('yesterday') });
    expect(optionTexts(screen.getByRole('combobox', { name: 'Time range' }))[0]).toBe(
      '(current) “yesterday” (not a valid range)',
    );
  });

  it('speaks Chinese', () => {
    renderTilePanel({ tile: alarmsTile('3-day'), locale: 'zh' });
    expect(optionTexts(screen.getByRole('combobox', { name: '时间范围' }))).toEqual([
      '（当前）近3天',
      '近7天',
      '近30天',
    ]);
    expect(screen.getByRole('button', { name: '移除组件' })).toBeInTheDocument();
    expect(screen.getByText(/（告警）$/)).toBeInTheDocument();
  });

  it('shows the range without choices for a component the service does not offer', () => {
    renderTilePanel({ tile: alarmsTile('7-day', 999), entry: undefined });
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'The service no longer offers this component. The tile is kept as it is when saved.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Time range' })).toHaveTextContent('Last 7 days');
  });

  it('moves and resizes through the number fields, committing on Enter, leaving or a step', async () => {
    const { dispatch, user } = renderTilePanel();
    const column = screen.getByRole('spinbutton', { name: 'Column' });
    expect(column).toHaveValue('4');
    expect(screen.getByRole('spinbutton', { name: 'Row' })).toHaveValue('1');
    expect(screen.getByRole('spinbutton', { name: 'Width' })).toHaveValue('3');
    expect(screen.getByRole('spinbutton', { name: 'Height' })).toHaveValue('6');

    await user.clear(column);
    await user.type(column, '10');
    // Typing alone moves nothing.
    expect(dispatch).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(dispatch).toHaveBeenCalledExactlyOnceWith({ type: 'move', key: 'p1', x: 9, y: 0 });

    const width = screen.getByRole('spinbutton', { name: 'Width' });
    await user.clear(width);
    await user.type(width, '5');
    await user.tab();
    expect(dispatch).toHaveBeenLastCalledWith({ type: 'resize', key: 'p1', w: 5, h: 6 });

    const height = screen.getByRole('spinbutton', { name: 'Height' });
    height.focus();
    fireEvent.keyDown(height, { key: 'ArrowUp', code: 'ArrowUp', which: 38, keyCode: 38 });
    expect(dispatch).toHaveBeenLastCalledWith({ type: 'resize', key: 'p1', w: 3, h: 7 });
  });

  it('removes the tile', async () => {
    const { onRemove, user } = renderTilePanel();
    await user.click(screen.getByRole('button', { name: 'Remove tile' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it('has no axe violations, with and without choices', async () => {
    const { container, unmount } = renderTilePanel({ tile: alarmsTile('3-day') });
    expect(await axeViolations(container)).toEqual([]);
    unmount();
    const other = renderTilePanel({ tile: alarmsTile('7-day', 999), entry: undefined });
    expect(await axeViolations(other.container)).toEqual([]);
  });
});

function ScreenHarness({ initial, spy }: { initial: EditorDoc; spy: (a: EditorAction) => void }) {
  const [doc, apply] = useReducer(editorReducer, initial);
  return (
    <ScreenPanel
      doc={doc}
      dispatch={(action) => {
        spy(action);
        apply(action);
      }}
    />
  );
}

function renderScreenPanel(overrides: Partial<EditorDoc> = {}, locale: Locale = 'en') {
  const doc: EditorDoc = {
    title: 'Ops',
    logoUrl: '',
    logoPower: false,
    monitorUrl: '',
    isDefault: false,
    tiles: [],
    ...overrides,
  };
  const dispatch = vi.fn<(action: EditorAction) => void>();
  const utils = render(wrap(<ScreenHarness initial={doc} spy={dispatch} />, locale));
  return { ...utils, dispatch, user: userEvent.setup() };
}

describe('ScreenPanel', () => {
  it('counts the title against the service’s 64 characters, and requires one', async () => {
    const { dispatch, user } = renderScreenPanel();
    const title = screen.getByRole('textbox', { name: /^Title/ });
    expect(title).toHaveValue('Ops');
    expect(title).toHaveAccessibleDescription('3 of 64 characters');
    expect(title).not.toBeInvalid();
    await user.type(title, ' wall');
    expect(dispatch).toHaveBeenLastCalledWith({ type: 'setTitle', title: 'Ops wall' });
    // A 59-character title fits the wall: no advice, only the count.
    await user.clear(title);
    fireEvent.change(title, {
      target: { value: 'Security Operations Centre - Hangzhou Region Production Wal' },
    });
    expect(title).toHaveAccessibleDescription('59 of 64 characters');
    expect(screen.getByText('59 / 64')).toHaveAttribute('aria-hidden');
    expect(screen.getByText('5 characters left')).toBeInTheDocument();
    fireEvent.change(title, { target: { value: '' } });
    // Said once the person leaves the field, not while they are still in it.
    expect(title).toHaveAccessibleDescription('0 of 64 characters');
    fireEvent.blur(title);
    expect(title).toHaveAccessibleDescription('A title is required. 0 of 64 characters');
    expect(title).toBeInvalid();
  });

  it('asks for no title on a new screen before the person leaves the field or tries to save', async () => {
    const { user } = renderScreenPanel({ title: '' });
    const title = screen.getByRole('textbox', { name: /^Title/ });
    expect(title).not.toBeInvalid();
    expect(screen.queryByText('A title is required.')).not.toBeInTheDocument();
    await user.click(title);
    expect(screen.queryByText('A title is required.')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('A title is required.')).toBeInTheDocument();
    expect(title).toBeInvalid();
  });

  it('says a title is missing at the field once a save was refused for it, in Chinese too', () => {
    render(
      wrap(<ScreenPanel doc={{ ...emptyDoc() }} dispatch={() => undefined} titleMissing />, 'zh'),
    );
    expect(screen.getByText('请输入标题。')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^标题/ })).toBeInvalid();
  });

  it('refuses a title longer than the service accepts, inline, before any save', () => {
    const { dispatch } = renderScreenPanel();
    const title = screen.getByRole('textbox', { name: /^Title/ });
    fireEvent.change(title, { target: { value: 'x'.repeat(66) } });
    expect(dispatch).toHaveBeenLastCalledWith({ type: 'setTitle', title: 'x'.repeat(66) });
    expect(title).toBeInvalid();
    expect(title).toHaveAccessibleDescription(
      'At most 64 characters: remove 2 characters. 66 of 64 characters',
    );
    expect(screen.getByText('2 characters too many')).toBeInTheDocument();
    fireEvent.change(title, { target: { value: 'x'.repeat(64) } });
    expect(title).not.toBeInvalid();
    expect(screen.getByText('No characters left')).toBeInTheDocument();
  });

  it('advises in Chinese characters when a title will not fit the wall’s header', () => {
    renderScreenPanel({ title: '安全运营中心'.repeat(6) }, 'zh');
    const title = screen.getByRole('textbox', { name: /^标题/ });
    // 36 Chinese characters: within the service's limit, wider than the wall's header.
    expect(title).not.toBeInvalid();
    expect(title).toHaveAccessibleDescription(
      '在大屏上可能显示不全：标题栏约可显示 33 个汉字（或 66 个英文字母）。 已输入 36 个字符，最多 64 个',
    );
  });

  it('counts characters as the service does, and a short Chinese title needs no advice', () => {
    renderScreenPanel({ title: '安全运营大屏' }, 'zh');
    expect(screen.getByRole('textbox', { name: /^标题/ })).toHaveAccessibleDescription(
      '已输入 6 个字符，最多 64 个',
    );
  });

  it('says in English how much fits when a wide title is shown in English', () => {
    renderScreenPanel({ title: '安全运营中心'.repeat(6) });
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveAccessibleDescription(
      'May be cut off on the wall display: its header fits about 66 Latin letters or 33 Chinese characters. 36 of 64 characters',
    );
  });

  it('accepts only http and https monitoring addresses, saying why inline', async () => {
    const { dispatch, user } = renderScreenPanel();
    const url = screen.getByRole('textbox', { name: 'Custom monitoring address' });
    expect(url).toHaveAccessibleDescription(
      'An http or https address, opened from the screen. Leave empty for none.',
    );
    await user.type(url, 'javascript:alert(1)');
    expect(url).toHaveAccessibleDescription('Only http and https addresses can be used.');
    expect(url).toBeInvalid();
    await user.clear(url);
    await user.type(url, 'not a url');
    expect(url).toHaveAccessibleDescription('This is not a valid web address.');
    await user.clear(url);
    await user.type(url, 'https://grafana.example/d/ops');
    expect(url).not.toBeInvalid();
    expect(dispatch).toHaveBeenLastCalledWith({
      type: 'setMonitorUrl',
      url: 'https://grafana.example/d/ops',
    });
  });

  it('switches the logo and the default screen', async () => {
    const { dispatch, user } = renderScreenPanel({ isDefault: true });
    const logo = screen.getByRole('switch', { name: 'Show the logo' });
    const isDefault = screen.getByRole('switch', { name: 'Default screen' });
    expect(logo).not.toBeChecked();
    expect(isDefault).toBeChecked();
    await user.click(logo);
    expect(dispatch).toHaveBeenLastCalledWith({ type: 'setLogoPower', on: true });
    expect(logo).toBeChecked();
    await user.click(isDefault);
    expect(dispatch).toHaveBeenLastCalledWith({ type: 'setDefault', on: false });
    expect(isDefault).not.toBeChecked();
    // The uploader is there, labelled.
    expect(screen.getByLabelText('Choose a picture…')).toBeInTheDocument();
  });

  it('has no axe violations, with a warning and an error showing', async () => {
    const { container } = renderScreenPanel({
      title: '安全运营中心'.repeat(6),
      monitorUrl: 'ftp://x',
    });
    expect(screen.getByText(/May be cut off on the wall display/)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.change(screen.getByRole('textbox', { name: /^Title/ }), {
      target: { value: 'x'.repeat(65) },
    });
    expect(await axeViolations(container)).toEqual([]);
  });
});
