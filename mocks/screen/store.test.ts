import { alarmLevels } from '../../src/api/screen/schemas';
import type { StorageLike } from '../core/storage';
import { MockDatabase } from '../database';
import {
  applyScreenOp,
  isScreenOp,
  seedScreenDb,
  type PutPictureOp,
  type SaveScreenOp,
  type ScreenDb,
} from './store';
import { alarmEvent, ALARM_COUNTS, filterAlarms, isPending, QUIET_MS } from './store/alarms';
import { ATTACK_COUNTS, attackRecord, attackTotal, attackWindow } from './store/attacks';
import { DAY_MS, HOUR_MS } from './store/calendar';
import { DATA_CODES } from '../../src/api/screen/dataCodes';
import { dataMapBody, SCREEN_COMPONENTS } from './seeds/components';
import { CRACK_FILTERS, CRACK_TYPES } from './store/crackTypes';
import { HOST_COUNT } from './seeds/hosts';
import { encodePng, shieldLogoPng, sniffPicture } from './store/picture';
import { SEEDED_LOGO_KEY } from './store/screens';
import { hostStatistics, securityStatInfo } from './store/stats';
import { ALARM_KINDS } from './seeds/texts';

const ANCHOR = Date.UTC(2025, 4, 14, 12, 0, 0);
const NOW = ANCHOR + 90_000;

let db: ScreenDb;
beforeAll(() => {
  db = seedScreenDb({ anchorMs: ANCHOR, scale: 'normal' });
});

/** The spec's response enumeration of `crack_type`, verbatim. */
const SPEC_RESPONSE_TYPES = [
  '113', '112', '201', '9', '5', '6', '7', '209', '31', '3', '30', '4', '33', '32', '203', '34',
  '0', '212', '213', '211', '61', '20', '22', '21', '24', '26', '25', '28', '27', '29', '102',
  '103', '101', '11', '10', '12', '15', '14', '17', '16', '19', '18', 'upload', 'other',
  'webshell', 'lfi', 'sqli', 'bypass', 'deeplearning', 'rfi', 'xss', 'csrf', 'path', 'crlf',
  'codei',
]; // prettier-ignore
/** The spec's request filter values of `Data.crack_type`, verbatim. */
const SPEC_FILTERS = [
  '3', '4', '5', '6', '9', '101', '102', '103', '104', '133', 'sqli', 'codei', 'xss', 'lfi',
  'rfi', 'webshell', 'upload', 'path', 'bypass', 'csrf', 'crlf', 'other',
]; // prettier-ignore

