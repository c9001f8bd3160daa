import { docSignature } from './dirty';
import { docFromSetting, emptyDoc, type EditorDoc } from './editorState';
import { exportLayoutFile, importLayoutFile, layoutFileName } from './layoutFile';
import { catalog, layoutText, setting } from '../testing/testFixtures';

const source: EditorDoc = docFromSetting(
  setting({
    Title: ' Night ',
    LogoPower: true,
    MonitorUrl: 'https://monitor.example/wall',
    ScreenDataMap: layoutText([
      { positionId: 1, componentId: 5, date: '7-day', x: 0, y: 0, w: 6, h: 8, pinned: true },
      { positionId: 2, componentId: 404, date: '1-hour', x: 6, y: 0, w: 6, h: 8 },
      42,
    ]),
  }),
  catalog,
);

const validFile = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({ ...JSON.parse(exportLayoutFile(source)), ...overrides });

describe('layout file', () => {
  it('exports a versioned file with the layout as an array', () => {
    const file = JSON.parse(
      exportLayoutFile(source, { exportedAt: new Date(Date.UTC(2024, 0, 2)) }),
    );
    expect(file).toEqual({
      format: 'parapet.screen-layout',
      version: 1,
      exportedAt: '2024-01-02T00:00:00.000Z',
      title: 'Night',
      logoPower: true,
      monitorUrl: 'https://monitor.example/wall',
      screenDataMap: [
        { positionId: 1, componentId: 5, date: '7-day', x: 0, y: 0, w: 6, h: 8, pinned: true },
        { positionId: 2, componentId: 404, date: '1-hour', x: 6, y: 0, w: 6, h: 8 },
        42,
      ],
    });
  });

  it('imports what it exported: the same save, with the logo and default flag of the current screen', () => {
    const current = { ...emptyDoc(), logoUrl: 'https://oss.example/mine.png', isDefault: true };
    const result = importLayoutFile(exportLayoutFile(source), catalog, current);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(docSignature(result.doc)).toBe(
      docSignature({ ...source, logoUrl: current.logoUrl, isDefault: true }),
    );
    // The unknown component and the non-object element came through, and are listed.
    expect(result.doc.tiles.map((t) => t.componentId)).toEqual([5, 404, null]);
    expect(result.problems.map((p) => p.kind)).toEqual(['unknown-component', 'not-object']);
  });

  it('imports without a current screen: no logo, not the default, no monitor address if absent', () => {
    const { monitorUrl: _omit, ...rest } = JSON.parse(validFile()) as Record<string, unknown>;
    const result = importLayoutFile(JSON.stringify(rest), catalog);
    expect(result).toMatchObject({
      ok: true,
      doc: { logoUrl: '', isDefault: false, monitorUrl: '' },
    });
  });

  it.each([
    ['not-json', 'not json at all'],
    ['not-json', ''],
    ['wrong-format', '[1, 2]'],
    ['wrong-format', JSON.stringify({ version: 1, title: 'x' })],
    ['wrong-format', validFile({ format: 'other.layout' })],
    ['wrong-version', validFile({ version: 2 })],
    ['wrong-version', validFile({ version: undefined })],
    ['wrong-format', validFile({ title: 5 })],
    ['wrong-format', validFile({ logoPower: 'yes' })],
    ['wrong-format', validFile({ monitorUrl: 'javascript:alert(1)' })],
    ['bad-layout', validFile({ screenDataMap: '[]' })],
    ['bad-layout', validFile({ screenDataMap: { 0: {} } })],
    ['bad-layout', validFile({ screenDataMap: undefined })],
  ])('refuses with %s: %s', (error, text) => {
    const result = importLayoutFile(text, catalog, source);
    expect(result).toEqual({ ok: false, error, detail: expect.any(String) });
    if (!result.ok) expect(result.detail.length).toBeGreaterThan(0);
  });

  it('names the download after the title, safely', () => {
    expect(layoutFileName(' Ops/Night: 1 ')).toBe('Ops-Night- 1.screen-layout.json');
    expect(layoutFileName('   ')).toBe('screen.screen-layout.json');
    expect(layoutFileName('安全大屏')).toBe('安全大屏.screen-layout.json');
  });
});
