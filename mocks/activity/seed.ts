import type { ActivityOutcome, ActivityService } from '../../src/api/activity/model';
import type { ActivityRecord } from '../../src/api/activity/schemas';
import { RANK, roleForOperation, type Role } from '../../src/api/roles';
import { DEMO_PEOPLE } from '../core/roleState';
import { createRng, type Rng } from '../core/rng';
import { encodeUlid } from '../core/ulid';

/** A record as the log keeps it: `gone` is decided when the log is read. */
export type StoredActivity = Omit<ActivityRecord, 'gone'>;

/** What the seeded history acts on: names that exist in the seeded estate, so links lead somewhere. */
export interface ActivityEstate {
  catalogs: readonly {
    id: string;
    name: string;
    databases: readonly { name: string; tables: readonly string[] }[];
  }[];
  screens: readonly number[];
  webhooks: readonly string[];
}

const DAY = 86_400_000;
const SEED = 0xac71f17e;
export const SEEDED_ACTIVITY = 300;

interface Actor {
  person: ActivityRecord['user'];
  role: Role | null;
  device?: string;
  /** Relative share of the history. */
  weight: number;
  /** What this person does, by relative weight. */
  actions: readonly (readonly [Action, number])[];
}

type Action =
  | 'alterTable'
  | 'createTable'
  | 'dropTable'
  | 'alterDatabase'
  | 'createDatabase'
  | 'alterCatalog'
  | 'tableToken'
  | 'catalogToken'
  | 'saveScreen'
  | 'disableWebhook'
  | 'grant'
  | 'revoke'
  | 'createRole'
  | 'alterShare';

const person = (subject: string, name: string, email: string) => ({ subject, name, email });

const ACTORS: readonly Actor[] = [
  {
    person: person('u-chen-jing', 'Chen Jing', 'chen.jing@example.com'),
    role: 'admin',
    weight: 22,
    actions: [
      ['grant', 4],
      ['revoke', 2],
      ['createRole', 1],
      ['alterShare', 2],
      ['catalogToken', 2],
      ['alterCatalog', 2],
      ['createDatabase', 1],
    ],
  },
  {
    person: person('u-maya-patel', 'Maya Patel', 'maya.patel@example.com'),
    role: 'editor',
    weight: 34,
    actions: [
      ['alterTable', 6],
      ['createTable', 3],
      ['dropTable', 1],
      ['alterDatabase', 2],
      ['createDatabase', 1],
    ],
  },
  {
    person: person('u-tom-berger', 'Tom Berger', 'tom.berger@example.com'),
    role: 'editor',
    weight: 20,
    actions: [
      ['saveScreen', 6],
      ['disableWebhook', 1],
      ['alterTable', 2],
    ],
  },
  {
    person: person('u-li-na', 'Li Na', 'li.na@example.com'),
    role: 'viewer',
    weight: 8,
    // A viewer's writes are refused: what she tried is on the record.
    actions: [
      ['alterTable', 2],
      ['tableToken', 2],
      ['saveScreen', 1],
    ],
  },
  {
    person: null,
    role: null,
    device: 'etl-nightly',
    weight: 10,
    actions: [['tableToken', 1]],
  },
  ...(['admin', 'editor', 'viewer'] as const).map((role): Actor => ({
    person: { ...DEMO_PEOPLE[role] },
    role,
    weight: 2,
    actions:
      role === 'admin'
        ? [
            ['grant', 1],
            ['catalogToken', 1],
          ]
        : role === 'editor'
          ? [
              ['saveScreen', 1],
              ['alterTable', 1],
            ]
          : [
              ['saveScreen', 1],
              ['tableToken', 1],
            ],
  })),
];

const id = (rng: Rng, len: number) => {
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  let out = '';
  for (let i = 0; i < len; i += 1) out += alphabet.charAt(rng.int(0, alphabet.length - 1));
  return out;
};

interface Call {
  service: ActivityService;
  operation: string;
  method: string;
  resource: Record<string, string>;
}

