/**
 * The shares the lake mock starts with: provided shares on real catalogs, databases and tables
 * with their receivers, receivers with account ids above 2^53, and shares other accounts provide.
 */
import { DAY_MS, HOUR_MS } from '../store/time';
import { PRINCIPALS } from './sales';
import { SortedNames } from '../store/sortedNames';
import type { LakeDb } from '../store/types';
import type {
  LakeReceivedShare,
  LakeReceiver,
  LakeShare,
  ShareResourceType,
  ShareState,
} from '../store/shareTypes';
const { alice, carol, dave } = PRINCIPALS;
const provider = (tenant: string) => `acs:ram::${tenant}:root`;

const RECEIVER_SEEDS = [
  ['partner_apac', '9007199254740997', 'APAC reseller analytics account', 160],
  ['partner_eu', '4611686018427387904', 'EU distribution partner', 120],
  ['auditor_kpmg', '1000000000000001', 'External audit, read only', 60],
  ['bi_vendor', '9223372036854775807', 'BI vendor sandbox', 20],
] as const;

interface ProvidedSeed {
  name: string;
  comment: string;
  enableWrite: boolean;
  owner: string;
  ageDays: number;
  catalog: string | null;
  resources: readonly [ShareResourceType, string | null, string | null][];
  receivers: readonly string[];
}

const PROVIDED_SEEDS: readonly ProvidedSeed[] = [
  {
    name: 'sales_to_partners',
    comment: 'Orders and customers for our resellers',
    enableWrite: false,
    owner: alice,
    ageDays: 150,
    catalog: 'sales_lake',
    resources: [
      ['TABLE', 'sales', 'customers'],
      ['TABLE', 'sales', 'orders'],
    ],
    receivers: ['partner_apac', 'partner_eu'],
  },
  {
    name: 'marketing_campaigns',
    comment: 'Campaign results for the EU agency',
    enableWrite: true,
    owner: carol,
    ageDays: 90,
    catalog: 'marketing_iceberg',
    resources: [
      ['DATABASE_ALL', 'campaigns', null],
      ['TABLE', 'audiences', 'segments'],
    ],
    receivers: ['partner_eu'],
  },
  {
    name: 'audit_finance',
    comment: 'Ledger for the yearly audit',
    enableWrite: false,
    owner: dave,
    ageDays: 55,
    catalog: 'finance_archive',
    resources: [['CATALOG_ALL', null, null]],
    receivers: ['auditor_kpmg'],
  },
  {
    name: 'logs_preview',
    comment: '',
    enableWrite: false,
    owner: carol,
    ageDays: 5,
    catalog: null,
    resources: [],
    receivers: [],
  },
];

const RECEIVED_SEEDS = [
  // The catalog `partner_share` was made from this one (lake/seeds/catalogs.ts, shareId share-8842).
  ['share-8842', 'partner_orders', '9876543210987654', 'Orders shared by our distributor', 200],
  ['share-5f1c3a', 'apac_market_signals', '9007199254740993', 'Weekly market signals', 45],
  ['share-0b77e2', 'benchmark_public', '9223372036854775806', 'Industry benchmark tables', 30],
] as const;

export function seedShares(db: LakeDb): ShareState {
  const anchor = db.anchorMs;
  const at = (days: number, hours = 0) => anchor - days * DAY_MS - hours * HOUR_MS;
  const receivers = RECEIVER_SEEDS.map(
    ([receiverName, receiverTenantId, comment, days]): LakeReceiver => ({
      receiverName,
      receiverTenantId,
      comment,
      createdBy: alice,
      updatedBy: alice,
      createdAt: at(days, 3),
      updatedAt: at(Math.floor(days / 2), 1),
    }),
  );
  const provided = PROVIDED_SEEDS.map((seed, index): LakeShare => {
    const createdAt = at(seed.ageDays, 2 + index);
    const catalogId = seed.catalog === null ? null : (db.catalogs.get(seed.catalog)?.id ?? null);
    return {
      shareId: `share-${(0x3a10c + index * 0x1f37).toString(16)}`,
      shareName: seed.name,
      comment: seed.comment,
      enableWrite: seed.enableWrite,
      owner: seed.owner,
      createdBy: seed.owner,
      updatedBy: seed.owner,
      createdAt,
      updatedAt: createdAt + DAY_MS,
      receivers: new Set(seed.receivers),
      catalogId,
      resources:
        catalogId === null
          ? []
          : seed.resources.map(([shareType, databaseName, tableName]) => ({
              shareType,
              databaseName,
              tableName,
              createdBy: seed.owner,
              updatedBy: seed.owner,
              createdAt: createdAt + HOUR_MS,
              updatedAt: createdAt + HOUR_MS,
            })),
    };
  });
  const received = RECEIVED_SEEDS.map(
    ([shareId, shareName, providerTenantId, comment, days]): LakeReceivedShare => ({
      shareId,
      shareName,
      comment,
      providerTenantId,
      owner: provider(providerTenantId),
      createdBy: provider(providerTenantId),
      updatedBy: provider(providerTenantId),
      createdAt: at(days, 5),
      updatedAt: at(days, 5),
    }),
  );
  return {
    provided: SortedNames.from(provided, (s) => s.shareName),
    receivers: SortedNames.from(receivers, (r) => r.receiverName),
    received: SortedNames.from(received, (s) => s.shareName),
  };
}
