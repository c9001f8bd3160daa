// The wall soak's playlist variant (docs/bench.md, "Wall soak"): bench/screen.mjs' wallSoak on a
// playlist, judged as the round trips are.
import { soakRows } from './heapRows.mjs';
import { reported } from './results.mjs';
import { wallSoak } from './screen.mjs';

/**
 * The wall plays three screens by a `?play=` link (the default screen's twelve tiles, then
 * 攻击态势 and Ops), 20 s each, so a screen changes every cycle or two and each switch mounts one
 * screen's tiles and drops another's. Each sample is taken on the first screen shown afresh (the
 * wall's → key brings it there, even from itself, then one cycle draws it), so every sample counts
 * the same charts and nodes.
 */
export const PLAYLIST_SOAK = {
  path: '/screen/play?play=1001:20,1002:20,1003:20&refresh=10',
  beforeSample: async (page) => {
    const text = await page.getByRole('status', { name: /^Screen \d of 3/ }).textContent();
    const shown = Number(/^(\d)/.exec(text ?? '')?.[1] ?? 1);
    const presses = (4 - shown) % 3 || 3;
    for (let press = 0; press < presses; press += 1) await page.keyboard.press('ArrowRight');
    await page.getByRole('status', { name: /^Screen 1 of 3/ }).waitFor();
  },
};

/**
 * The soak twice: with only V8's interpreter, where the heap holds the app's objects and little
 * compiled code, and as users run Chromium. Mounting a screen every cycle calls code a fixed
 * screen never calls again, so V8's compilers keep writing code for hundreds of cycles, as in the
 * round trips: the heap budgets hold the first run, the whole heap as users run it is reported.
 */
export async function playlistSoaks(newPageIn, [browser, interpreterOnly], { base, setFaults }) {
  const options = { setFaults, ...PLAYLIST_SOAK };
  const kept = await wallSoak((size) => newPageIn(interpreterOnly, size), base, options);
  const compiled = await wallSoak((size) => newPageIn(browser, size), base, options);
  return { kept, compiled };
}

export function playlistSoakRows({ kept, compiled }) {
  const [slope, ratio] = soakRows(kept, 'playlist soak (V8 --max-opt=0)');
  return [
    slope,
    ratio,
    reported(
      `playlist soak whole heap cycle ${compiled.cycles} ÷ cycle ${compiled.baseCycle}`,
      compiled.heapRatio,
      'ratio',
    ),
    // Charts, nodes, listeners, errors and freshness as users run it.
    ...soakRows(compiled, 'playlist soak').slice(2),
  ];
}