describe('screen seed', () => {
  it('is deterministic for an anchor', () => {
    const again = seedScreenDb({ anchorMs: ANCHOR, scale: 'normal' });
    expect(again.hosts).toEqual(db.hosts);
    expect(again.alarms).toEqual(db.alarms);
    expect(again.attacks).toEqual(db.attacks);
    expect(again.vulns).toEqual(db.vulns);
    expect(again.baseline).toEqual(db.baseline);
    expect(again.screens).toEqual(db.screens);
    expect(again.versionConfig).toEqual(db.versionConfig);
    expect(alarmEvent(again.alarms, again.hosts, 17, 'en')).toEqual(
      alarmEvent(db.alarms, db.hosts, 17, 'en'),
    );
  });

  it('moves every time with the anchor and keeps the rest', () => {
    const later = seedScreenDb({ anchorMs: ANCHOR + 5 * HOUR_MS, scale: 'normal' });
    expect(later.hosts).toEqual(db.hosts);
    expect(later.alarms.endMs[0]).toBeCloseTo((db.alarms.endMs[0] ?? 0) + 5 * HOUR_MS, -3);
    expect(later.versionConfig.ReleaseTime).toBe(ANCHOR + 5 * HOUR_MS + 5 * DAY_MS);
  });

  it('holds 200 hosts, about 85% online, with unique ids and addresses', () => {
    expect(db.hosts).toHaveLength(HOST_COUNT);
    const online = db.hosts.filter((h) => h.online).length;
    expect(online / HOST_COUNT).toBeGreaterThan(0.75);
    expect(online / HOST_COUNT).toBeLessThan(0.95);
    expect(new Set(db.hosts.map((h) => h.uuid)).size).toBe(HOST_COUNT);
    expect(new Set(db.hosts.map((h) => h.instanceId)).size).toBe(HOST_COUNT);
    expect(new Set(db.hosts.map((h) => h.name)).size).toBe(HOST_COUNT);
    const privates = db.hosts.map((h) => h.intranetIp);
    expect(new Set(privates).size).toBe(HOST_COUNT);
    for (const h of db.hosts) {
      expect(h.uuid).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
      expect(h.instanceId).toMatch(/^i-[0-9a-z]{20}$/);
      expect(h.intranetIp).toMatch(/^(10|172|192)\./);
    }
    const withoutPublic = db.hosts.filter((h) => h.internetIp === '').length;
    expect(withoutPublic).toBeGreaterThan(10);
    expect(withoutPublic).toBeLessThan(150);
  });

  it('holds at least 500 alarms over the last 40 days with consistent times and unique ids', () => {
    const { alarms } = db;
    expect(alarms.count).toBe(ALARM_COUNTS.normal);
    expect(alarms.count).toBeGreaterThanOrEqual(500);
    const ids = new Set<string>();
    for (let i = 0; i < alarms.count; i += 1) {
      const event = alarmEvent(alarms, db.hosts, i, 'en');
      ids.add(event.AlarmUniqueInfo);
      expect(event.EndTime).toBeGreaterThanOrEqual(event.StartTime);
      expect(event.EndTime).toBeLessThanOrEqual(ANCHOR - QUIET_MS);
      expect(event.StartTime).toBeGreaterThanOrEqual(ANCHOR - 40 * DAY_MS);
      expect(event.SuspiciousEventCount).toBeGreaterThanOrEqual(1);
      if (i > 0) expect(event.EndTime).toBeLessThanOrEqual(alarms.endMs[i - 1] ?? Infinity);
      const dealt = alarms.dealtMs[i] ?? -1;
      if (dealt >= 0) {
        expect(dealt).toBeGreaterThanOrEqual(event.EndTime);
        expect(dealt).toBeLessThanOrEqual(ANCHOR - QUIET_MS);
      }
    }
    expect(ids.size).toBe(alarms.count);
    for (const level of alarmLevels) {
      expect(
        filterAlarms(alarms, db.hosts, { lang: 'en', levels: new Set([level]) }).length,
      ).toBeGreaterThan(20);
    }
  });

  it('handles older alarms more often than recent ones', () => {
    const share = (from: number, to: number) => {
      let all = 0;
      let handled = 0;
      for (let i = 0; i < db.alarms.count; i += 1) {
        const age = ANCHOR - (db.alarms.endMs[i] ?? 0);
        if (age < from || age >= to) continue;
        all += 1;
        if (!isPending(db.alarms, i)) handled += 1;
      }
      return handled / all;
    };
    const recent = share(0, 2 * DAY_MS);
    const old = share(20 * DAY_MS, 40 * DAY_MS);
    expect(old).toBeGreaterThan(recent + 0.3);
    expect(recent).toBeGreaterThan(0);
  });

  it('has Chinese and English texts for every alarm kind', () => {
    const cjk = /[\u4e00-\u9fff]/;
    for (const kind of ALARM_KINDS) {
      for (const text of [kind.type, kind.name, kind.description, kind.solution]) {
        expect(text.zh).toMatch(cjk);
        expect(text.en).not.toMatch(cjk);
        expect(text.en.length).toBeGreaterThan(3);
      }
    }
    const en = alarmEvent(db.alarms, db.hosts, 0, 'en');
    const zh = alarmEvent(db.alarms, db.hosts, 0, 'zh');
    expect(zh.AlarmUniqueInfo).toBe(en.AlarmUniqueInfo);
    expect(zh.AlarmEventName).not.toBe(en.AlarmEventName);
    expect(zh.AlarmEventName).toMatch(cjk);
  });

  it('holds at least 5,000 attack records over the last 40 days', () => {
    const { attacks } = db;
    expect(attacks.count).toBe(ATTACK_COUNTS.normal);
    expect(attacks.count).toBeGreaterThanOrEqual(5_000);
    expect(attacks.hourMs[0]).toBeGreaterThanOrEqual(ANCHOR - 40 * DAY_MS);
    expect(attacks.hourMs[attacks.count - 1]).toBeLessThanOrEqual(ANCHOR);
    const seenTypes = new Set<string>();
    let scripts = 0;
    for (let i = 0; i < attacks.count; i += 1) {
      const record = attackRecord(attacks, db.hosts, i, false);
      expect(record.crack_hour % HOUR_MS).toBe(0);
      if (i > 0) expect(record.crack_hour).toBeGreaterThanOrEqual(attacks.hourMs[i - 1] ?? 0);
      expect(record.crack_cnt).toBeGreaterThanOrEqual(1);
      seenTypes.add(record.crack_type);
      const family = CRACK_TYPES.find((t) => t.value === record.crack_type)?.family;
      if (family === 'web') {
        expect(record.client_url).toMatch(/^https?:\/\//);
        expect(['GET', 'POST', 'PUT', 'HEAD']).toContain(record.crack_method);
      } else {
        expect(record.client_url).toBe('');
        expect(record.crack_method).toMatch(/^[A-Z]+$/);
      }
      if (/<script>|javascript:/.test(record.client_url)) scripts += 1;
    }
    expect(scripts).toBeGreaterThan(10);
    // Even the rarest types occur at this size.
    expect([...seenTypes].sort()).toEqual(CRACK_TYPES.map((t) => t.value).sort());
  });

  it('seeds 100,000 alarms and 200,000 attack records at scale large, quickly, with the same estate', () => {
    const started = performance.now();
    const large = seedScreenDb({ anchorMs: ANCHOR, scale: 'large' });
    const elapsed = performance.now() - started;
    expect(large.alarms.count).toBe(100_000);
    expect(large.attacks.count).toBe(200_000);
    // Guards against a complexity blow-up (quadratic seeding takes minutes), not a speed budget:
    // a unit test must pass on a loaded machine (docs/testing.md).
    expect(elapsed).toBeLessThan(10_000);
    expect(large.hosts).toEqual(db.hosts);
    expect(large.screens).toEqual(db.screens);
    expect(large.vulns).toEqual(db.vulns);
    // Aggregations over the full window stay fast too.
    const t0 = performance.now();
    const { lo, hi } = attackWindow(large.attacks, NOW - 40 * DAY_MS, NOW);
    expect(attackTotal(large.attacks, lo, hi, null)).toBeGreaterThan(200_000);
    securityStatInfo(large, NOW);
    hostStatistics(large);
    expect(performance.now() - t0).toBeLessThan(5_000);
  });
});

describe('attack type enumerations', () => {
  it('records carry exactly the spec response values', () => {
    expect(CRACK_TYPES.map((t) => t.value).sort()).toEqual([...SPEC_RESPONSE_TYPES].sort());
  });

  it('maps every spec filter value to response values, and reaches every response value', () => {
    expect(Object.keys(CRACK_FILTERS).sort()).toEqual([...SPEC_FILTERS].sort());
    const reached = new Set(Object.values(CRACK_FILTERS).flat());
    expect([...reached].sort()).toEqual([...SPEC_RESPONSE_TYPES].sort());
  });

  it('reads the request values that mean something else in responses through the table', () => {
    expect(CRACK_FILTERS['101']).toEqual(['7']);
    expect(CRACK_FILTERS['102']).toEqual(['15']);
    expect(CRACK_FILTERS['103']).toEqual(['webshell']);
    expect(CRACK_FILTERS['104']).toEqual(['webshell']);
    expect(CRACK_FILTERS['133']).toEqual(['webshell']);
    expect(CRACK_FILTERS.sqli).toEqual(['sqli', '0']);
    expect(CRACK_FILTERS.xss).toContain('101');
    expect(CRACK_FILTERS.csrf).toContain('102');
  });
});

describe('screen components', () => {
  it('offers the twelve data codes with fixed ids, grouped by type', () => {
    expect(SCREEN_COMPONENTS.map((c) => [c.code, c.id])).toEqual([
      ['ASSETS_ASSETS', '1'],
      ['VUL_VUL', '2'],
      ['VUL_EMER', '3'],
      ['HC_HC', '4'],
      ['ALARM_ALARM', '5'],
      ['SE_OP_SE_TREND', '6'],
      ['SE_OP_ATTACK_CLASS', '7'],
      ['SE_OP_SE_OP', '8'],
      ['SE_OP_ATTACK_TOP5', '9'],
      ['SE_OP_FLOW_TREND', '10'],
      ['SE_OP_ATTACK_TREND', '11'],
      ['BEST_PRA_BEST_PRA', '12'],
    ]);
    const zh = dataMapBody('zh').SecScreenTypeList;
    const en = dataMapBody('en').SecScreenTypeList;
    expect(zh.map((t) => t.TypeCode)).toEqual([
      'ASSETS',
      'VUL',
      'HC',
      'ALARM',
      'SE_OP',
      'BEST_PRA',
    ]);
    expect(zh.flatMap((t) => t.TypeData.map((c) => c.Code)).sort()).toEqual([...DATA_CODES].sort());
    expect(zh[0]).toMatchObject({ Type: '资产', TypeData: [{ Title: '资产', Id: '1' }] });
    expect(en[0]).toMatchObject({ Type: 'Assets', TypeData: [{ Title: 'Assets', Id: '1' }] });
    const trend = en.flatMap((t) => t.TypeData).find((c) => c.Code === 'SE_OP_ATTACK_TREND');
    expect(trend?.Date).toEqual([
      { Unit: 'hour', Value: '24' },
      { Unit: 'day', Value: '1' },
      { Unit: 'day', Value: '7' },
      { Unit: 'day', Value: '30' },
    ]);
    const score = en.flatMap((t) => t.TypeData).find((c) => c.Code === 'SE_OP_SE_TREND');
    expect(score?.Date.map((d) => d.Value)).toEqual(['1', '3', '7']);
  });
});

describe('seeded screens and journaled changes', () => {
  const save = (over: Partial<SaveScreenOp>): SaveScreenOp => ({
    service: 'screen',
    op: 'saveScreen',
    at: ANCHOR,
    id: 1004,
    title: 'New',
    dataMap: '[]',
    logoKey: null,
    logoUrl: '',
    logoPower: false,
    monitorUrl: null,
    isDefault: null,
    ...over,
  });
  const putPicture = (over: Partial<PutPictureOp>): PutPictureOp => ({
    service: 'screen',
    op: 'putPicture',
    at: ANCHOR,
    key: 'k',
    type: 'image/png',
    data: 'AA==',
    ...over,
  });

  it('seeds three screens, the default with all twelve components by position only', () => {
    expect(db.screens.map((s) => [s.id, s.isDefault])).toEqual([
      [1001, true],
      [1002, false],
      [1003, false],
    ]);
    const [first, second, third] = db.screens.map(
      (s) => JSON.parse(s.dataMap) as Record<string, unknown>[],
    );
    expect(first).toHaveLength(12);
    expect(first?.map((e) => e.positionId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(first?.map((e) => e.componentId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    for (const element of first ?? [])
      expect(Object.keys(element).sort()).toEqual(['componentId', 'date', 'positionId']);
    expect(second).toHaveLength(6);
    expect(third).toHaveLength(4);
    for (const element of [...(second ?? []), ...(third ?? [])]) {
      expect(element).toMatchObject({
        x: expect.any(Number),
        y: expect.any(Number),
        w: expect.any(Number),
        h: expect.any(Number),
      });
      expect(String(element.date)).toMatch(/^\d+-(hour|day)$/);
    }
    expect(db.screens[0]).toMatchObject({ logoKey: SEEDED_LOGO_KEY, logoPower: true });
    expect([...(db.screens[0]?.title ?? '')].length).toBeLessThanOrEqual(5);
    expect(sniffPicture(db.pictures.get(SEEDED_LOGO_KEY)?.bytes ?? new Uint8Array())).toBe(
      'image/png',
    );
  });

  it('creates, updates, moves the default and deletes by journaled ops', () => {
    const d = seedScreenDb({ anchorMs: ANCHOR, scale: 'normal' });
    applyScreenOp(d, save({ id: 1004, title: 'Mine' }));
    expect(d.screens.map((s) => s.id)).toEqual([1001, 1002, 1003, 1004]);
    expect(d.screens.find((s) => s.id === 1004)?.isDefault).toBe(false);
    expect(d.nextScreenId).toBe(1005);

    applyScreenOp(d, save({ id: 1003, title: 'Wall', isDefault: true }));
    expect(d.screens.filter((s) => s.isDefault).map((s) => s.id)).toEqual([1003]);
    expect(d.screens.find((s) => s.id === 1003)?.title).toBe('Wall');

    // Unsetting the default hands it to the lowest other id.
    applyScreenOp(d, save({ id: 1003, title: 'Wall', isDefault: false }));
    expect(d.screens.filter((s) => s.isDefault).map((s) => s.id)).toEqual([1001]);

    // Deleting the default makes the lowest remaining id the default.
    applyScreenOp(d, { service: 'screen', op: 'deleteScreen', at: ANCHOR, id: 1001 });
    expect(d.screens.map((s) => [s.id, s.isDefault])).toEqual([
      [1002, true],
      [1003, false],
      [1004, false],
    ]);
    applyScreenOp(d, { service: 'screen', op: 'deleteScreen', at: ANCHOR, id: 1004 });
    expect(d.nextScreenId).toBe(1005);
  });

  it('validates ops read back from storage', () => {
    expect(isScreenOp(save({}))).toBe(true);
    expect(isScreenOp({ ...save({}), id: 2 ** 31 })).toBe(false);
    expect(isScreenOp({ ...save({}), title: '' })).toBe(false);
    expect(isScreenOp({ ...save({}), logoPower: 'true' })).toBe(false);
    expect(isScreenOp({ ...save({}), service: 'agent' })).toBe(false);
    expect(isScreenOp({ service: 'screen', op: 'deleteScreen', at: 1, id: 1001 })).toBe(true);
    expect(isScreenOp({ service: 'screen', op: 'deleteScreen', at: 1, id: '1001' })).toBe(false);
    expect(isScreenOp(putPicture({}))).toBe(true);
    expect(isScreenOp({ ...putPicture({}), type: 'text/html' })).toBe(false);
  });

  it('replays saved screens and small pictures over the seed after a reload', () => {
    const items = new Map<string, string>();
    const storage: StorageLike = {
      getItem: (k) => items.get(k) ?? null,
      setItem: (k, v) => void items.set(k, v),
      removeItem: (k) => void items.delete(k),
    };
    const first = new MockDatabase({ scale: 'normal', storage, now: () => ANCHOR });
    const png = encodePng(2, 2, () => [1, 2, 3, 255]);
    first.record(putPicture({ key: 'screen/logo/x.png', data: btoa(String.fromCharCode(...png)) }));
    first.record(save({ id: 1004, title: 'Kept', logoKey: 'screen/logo/x.png', isDefault: true }));

    const reloaded = new MockDatabase({ scale: 'normal', storage, now: () => ANCHOR + HOUR_MS });
    const store = reloaded.store('screen');
    expect(store.screens.find((s) => s.id === 1004)).toMatchObject({
      title: 'Kept',
      isDefault: true,
      logoKey: 'screen/logo/x.png',
    });
    expect(store.screens.find((s) => s.id === 1001)?.isDefault).toBe(false);
    expect(store.pictures.get('screen/logo/x.png')?.bytes).toEqual(png);
  });

  it('draws valid PNG pictures', () => {
    const logo = shieldLogoPng();
    expect(sniffPicture(logo)).toBe('image/png');
    expect(sniffPicture(new TextEncoder().encode('<svg/>'))).toBeNull();
    expect(sniffPicture(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffPicture(new TextEncoder().encode('GIF89a...'))).toBe('image/gif');
    expect(sniffPicture(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
  });
});