function call(action: Action, estate: ActivityEstate, rng: Rng, sequence: number): Call | null {
  const catalog = estate.catalogs.length ? rng.pick(estate.catalogs) : undefined;
  const database = catalog?.databases.length ? rng.pick(catalog.databases) : undefined;
  const table = database?.tables.length ? rng.pick(database.tables) : undefined;
  const lake = (operation: string, method: string, resource: Record<string, string>): Call => ({
    service: 'lake',
    operation,
    method,
    resource,
  });
  switch (action) {
    case 'alterTable':
    case 'tableToken':
      if (!catalog || !database || !table) return null;
      return lake(
        action === 'alterTable' ? 'AlterTable' : 'GetTableToken',
        action === 'alterTable' ? 'POST' : 'GET',
        {
          catalogId: catalog.id,
          database: database.name,
          table,
        },
      );
    case 'createTable':
    case 'dropTable': {
      if (!catalog || !database) return null;
      // Scratch tables: made and, some of them, dropped again (their records then say so).
      const scratch = `tmp_${['events', 'orders', 'clicks', 'sessions'][sequence % 4]}_${(sequence % 7) + 1}`;
      return action === 'createTable'
        ? lake('CreateTable', 'POST', {
            catalogId: catalog.id,
            database: database.name,
            table: scratch,
          })
        : lake('DropTable', 'DELETE', {
            catalogId: catalog.id,
            database: database.name,
            table: scratch,
          });
    }
    case 'alterDatabase':
      if (!catalog || !database) return null;
      return lake('AlterDatabase', 'POST', { catalogId: catalog.id, database: database.name });
    case 'createDatabase':
      if (!catalog) return null;
      return lake('CreateDatabase', 'POST', {
        catalogId: catalog.id,
        name: `staging_${(sequence % 5) + 1}`,
      });
    case 'alterCatalog':
      return catalog ? lake('AlterCatalog', 'POST', { catalog: catalog.name }) : null;
    case 'catalogToken':
      return catalog ? lake('GetCatalogToken', 'GET', { catalog: catalog.name }) : null;
    case 'grant':
    case 'revoke':
      if (!catalog) return null;
      return lake(action === 'grant' ? 'BatchGrantPermissions' : 'BatchRevokePermissions', 'POST', {
        catalogId: catalog.id,
      });
    case 'createRole':
      return lake('CreateRole', 'POST', { roleName: `analyst_${(sequence % 3) + 1}` });
    case 'alterShare':
      return lake('AlterShareResources', 'POST', { share: 'partner_reports' });
    case 'saveScreen':
      return estate.screens.length
        ? {
            service: 'screen',
            operation: 'CreateScreenSetting',
            method: 'POST',
            resource: { Id: String(rng.pick(estate.screens)) },
          }
        : null;
    case 'disableWebhook':
      return estate.webhooks.length
        ? {
            service: 'agent',
            operation: 'DisableWebhook',
            method: 'POST',
            resource: { id: rng.pick(estate.webhooks) },
          }
        : null;
  }
}

function outcome(rng: Rng, refused: boolean, write: boolean): [ActivityOutcome, number | null] {
  if (refused) return ['forbidden', null];
  const roll = rng.next();
  if (roll < 0.02) return ['timeout', null];
  if (roll < 0.03) return ['unreachable', null];
  if (write && roll < 0.07) return ['answered', rng.pick([400, 404, 409])];
  if (roll < 0.085) return ['answered', 503];
  return ['answered', 200];
}

/** Working hours, Beijing time (01:00–11:00 UTC), on the day `daysAgo` before the anchor. */
function timeOf(anchorMs: number, rng: Rng): number {
  const daysAgo = Math.floor(rng.next() ** 1.3 * 30);
  const day = Math.floor((anchorMs - daysAgo * DAY) / DAY) * DAY;
  const at = day + 3_600_000 + Math.floor(rng.next() * 10 * 3_600_000);
  // Today's records are never later than now.
  return Math.min(at, anchorMs - rng.int(60_000, 3_600_000));
}

/**
 * About 300 records over the 30 days before the anchor: a handful of people at their usual work
 * (an admin's grants and tokens, editors' tables and screens, a viewer's refused attempts, a
 * device link's token reads), mostly answered. Deterministic for an anchor and an estate.
 */
export function seedActivity(anchorMs: number, estate: ActivityEstate): StoredActivity[] {
  const rng = createRng(SEED);
  const records: StoredActivity[] = [];
  const actors = ACTORS.map((actor) => [actor, actor.weight] as const);
  for (
    let sequence = 0;
    records.length < SEEDED_ACTIVITY && sequence < SEEDED_ACTIVITY * 3;
    sequence += 1
  ) {
    const actor = rng.weighted(actors);
    const made = call(rng.weighted(actor.actions), estate, rng, sequence);
    if (!made) continue;
    const time = timeOf(anchorMs, rng);
    const refused =
      actor.role !== null && RANK[actor.role] < RANK[roleForOperation(made.operation)];
    const [how, status] = outcome(rng, refused, made.method !== 'GET');
    records.push({
      id: `act_${encodeUlid(time, () => rng.next())}`,
      time: new Date(time).toISOString(),
      instance: 'demo',
      user: actor.person,
      role: actor.role,
      device: actor.device ?? null,
      ...made,
      outcome: how,
      upstreamStatus: status,
      requestId: status === null ? null : `req_${id(rng, 24)}`,
      durationMs:
        how === 'timeout'
          ? 30_000
          : how === 'forbidden'
            ? rng.int(1, 4)
            : Math.round(40 + Math.exp(4 + rng.normal() * 0.6)),
    });
  }
  return records.sort((a, b) => (a.id < b.id ? 1 : -1));
}
