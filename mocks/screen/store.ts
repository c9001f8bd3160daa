/**
 * The security screen's mock store: one seeded, time-consistent estate (hosts, alarms, risks,
 * attacks) plus the screens and logo pictures that journaled ops change. Only alarms and attack
 * records grow with the scale; hosts, risks, screens and their ids are the same at both scales.
 */
import type { MockScale } from '../../src/api/mockControl';
import { TITLE_MAX } from '../../src/api/screen/limits';
import { generateAlarms, type AlarmTable } from './store/alarms';
import { generateAttacks, type AttackTable } from './store/attacks';
import { base64ToBytes } from '../core/base64';
import { DAY_MS } from './store/calendar';
import { generateHosts, type ScreenHost } from './seeds/hosts';
import type { StoredPicture } from './store/oss';
import { PICTURE_TYPES, shieldLogoPng, type PictureType } from './store/picture';
import {
  generateBaseline,
  generateCloudChecks,
  generateVulns,
  type BaselineItem,
  type CloudCheck,
  type VulnItem,
} from './store/risks';
import {
  byId,
  ensureOneDefault,
  SEEDED_LOGO_KEY,
  seedScreens,
  type ScreenFields,
  type ScreenRecord,
} from './store/screens';
import { buildScoreIndex, type ScoreIndex } from './store/score';
import { createRng, deriveSeed } from '../core/rng';
import type { MockStore, SeedOptions } from '../core/serviceStore';

const SEED = 0x5c4ee17;
/** Screen ids are int32 (CreateScreenSetting returns an int32 `Id`). */
export const SCREEN_ID_MAX = 2 ** 31 - 1;
export { TITLE_MAX };
/** Uploaded pictures up to this size are journaled (and survive a reload); larger ones last for
 * the session only, so the journal stays well inside the localStorage quota. */
export const PERSISTED_PICTURE_MAX_BYTES = 64 * 1024;

interface VersionConfig {
  Version: number;
  ReleaseTime: number;
  IsTrialVersion: number;
  SecScreen: number;
  SecLog: number;
  AssetLevel: number;
  InstanceId: string;
}

export interface ScreenDb {
  readonly seed: number;
  readonly anchorMs: number;
  readonly scale: MockScale;
  readonly hosts: readonly ScreenHost[];
  readonly alarms: AlarmTable;
  readonly attacks: AttackTable;
  readonly vulns: readonly VulnItem[];
  readonly baseline: readonly BaselineItem[];
  readonly cloudChecks: readonly CloudCheck[];
  readonly score: ScoreIndex;
  readonly versionConfig: VersionConfig;
  /** Id order; changed by journaled ops only. */
  readonly screens: ScreenRecord[];
  /** Ids are never reused, even after a delete. */
  nextScreenId: number;
  /** Object storage of the logos, by key. */
  readonly pictures: Map<string, StoredPicture>;
}

export interface SaveScreenOp extends ScreenFields {
  service: 'screen';
  op: 'saveScreen';
  at: number;
  id: number;
  /** null: leave the flag as it is (a new screen is not the default unless it is the only one). */
  isDefault: boolean | null;
}

interface DeleteScreenOp {
  service: 'screen';
  op: 'deleteScreen';
  at: number;
  id: number;
}

export interface PutPictureOp {
  service: 'screen';
  op: 'putPicture';
  at: number;
  key: string;
  type: PictureType;
  /** The bytes, Base64. */
  data: string;
}

type ScreenOp = SaveScreenOp | DeleteScreenOp | PutPictureOp;

export function seedScreenDb({ anchorMs, scale }: SeedOptions): ScreenDb {
  const anchor = Math.floor(anchorMs);
  const hosts = generateHosts(SEED);
  const alarms = generateAlarms(SEED, scale, anchor, hosts);
  const attacks = generateAttacks(SEED, scale, anchor, hosts);
  const vulns = generateVulns(SEED, anchor, hosts);
  const baseline = generateBaseline(SEED, anchor, hosts);
  const rng = createRng(deriveSeed(SEED, 'instance'));
  const instance = Array.from({ length: 12 }, () => rng.int(0, 35).toString(36)).join('');
  const screens = seedScreens();
  const base = {
    seed: SEED,
    anchorMs: anchor,
    scale,
    hosts,
    alarms,
    attacks,
    vulns,
    baseline,
    cloudChecks: generateCloudChecks(SEED),
    versionConfig: {
      Version: 7,
      ReleaseTime: anchor + 5 * DAY_MS,
      IsTrialVersion: 0,
      SecScreen: 1,
      SecLog: 1,
      AssetLevel: 200,
      InstanceId: `sas-${instance}`,
    },
    screens,
    nextScreenId: Math.max(...screens.map((s) => s.id)) + 1,
    pictures: new Map<string, StoredPicture>([
      [SEEDED_LOGO_KEY, { bytes: shieldLogoPng(), type: 'image/png' }],
    ]),
  };
  return { ...base, score: buildScoreIndex(base) };
}

