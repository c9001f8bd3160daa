import { useCallback, useReducer, useState, type ReactNode } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { render } from '../../../../../test/render';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { axeViolations } from '../../../../../test/axe';
import type * as RGL from 'react-grid-layout';
import type { EventCallback, Layout } from 'react-grid-layout';
import { I18nProvider, type Locale } from '../../../../i18n/I18nProvider';
import type { LayoutTile } from '../../layout/model/codec';
import { editorReducer, type EditorAction, type EditorDoc } from '../model/editorState';
import { catalog, docOf } from '../testing/testFixtures';
import { PALETTE_SEARCH_ID } from '../model/paletteIds';
import { GRID_ROW_HEIGHT } from '../../layout/model/grid';
import { EditableGrid } from './EditableGrid';

// Counts every render of a tile's widget, by tile title; the real tile is memoized, this one is
// not, so only stable elements keep the counts still.
const tileRenders = vi.hoisted(() => new Map<string, number>());
vi.mock('../../widgets/components/ScreenTile', () => ({
  ScreenTile: ({ code, title, date }: { code: string | null; title?: string; date: string }) => {
    const name = title ?? '?';
    tileRenders.set(name, (tileRenders.get(name) ?? 0) + 1);
    return (
      <div data-testid="widget" data-code={code ?? ''} data-date={date}>
        {name}
      </div>
    );
  },
}));

// The real grid, with the props it was last given kept for the tests.
const grid = vi.hoisted(() => ({ props: null as null | Record<string, unknown> }));
vi.mock('react-grid-layout', async (importOriginal) => {
  const real = await importOriginal<typeof RGL>();
  const React = await import('react');
  const Real = real.default;
  function CapturingGrid(props: Parameters<typeof Real>[0]) {
    React.useLayoutEffect(() => {
      grid.props = props as unknown as Record<string, unknown>;
    });
    return <Real {...props} />;
  }
  return { ...real, default: CapturingGrid };
});

const gridProp = <T,>(name: string) => grid.props![name] as T;

/** Alarms, Assets and Vulnerabilities side by side; Baseline below, half as wide. */
function fixtureDoc(): EditorDoc {
  return docOf([
    { positionId: 1, componentId: 5, date: '7-day', x: 0, y: 0, w: 4, h: 6 },
    { positionId: 2, componentId: 1, date: '7-day', x: 4, y: 0, w: 4, h: 6 },
    { positionId: 3, componentId: 2, date: '7-day', x: 8, y: 0, w: 4, h: 6 },
    { positionId: 4, componentId: 3, date: '7-day', x: 0, y: 6, w: 6, h: 6 },
  ]);
}

const titleOf = (tile: LayoutTile) => catalog.get(tile.componentId ?? -1)?.title ?? 'Unknown';

interface Spies {
  dispatch: ReturnType<typeof vi.fn<(action: EditorAction) => void>>;
  onUndo: ReturnType<typeof vi.fn<() => void>>;
  onRedo: ReturnType<typeof vi.fn<() => void>>;
  announce: ReturnType<typeof vi.fn<(text: string) => void>>;
  onSelect: ReturnType<typeof vi.fn<(key: string | null) => void>>;
}

/** The grid under a parent that applies each action, as the page's history does. */
function Harness({
  initial,
  spies,
  extra,
}: {
  initial: EditorDoc;
  spies: Spies;
  extra?: ReactNode;
}) {
  const [doc, apply] = useReducer(editorReducer, initial);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const dispatch = useCallback(
    (action: EditorAction) => {
      spies.dispatch(action);
      apply(action);
    },
    [spies],
  );
  const onSelect = useCallback(
    (key: string | null) => {
      spies.onSelect(key);
      setSelectedKey(key);
    },
    [spies],
  );
  return (
    <>
      {extra}
      {/* What the workspace shows above the canvas, describing every handle. */}
      <p id="grid-instructions">Drag a tile by its bar; arrow keys move it.</p>
      <EditableGrid
        tiles={doc.tiles}
        titleOf={titleOf}
        selectedKey={selectedKey}
        onSelect={onSelect}
        dispatch={dispatch}
        onUndo={spies.onUndo}
        onRedo={spies.onRedo}
        announce={spies.announce}
        scale={0.5}
        instructionsId="grid-instructions"
      />
    </>
  );
}

