/**
 * A table's partitions, generated on first read from its plan and seed. Sizes are the table's tier
 * totals split over the partitions of each tier, files and records the table's totals split by
 * size, so a table is always exactly the sum of its partitions.
 */
import { addDays, DAY_MS, HOUR_MS, MINUTE_MS, startOfDay } from './time';
import { SortedNames } from './sortedNames';
import { actionParams, classOfAge, drawAccess } from './tables';
import {
  STORAGE_CLASSES,
  TIER_OF_CLASS,
  type LakePartition,
  type LakeTable,
  type StorageClass,
  type TierPolicy,
} from './types';
import { apportion, itemAt } from './util';
import { createRng, deriveSeed } from '../../core/rng';

const NEXT_CLASS: Readonly<Partial<Record<StorageClass, StorageClass>>> = {
  STANDARD: 'IA',
  IA: 'ARCHIVE',
  ARCHIVE: 'COLD_ARCHIVE',
};

/** Days of age at which a partition enters its class. */
function entryAge(storageClass: StorageClass, tiers: TierPolicy): number {
  if (storageClass === 'IA') return tiers.ia;
  if (storageClass === 'ARCHIVE') return tiers.archive;
  if (storageClass === 'COLD_ARCHIVE') return tiers.cold;
  return 0;
}

/** The day before a partition changes class it is being converted; once converted it says so. */
function storageActionOf(
  age: number,
  storageClass: StorageClass,
  tiers: TierPolicy,
  dayStart: number,
  anchorMs: number,
  jitter: number,
): Pick<LakePartition, 'storageAction' | 'storageActionTimestamp' | 'storageActionParams'> {
  const next = NEXT_CLASS[storageClass];
  if (next && age === entryAge(next, tiers) - 1) {
    return {
      storageAction: `CONVERTING_TO_${next}`,
      storageActionTimestamp: anchorMs - jitter,
      storageActionParams: { targetStorageClass: next, trigger: 'lifecycle' },
    };
  }
  if (storageClass === 'STANDARD') {
    return { storageAction: 'NONE', storageActionTimestamp: null, storageActionParams: {} };
  }
  return {
    storageAction: 'CONVERTED',
    storageActionTimestamp: Math.min(
      anchorMs - jitter,
      dayStart + entryAge(storageClass, tiers) * DAY_MS + jitter,
    ),
    storageActionParams: { targetStorageClass: storageClass, trigger: 'lifecycle' },
  };
}

/** Without a lifecycle policy, partitions follow the table's own class and conversion. */
function wholeTableAction(
  table: LakeTable,
  createdAt: number,
): Pick<LakePartition, 'storageAction' | 'storageActionTimestamp' | 'storageActionParams'> {
  if (table.storageAction === null || table.storageAction === 'NONE') {
    return { storageAction: 'NONE', storageActionTimestamp: null, storageActionParams: {} };
  }
  return {
    storageAction: table.storageAction,
    storageActionTimestamp: Math.max(createdAt, table.storageActionTimestamp ?? createdAt),
    storageActionParams: actionParams(table.storageAction, table.storageClass, 'manual'),
  };
}

/** Region share of the business (the first regions are the biggest markets). */
const regionWeight = (index: number) => 1 / (1 + index * 0.35);

export function partitionsOf(table: LakeTable, anchorMs: number): SortedNames<LakePartition> {
  if (table.partitions) return table.partitions;
  const { plan, stats } = table;
  if (!plan) {
    table.partitions = new SortedNames();
    return table.partitions;
  }
  const rng = createRng(deriveSeed(table.seed, 'partitions'));
  const regionCount = Math.max(1, plan.regions.length);
  const count = plan.days * regionCount;

  const weights: number[] = [];
  const classes: StorageClass[] = [];
  for (let index = 0; index < count; index += 1) {
    const day = Math.floor(index / regionCount);
    const growth = 1 + day / plan.days;
    weights.push((0.6 + 0.8 * rng.next()) * growth * regionWeight(index % regionCount));
    // Without a lifecycle policy every partition is in the table's own class.
    classes.push(plan.tiers ? classOfAge(plan.days - 1 - day, plan.tiers) : table.storageClass);
  }

  // Sizes: each tier's total over the partitions in that tier.
  const sizes = new Array<number>(count).fill(0);
  for (const storageClass of STORAGE_CLASSES) {
    const members: number[] = [];
    classes.forEach((c, index) => {
      if (c === storageClass) members.push(index);
    });
    const split = apportion(
      stats.tiers[TIER_OF_CLASS[storageClass]],
      members.map((index) => itemAt(weights, index)),
    );
    members.forEach((index, at) => {
      sizes[index] = split[at] ?? 0;
    });
  }
  const sizeWeights = sizes.map((size, index) => size || itemAt(weights, index));
  const extraFiles = apportion(stats.fileCount - count, sizeWeights);
  const extraRecords = apportion(stats.recordCount - stats.fileCount, sizeWeights);

  const items: LakePartition[] = [];
  const dayKey = plan.keys[0] ?? 'dt';
  const regionKey = plan.keys[1];
  let dt = plan.firstDay;
  let dayStart = 0;
  for (let index = 0; index < count; index += 1) {
    const day = Math.floor(index / regionCount);
    if (index % regionCount === 0) {
      dt = addDays(plan.firstDay, day);
      dayStart = startOfDay(dt);
    }
    const region = plan.regions[index % regionCount];
    const spec: Record<string, string> = { [dayKey]: dt };
    let name = `${dayKey}=${dt}`;
    if (region !== undefined && regionKey) {
      spec[regionKey] = region;
      name += `/${regionKey}=${region}`;
    }
    const age = plan.days - 1 - day;
    const createdAt = Math.min(
      anchorMs - MINUTE_MS,
      Math.max(table.createdAt + MINUTE_MS, dayStart + rng.int(10 * MINUTE_MS, 5 * HOUR_MS)),
    );
    // Late data keeps arriving for a day or two.
    const updatedAt = Math.min(anchorMs - MINUTE_MS, createdAt + rng.int(0, 36 * HOUR_MS));
    const fileCount = 1 + (extraFiles[index] ?? 0);
    const storageClass = itemAt(classes, index);
    const access = drawAccess(rng, anchorMs, createdAt, age);
    items.push({
      name,
      spec,
      recordCount: fileCount + (extraRecords[index] ?? 0),
      fileSizeInBytes: sizes[index] ?? 0,
      fileCount,
      lastFileCreationTime: updatedAt,
      done: age > 0,
      storageClass,
      ...(plan.tiers
        ? storageActionOf(
            age,
            storageClass,
            plan.tiers,
            dayStart,
            anchorMs,
            rng.int(MINUTE_MS, 6 * HOUR_MS),
          )
        : wholeTableAction(table, createdAt)),
      totalBuckets: table.totalBuckets,
      createdBy: table.updatedBy,
      updatedBy: table.updatedBy,
      createdAt,
      updatedAt,
      ...access,
    });
  }
  table.partitions = SortedNames.from(items, (p) => p.name);
  return table.partitions;
}