export function findScreen(db: ScreenDb, id: number): ScreenRecord | undefined {
  return db.screens.find((s) => s.id === id);
}

function applySave(db: ScreenDb, op: SaveScreenOp): void {
  let screen = findScreen(db, op.id);
  const wasDefault = screen?.isDefault ?? false;
  const fields: ScreenFields = {
    title: op.title,
    dataMap: op.dataMap,
    logoKey: op.logoKey,
    logoUrl: op.logoUrl,
    logoPower: op.logoPower,
    monitorUrl: op.monitorUrl,
  };
  if (screen) {
    Object.assign(screen, fields);
  } else {
    screen = { id: op.id, ...fields, isDefault: false };
    db.screens.push(screen);
    db.screens.sort(byId);
  }
  db.nextScreenId = Math.max(db.nextScreenId, op.id + 1);
  if (op.isDefault === true) {
    for (const s of db.screens) s.isDefault = s === screen;
  } else if (op.isDefault === false && wasDefault) {
    // Unsetting the default hands it to the lowest other id (the rule deletes follow too).
    const others = db.screens.filter((s) => s !== screen);
    if (others.length > 0) {
      screen.isDefault = false;
      ensureOneDefault(others);
    }
  }
  ensureOneDefault(db.screens);
}

export function applyScreenOp(db: ScreenDb, op: ScreenOp): void {
  switch (op.op) {
    case 'saveScreen':
      applySave(db, op);
      return;
    case 'deleteScreen': {
      const index = db.screens.findIndex((s) => s.id === op.id);
      if (index < 0) return;
      db.screens.splice(index, 1);
      ensureOneDefault(db.screens);
      return;
    }
    case 'putPicture':
      try {
        db.pictures.set(op.key, { bytes: base64ToBytes(op.data), type: op.type });
      } catch {
        // Unreadable Base64 from storage: that picture is simply gone.
      }
      return;
  }
}

const isInt = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
const isStringOrNull = (value: unknown) => value === null || typeof value === 'string';

export function isScreenOp(value: unknown): value is ScreenOp {
  if (typeof value !== 'object' || value === null) return false;
  const op = value as Record<string, unknown>;
  if (op.service !== 'screen' || typeof op.at !== 'number' || !Number.isFinite(op.at)) return false;
  switch (op.op) {
    case 'saveScreen':
      return (
        isInt(op.id, 1, SCREEN_ID_MAX) &&
        typeof op.title === 'string' &&
        op.title.length > 0 &&
        [...op.title].length <= TITLE_MAX &&
        typeof op.dataMap === 'string' &&
        isStringOrNull(op.logoKey) &&
        typeof op.logoUrl === 'string' &&
        typeof op.logoPower === 'boolean' &&
        isStringOrNull(op.monitorUrl) &&
        (op.isDefault === null || typeof op.isDefault === 'boolean')
      );
    case 'deleteScreen':
      return isInt(op.id, 1, SCREEN_ID_MAX);
    case 'putPicture':
      return (
        typeof op.key === 'string' &&
        op.key.length > 0 &&
        (PICTURE_TYPES as readonly unknown[]).includes(op.type) &&
        typeof op.data === 'string' &&
        op.data.length <= Math.ceil(PERSISTED_PICTURE_MAX_BYTES / 3) * 4
      );
    default:
      return false;
  }
}

export const screenStore: MockStore<ScreenDb, ScreenOp> = {
  service: 'screen',
  seed: seedScreenDb,
  apply: applyScreenOp,
  isOp: isScreenOp,
};
