// The rows of the heap measures (docs/design.md §6): the round trips between pages and the wall
// display's soak, from what bench/screen.mjs measured. Pure: bench/run.mjs measures, this judges.
import { reported, row } from './results.mjs';

const HEAP_RATIO_BUDGET = 1.05;
/**
 * Round trips with the compilers on, trip 120 ÷ trip 60, of the V8 heap less V8's code
 * (docs/design.md §6): V8 keeps compiling hot functions for hundreds of trips.
 */
const COMPILED_TRIPS_BUDGET = 1.03;
const SLOPE_BUDGET_MB = 0.2;

/** V8's code and the rest of the heap at each sample, in MB, for the details file. */
export const v8PartsMb = (parts) =>
  parts.map(({ code, rest }) => ({
    codeMb: +(code / 1_048_576).toFixed(2),
    restMb: +(rest / 1_048_576).toFixed(2),
  }));

/**
 * `kept`: the round trips with only V8's interpreter; `trips`: as users run Chromium, with
 * `parts` the V8 heap's code and rest at its two samples.
 */
export function roundTripRows(kept, trips, [baseParts, lastParts]) {
  return [
    row(
      `round trips heap trip ${kept.trips} ÷ trip ${kept.baseTrip} (V8 --max-opt=0)`,
      kept.heapRatio,
      HEAP_RATIO_BUDGET,
      'ratio',
    ),
    row(
      `round trips heap less V8 code trip ${trips.trips} ÷ trip ${trips.baseTrip}`,
      +(lastParts.rest / baseParts.rest).toFixed(3),
      COMPILED_TRIPS_BUDGET,
      'ratio',
    ),
    reported(
      `round trips whole heap trip ${trips.trips} ÷ trip ${trips.baseTrip}`,
      trips.heapRatio,
      'ratio',
    ),
    reported(
      `round trips V8 code trip ${trips.trips} ÷ trip ${trips.baseTrip}`,
      +(lastParts.code / baseParts.code).toFixed(3),
      'ratio',
    ),
    row(
      'round trips echarts instances ≠ canvases',
      trips.screenMismatch + trips.catalogMismatch + kept.screenMismatch + kept.catalogMismatch,
      0,
      'visits',
      'equal',
    ),
    row(
      'round trips echarts left after leaving',
      Math.max(
        trips.chartsLeftOnCatalog + trips.chartsLeftOnWebhooks,
        kept.chartsLeftOnCatalog + kept.chartsLeftOnWebhooks,
      ),
      0,
      'instances',
      'equal',
    ),
  ];
}

export function soakRows(soak, name = 'soak') {
  return [
    row(
      `${name} heap slope cycles ${soak.cycles / 2}–${soak.cycles}`,
      soak.slopeMbPer1000,
      SLOPE_BUDGET_MB,
      'MB per 1,000',
    ),
    row(
      `${name} heap cycle ${soak.cycles} ÷ cycle ${soak.baseCycle}`,
      soak.heapRatio,
      HEAP_RATIO_BUDGET,
      'ratio',
    ),
    row(
      `${name} echarts instances flat (faults off)`,
      soak.chartsFlat ? 1 : 0,
      1,
      'yes = 1',
      'equal',
    ),
    row(`${name} DOM nodes end ÷ start`, soak.nodesRatio, 1.01, 'ratio'),
    row(`${name} listeners end ÷ start`, soak.listenersRatio, 1.01, 'ratio'),
    row(`${name} uncaught errors`, soak.errors, 0, 'errors', 'equal'),
    row(`${name} tiles not fresh after faults stop`, soak.notFresh, 0, 'tiles', 'equal'),
  ];
}