function renderGrid({
  doc = fixtureDoc(),
  locale = 'en',
  extra,
}: { doc?: EditorDoc; locale?: Locale; extra?: ReactNode } = {}) {
  const spies: Spies = {
    dispatch: vi.fn(),
    onUndo: vi.fn(),
    onRedo: vi.fn(),
    announce: vi.fn(),
    onSelect: vi.fn(),
  };
  const queryClient = new QueryClient();
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider initialLocale={locale}>
        <Harness initial={doc} spies={spies} extra={extra} />
      </I18nProvider>
    </QueryClientProvider>,
  );
  return { ...utils, spies, user: userEvent.setup() };
}

const handle = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name},`) });
const lastAnnouncement = (spies: Spies) => spies.announce.mock.calls.at(-1)?.[0];

beforeEach(() => {
  tileRenders.clear();
  grid.props = null;
});

describe('EditableGrid', () => {
  it('draws every tile with its live widget and a handle naming its place in words', () => {
    renderGrid();
    expect(screen.getAllByTestId('widget').map((w) => w.dataset.code)).toEqual([
      'ALARM_ALARM',
      'ASSETS_ASSETS',
      'VUL_VUL',
      'HC_HC',
    ]);
    expect(handle('Alarms')).toHaveAccessibleName('Alarms, column 1, row 1, width 4, height 6');
    expect(handle('Baseline')).toHaveAccessibleName('Baseline, column 1, row 7, width 6, height 6');
    expect(handle('Baseline')).toHaveAccessibleDescription(/arrow keys move it/);
    // react-grid-layout v2: one 12-column layout, no breakpoints, the editor's compactor.
    expect(grid.props).toMatchObject({
      // The wall's grid on its 1920-pixel canvas, scaled on screen.
      width: 1920,
      gridConfig: { cols: 12, rowHeight: GRID_ROW_HEIGHT },
      dragConfig: { enabled: true, handle: '[data-drag-handle]' },
      resizeConfig: { enabled: true, handles: ['se', 'e', 's'] },
    });
    expect(gridProp<{ scale: number }>('positionStrategy').scale).toBe(0.5);
    expect(grid.props).not.toHaveProperty('breakpoints');
    expect(grid.props).not.toHaveProperty('onLayoutChange');
  });

  it('moves the focused tile with the arrow keys, announces it, and keeps focus on it', async () => {
    const { spies, user } = renderGrid();
    handle('Baseline').focus();
    await user.keyboard('{ArrowRight}');
    expect(spies.dispatch).toHaveBeenCalledExactlyOnceWith({
      type: 'nudge',
      key: 'p4',
      dx: 1,
      dy: 0,
    });
    expect(lastAnnouncement(spies)).toBe('Baseline moved to column 2, row 7; width 6, height 6.');
    expect(handle('Baseline')).toHaveAccessibleName('Baseline, column 2, row 7, width 6, height 6');
    expect(handle('Baseline')).toHaveFocus();

    // Up, under two tiles: the first step moves the one it would pass (as a drag does), the
    // second passes the other.
    await user.keyboard('{ArrowUp}');
    expect(spies.dispatch).toHaveBeenLastCalledWith({ type: 'nudge', key: 'p4', dx: 0, dy: -1 });
    expect(lastAnnouncement(spies)).toBe(
      'The tiles around Baseline moved; it stays at column 2, row 7, width 6, height 6.',
    );
    await user.keyboard('{ArrowUp}');
    expect(lastAnnouncement(spies)).toBe('Baseline moved to column 2, row 1; width 6, height 6.');
    expect(handle('Alarms')).toHaveAccessibleName('Alarms, column 1, row 7, width 4, height 6');
    expect(handle('Baseline')).toHaveFocus();
  });

  it('resizes with Shift + arrow keys and announces the size', async () => {
    const { spies, user } = renderGrid();
    handle('Alarms').focus();
    await user.keyboard('{Shift>}{ArrowDown}{ArrowLeft}{/Shift}');
    expect(spies.dispatch.mock.calls.map(([action]) => action)).toEqual([
      { type: 'resize', key: 'p1', w: 4, h: 7 },
      { type: 'resize', key: 'p1', w: 3, h: 7 },
    ]);
    expect(spies.announce.mock.calls.map(([text]) => text)).toEqual([
      'Alarms resized to width 4, height 7; at column 1, row 1.',
      'Alarms resized to width 3, height 7; at column 1, row 1.',
    ]);
    expect(handle('Alarms')).toHaveFocus();
  });

  it('does not scroll the page with arrow keys, and says when a tile cannot go further', () => {
    const { spies } = renderGrid();
    const alarms = handle('Alarms');
    alarms.focus();
    // fireEvent returns false when the default action was prevented.
    expect(fireEvent.keyDown(alarms, { key: 'ArrowLeft' })).toBe(false);
    expect(fireEvent.keyDown(alarms, { key: 'ArrowUp' })).toBe(false);
    expect(spies.dispatch).not.toHaveBeenCalled();
    expect(lastAnnouncement(spies)).toBe(
      'Alarms cannot go further; it stays at column 1, row 1, width 4, height 6.',
    );
    // Other keys keep their meaning (Tab moves on).
    expect(fireEvent.keyDown(alarms, { key: 'Tab' })).toBe(true);
  });

  it('keeps the focused tile in view where it lands after a keyboard move or resize', async () => {
    // Where the tile was drawn each time it was scrolled into view.
    const drawnAt: string[] = [];
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (
      this: Element,
    ) {
      drawnAt.push((this as HTMLElement).style.transform);
    });
    onTestFinished(() => scrolled.mockRestore());
    const { user } = renderGrid();
    const baseline = handle('Baseline');
    const item = baseline.closest<HTMLElement>('.react-grid-item')!;
    const before = item.style.transform;
    baseline.focus();
    await user.keyboard('{ArrowRight}');
    // Once the grid has drawn the tile at its new place (a render after the edit).
    await waitFor(() => expect(scrolled).toHaveBeenCalledTimes(1));
    expect(scrolled.mock.contexts[0]).toBe(item);
    expect(drawnAt[0]).not.toBe(before);
    expect(drawnAt[0]).toBe(item.style.transform);
    expect(scrolled).toHaveBeenLastCalledWith({
      block: 'nearest',
      inline: 'nearest',
      behavior: 'smooth',
    });
    await user.keyboard('{Shift>}{ArrowUp}{/Shift}');
    await waitFor(() => expect(scrolled).toHaveBeenCalledTimes(2));
    // Back to the first column, then a step that cannot be taken: it still shows the tile.
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(scrolled).toHaveBeenCalledTimes(3));
    fireEvent.keyDown(baseline, { key: 'ArrowLeft' });
    expect(scrolled).toHaveBeenCalledTimes(4);
    expect(scrolled.mock.contexts.every((element) => element === item)).toBe(true);
  });

  it('scrolls without smoothing when the person asked for reduced motion', async () => {
    const media = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query === '(prefers-reduced-motion: reduce)',
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    onTestFinished(() => {
      scrolled.mockRestore();
      media.mockRestore();
    });
    const { user } = renderGrid();
    handle('Alarms').focus();
    await user.keyboard('{ArrowLeft}');
    expect(scrolled).toHaveBeenCalledExactlyOnceWith({
      block: 'nearest',
      inline: 'nearest',
      behavior: 'auto',
    });
  });

  it('removes with Delete and moves focus to the next tile in reading order', async () => {
    const { spies, user } = renderGrid();
    handle('Assets').focus();
    await user.keyboard('{Delete}');
    expect(spies.dispatch).toHaveBeenCalledExactlyOnceWith({ type: 'remove', key: 'p2' });
    expect(lastAnnouncement(spies)).toBe(
      'Assets removed from column 5, row 1 (width 4, height 6).',
    );
    expect(screen.queryByRole('button', { name: /^Assets,/ })).not.toBeInTheDocument();
    expect(handle('Vulnerabilities')).toHaveFocus();

    // The last tile in reading order hands focus back to the one before it.
    handle('Baseline').focus();
    await user.keyboard('{Backspace}');
    expect(spies.dispatch).toHaveBeenLastCalledWith({ type: 'remove', key: 'p4' });
    expect(document.activeElement).toHaveAccessibleName(/^(Alarms|Vulnerabilities),/);
  });

  it('sends focus to the palette when the last tile is removed', async () => {
    const doc = fixtureDoc();
    const { spies, user } = renderGrid({
      doc: { ...doc, tiles: doc.tiles.slice(0, 1) },
      extra: <input id={PALETTE_SEARCH_ID} aria-label="Search components" />,
    });
    handle('Alarms').focus();
    await user.keyboard('{Delete}');
    expect(spies.dispatch).toHaveBeenCalledExactlyOnceWith({ type: 'remove', key: 'p1' });
    expect(screen.getByRole('textbox', { name: 'Search components' })).toHaveFocus();
    expect(lastAnnouncement(spies)).toBe(
      'Alarms removed from column 1, row 1 (width 4, height 6). The screen has no tiles left. Add components from the palette.',
    );
  });

  it('undoes with Ctrl/Cmd+Z and redoes with Shift+Ctrl/Cmd+Z or Ctrl+Y, once', async () => {
    const pageShortcut = vi.fn();
    const { spies, user } = renderGrid();
    document.addEventListener('keydown', pageShortcut);
    handle('Alarms').focus();
    await user.keyboard('{Control>}z{/Control}');
    await user.keyboard('{Meta>}z{/Meta}');
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    await user.keyboard('{Meta>}{Shift>}z{/Shift}{/Meta}');
    await user.keyboard('{Control>}y{/Control}');
    document.removeEventListener('keydown', pageShortcut);
    expect(spies.onUndo).toHaveBeenCalledTimes(2);
    expect(spies.onRedo).toHaveBeenCalledTimes(3);
    expect(spies.dispatch).not.toHaveBeenCalled();
    // The page announces undo and redo: it knows whether there was anything to undo.
    expect(spies.announce).not.toHaveBeenCalled();
    // The page's own shortcut never sees a key the grid handled.
    expect(pageShortcut.mock.calls.map(([event]) => (event as KeyboardEvent).key)).not.toContain(
      'z',
    );
  });

  it('selects with Enter or Space (announced) and with a click, and deselects with Escape', async () => {
    const { spies, user } = renderGrid();
    handle('Assets').focus();
    await user.keyboard('{Enter}');
    expect(spies.onSelect).toHaveBeenLastCalledWith('p2');
    expect(lastAnnouncement(spies)).toBe('Assets selected; its properties are in the tile panel.');
    expect(handle('Assets')).toHaveAttribute('aria-current', 'true');
    handle('Alarms').focus();
    await user.keyboard(' ');
    expect(spies.onSelect).toHaveBeenLastCalledWith('p1');
    expect(handle('Assets')).not.toHaveAttribute('aria-current');
    await user.keyboard('{Escape}');
    expect(spies.onSelect).toHaveBeenLastCalledWith(null);
    const announced = spies.announce.mock.calls.length;
    await user.click(handle('Vulnerabilities'));
    expect(spies.onSelect).toHaveBeenLastCalledWith('p3');
    expect(spies.announce).toHaveBeenCalledTimes(announced);
  });

  it('re-renders no widget when the selection changes or a tile moves', async () => {
    const { user } = renderGrid();
    const counts = () => Object.fromEntries(tileRenders);
    const before = counts();
    expect(before).toEqual({ Alarms: 1, Assets: 1, Vulnerabilities: 1, Baseline: 1 });
    await user.click(handle('Alarms'));
    await user.click(handle('Baseline'));
    expect(counts()).toEqual(before);
    handle('Baseline').focus();
    await user.keyboard('{ArrowRight}{Shift>}{ArrowDown}{/Shift}');
    expect(counts()).toEqual(before);
  });

  it('dispatches the layout only when a drag stops, and no widget renders during the drag', () => {
    // jsdom has no layout: the grid measures a drag against the item's offset parent.
    const offsetParent = vi
      .spyOn(HTMLElement.prototype, 'offsetParent', 'get')
      .mockImplementation(function (this: HTMLElement) {
        return this.parentElement;
      });
    const { spies } = renderGrid();
    const before = Object.fromEntries(tileRenders);
    // Alarms starts at the top left (the origin jsdom reports for every element).
    const alarms = handle('Alarms');
    fireEvent.mouseDown(alarms, { button: 0, clientX: 20, clientY: 20 });
    for (let step = 1; step <= 60; step++) {
      fireEvent.mouseMove(document, { clientX: 20, clientY: 20 + step * 12 });
    }
    expect(spies.dispatch).not.toHaveBeenCalled();
    expect(alarms.closest('.react-grid-item')).toHaveClass('react-draggable-dragging');
    expect(Object.fromEntries(tileRenders)).toEqual(before);
    fireEvent.mouseUp(document, { clientX: 20, clientY: 740 });
    offsetParent.mockRestore();

    expect(spies.dispatch).toHaveBeenCalledTimes(1);
    const action = spies.dispatch.mock.calls[0]![0];
    expect(action).toEqual({
      type: 'layout',
      items: [
        { i: 'p1', x: 0, y: 12, w: 4, h: 6 },
        { i: 'p2', x: 4, y: 0, w: 4, h: 6 },
        { i: 'p3', x: 8, y: 0, w: 4, h: 6 },
        { i: 'p4', x: 0, y: 6, w: 6, h: 6 },
      ],
    });
    expect(lastAnnouncement(spies)).toBe('Alarms moved to column 1, row 13; width 4, height 6.');
    expect(handle('Alarms')).toHaveAccessibleName('Alarms, column 1, row 13, width 4, height 6');
    expect(Object.fromEntries(tileRenders)).toEqual(before);
  });

  it('holds the widget’s size while resizing and dispatches once, on stop', () => {
    const { spies, container } = renderGrid();
    const onResizeStart = gridProp<EventCallback>('onResizeStart');
    const onResize = gridProp<EventCallback | undefined>('onResize');
    const onResizeStop = gridProp<EventCallback>('onResizeStop');
    const item = container.querySelector('[data-tile-key="p1"]')!;
    const resizeHandle = item.querySelector<HTMLElement>('.react-resizable-handle-se')!;
    const body = item.querySelector<HTMLElement>('[data-tile-body]')!;
    const layout = gridProp<Layout>('layout');
    const old = layout.find((entry) => entry.i === 'p1')!;
    const event = new MouseEvent('mousemove');

    act(() => onResizeStart(layout, old, old, null, event, resizeHandle));
    expect(body.style.width).toMatch(/px$/);
    expect(body.style.height).toMatch(/px$/);
    expect(body.style.flex).not.toBe('');
    expect(onResize).toBeUndefined();

    const resized = layout.map((entry) => (entry.i === 'p1' ? { ...entry, w: 6, h: 8 } : entry));
    act(() => onResizeStop(resized, old, { ...old, w: 6, h: 8 }, null, event, resizeHandle));
    expect(body.style.width).toBe('');
    expect(body.style.flex).toBe('');
    expect(spies.dispatch).toHaveBeenCalledTimes(1);
    expect(spies.dispatch.mock.calls[0]![0]).toEqual({
      type: 'layout',
      items: [
        { i: 'p1', x: 0, y: 0, w: 6, h: 8 },
        { i: 'p2', x: 4, y: 0, w: 4, h: 6 },
        { i: 'p3', x: 8, y: 0, w: 4, h: 6 },
        { i: 'p4', x: 0, y: 6, w: 6, h: 6 },
      ],
    });
    expect(lastAnnouncement(spies)).toBe(
      'Alarms resized to width 6, height 8; at column 1, row 1.',
    );
  });

  it('dispatches nothing when a drag ends where it began', () => {
    const { spies } = renderGrid();
    const onDragStop = gridProp<EventCallback>('onDragStop');
    const layout = gridProp<Layout>('layout');
    act(() => onDragStop(layout, layout[0]!, layout[0]!, null, new MouseEvent('mouseup'), null));
    expect(spies.dispatch).not.toHaveBeenCalled();
    expect(spies.announce).not.toHaveBeenCalled();
  });

  it('speaks Chinese', async () => {
    const { spies, user } = renderGrid({ locale: 'zh' });
    const baseline = screen.getByRole('button', {
      name: /^Baseline，第 1 列，第 7 行，宽 6，高 6$/,
    });
    baseline.focus();
    await user.keyboard('{ArrowRight}');
    expect(lastAnnouncement(spies)).toBe('Baseline 已移动到第 2 列，第 7 行；宽 6，高 6。');
  });

  it('has no axe violations', async () => {
    const { container } = renderGrid();
    await userEvent.setup().click(handle('Alarms'));
    expect(await axeViolations(container)).toEqual([]);
  });
});
