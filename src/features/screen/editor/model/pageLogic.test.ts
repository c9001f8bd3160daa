// @vitest-environment jsdom
import { messages } from '../pageMessages';
import { formatMessage } from '../../../../i18n/formatMessage';
import { catalog, setting } from '../testing/testFixtures';
import { detectConflict } from './conflict';
import { describeDifference, describeRange } from './describeDifference';
import { exportPixelRatio, keepInExport, pngFileName } from './exportPng';
import type { EditorPageT } from '../pageI18n';
import { settingAfterSave } from '../../../../api/screen/cache';
import { isTextField } from '../hooks/useUndoShortcuts';

const en = messages.en as Readonly<Record<string, string>>;
const t = ((key: string, params?: Record<string, unknown>) =>
  formatMessage(en[key] ?? key, params as never, 'en')) as unknown as EditorPageT;
const nameOf = (code: string | null, componentId: number | null) =>
  code === 'ALARM_ALARM' ? 'Alarms' : `Component ${componentId}`;

const tile = (extra: Record<string, unknown>) => ({ positionId: 1, componentId: 5, ...extra });

describe('describeDifference', () => {
  it('says what someone else changed, tile by tile, counting from 1', () => {
    const base = setting({
      Title: 'Ops',
      MonitorUrl: '',
      ScreenDataMap: JSON.stringify([tile({ date: '7-day', x: 0, y: 0, w: 4, h: 8 })]),
    });
    const latest = setting({
      Title: 'SOC',
      MonitorUrl: 'https://m.example/',
      LogoPower: false,
      ScreenDefault: 1,
      ScreenDataMap: JSON.stringify([tile({ date: '30-day', x: 4, y: 2, w: 6, h: 8 })]),
    });
    const differences = detectConflict(base, latest, catalog) ?? [];
    expect(differences.map((d) => describeDifference(d, t, nameOf))).toEqual([
      'The title was changed from “Ops” to “SOC”.',
      'The title decoration was turned off.',
      'The monitoring address was changed from (none) to https://m.example/.',
      'It was made the default screen.',
      'Alarms was moved from column 1, row 1 to column 5, row 3.',
      'Alarms was resized from 4×8 to 6×8 cells.',
      'The time range of Alarms was changed from 7 days to 30 days.',
    ]);
  });

  it('names added and removed tiles and other layout changes', () => {
    const base = setting({
      ScreenDataMap: JSON.stringify([tile({ date: '7-day', x: 0, y: 0, w: 4, h: 8 })]),
    });
    const latest = setting({
      ScreenDataMap: JSON.stringify([
        { positionId: 1, componentId: 2, date: '7-day', x: 4, y: 0, w: 4, h: 8 },
        'kept as is',
      ]),
    });
    const words = (detectConflict(base, latest, catalog) ?? []).map((d) =>
      describeDifference(d, t, nameOf),
    );
    expect(words).toEqual([
      'Component 2 was added at column 5, row 1.',
      'Alarms was removed.',
      'Other parts of the layout were changed.',
    ]);
  });

  it('writes ranges in words and leaves a text that is not a range as it is', () => {
    expect(describeRange('1-day', t)).toBe('1 day');
    expect(describeRange('24-hour', t)).toBe('24 hours');
    expect(describeRange('yesterday', t)).toBe('yesterday');
  });
});

describe('settingAfterSave', () => {
  const before = setting({ ScreenId: '42', Title: 'Old', ScreenDefault: 1 });
  const input = {
    id: '42',
    title: 'New',
    screenDataMap: '[]',
    logoUrl: '',
    logoPower: false,
    monitorUrl: '',
    isDefault: false,
  };

  it('prefers the setting read back when it shows what was written', () => {
    // The service kept the flag: this was its only screen.
    const reread = setting({
      ScreenId: '42',
      Title: 'New',
      ScreenDataMap: '[]',
      LogoUrl: '',
      LogoPower: false,
      MonitorUrl: '',
      ScreenDefault: 1,
      RequestId: 'r-2',
    });
    expect(settingAfterSave(before, '42', input, reread)).toBe(reread);
  });

  it('keeps what was written when the read-back shows someone else’s save', () => {
    const reread = setting({ ScreenId: '42', Title: 'Theirs', ScreenDataMap: '[]', LogoUrl: '' });
    expect(settingAfterSave(before, '42', input, reread)).toMatchObject({
      Title: 'New',
      ScreenDataMap: '[]',
      LogoPower: false,
      MonitorUrl: '',
      ScreenDefault: 0,
    });
    expect(settingAfterSave(before, '42', input, null).Title).toBe('New');
  });
});

describe('PNG export helpers', () => {
  it('leaves the grid’s editing furniture out of the picture', () => {
    const handle = document.createElement('span');
    handle.className = 'react-resizable-handle react-resizable-handle-se';
    const placeholder = document.createElement('div');
    placeholder.className = 'react-grid-item react-grid-placeholder';
    const skipped = document.createElement('p');
    skipped.dataset.export = 'skip';
    const tileBody = document.createElement('div');
    tileBody.className = 'react-grid-item';
    expect([handle, placeholder, skipped, tileBody].map(keepInExport)).toEqual([
      false,
      false,
      false,
      true,
    ]);
    expect(keepInExport(document.createTextNode('text'))).toBe(true);
  });

  it('uses whole device pixels and names the file after the layout file', () => {
    expect(exportPixelRatio(1)).toBe(1);
    expect(exportPixelRatio(2)).toBe(2);
    expect(exportPixelRatio(1.25)).toBe(1);
    expect(exportPixelRatio(Number.NaN)).toBe(1);
    expect(pngFileName('Ops.screen-layout.json')).toBe('Ops.png');
  });
});

describe('isTextField', () => {
  it('leaves Ctrl+Z to text fields and takes it everywhere else', () => {
    const text = document.createElement('input');
    const url = Object.assign(document.createElement('input'), { type: 'url' });
    const checkbox = Object.assign(document.createElement('input'), { type: 'checkbox' });
    const area = document.createElement('textarea');
    const button = document.createElement('button');
    expect([text, url, area].map(isTextField)).toEqual([true, true, true]);
    expect([checkbox, button, null].map(isTextField)).toEqual([false, false, false]);
  });
});
