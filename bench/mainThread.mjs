// The console's /screen load under a 4× CPU throttle (reported without a budget, docs/design.md
// §6): long tasks (≥ 50 ms), total blocking time, and where the main thread's time went, by
// package or app folder, read from a CPU profile of the live build mapped back through its
// (hidden) source maps.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LEAST_UPPER_BOUND, TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { waitForTiles } from './screen.mjs';

export const LOAD_THROTTLE = 4;

function observeLongTasks() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
}

/** What a profile frame's source belongs to: an npm package, or the app's folder two deep. */
export function owner(source) {
  const path = source.replaceAll('\\', '/');
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path)?.[1];
  if (pkg) return pkg;
  const app = /(?:^|\/)(src\/(?:[^/]+\/){0,2})/.exec(path)?.[1];
  return app ? app.replace(/\/$/, '') : path;
}

// What V8 reports outside any script: Blink's own work (style, layout, paint, HTML and script
// parsing and compiling) shows as "(program)".
const SPECIAL = {
  '(program)': 'browser: parse, compile, style, layout, paint',
  '(garbage collector)': 'garbage collection',
};

/**
 * Self time per owner (ms), from a CDP profile of pages served out of `outDir`, overall and in
 * the three longest busy stretches.
 */
export function selfTimeByOwner(profile, outDir) {
  const maps = new Map();
  const mapFor = (file) => {
    if (!maps.has(file)) {
      try {
        maps.set(file, new TraceMap(readFileSync(join(outDir, `${file}.map`), 'utf8')));
      } catch {
        maps.set(file, null);
      }
    }
    return maps.get(file);
  };
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parents.set(child, node);
  const ownerOf = new Map();
  const resolve = (node) => {
    if (ownerOf.has(node.id)) return ownerOf.get(node.id);
    const { url, functionName, lineNumber, columnNumber } = node.callFrame;
    // A browser API called from script (appendChild, fetch, setTimeout) counts for its caller.
    const caller = parents.get(node.id);
    let name =
      SPECIAL[functionName] ??
      (functionName === '(idle)' ? null : caller ? resolve(caller) : 'browser APIs');
    if (url) {
      const path = new URL(url).pathname.slice(1);
      const map = mapFor(path);
      // A chunk's top-level code (a module's evaluation) starts at its first character, which
      // Vite's preload helper occupies unmapped; elsewhere the next mapped position is the
      // function's own code.
      const at = { line: lineNumber + 1, column: columnNumber };
      const source =
        map &&
        (originalPositionFor(map, at).source ??
          originalPositionFor(map, { ...at, bias: LEAST_UPPER_BOUND }).source);
      name = source ? owner(source) : `${path} (top-level code)`;
    }
    ownerOf.set(node.id, name);
    return name;
  };
  const ranked = (totals) =>
    [...totals].map(([name, ms]) => ({ name, ms: Math.round(ms) })).sort((a, b) => b.ms - a.ms);
  const totals = new Map();
  // Busy stretches between idle samples: about the browser's tasks (two tasks back to back
  // count as one), each with its own contributors, to say what the longest ones are made of.
  const stretches = [];
  let stretch = null;
  // timeDeltas[i] is the time before sample i; the time after it (delta i + 1) is what it took.
  for (let i = 0; i < profile.samples.length; i += 1) {
    const name = resolve(nodes.get(profile.samples[i]));
    if (!name) {
      stretch = null;
      continue;
    }
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    totals.set(name, (totals.get(name) ?? 0) + ms);
    if (!stretch) stretches.push((stretch = { ms: 0, totals: new Map() }));
    stretch.ms += ms;
    stretch.totals.set(name, (stretch.totals.get(name) ?? 0) + ms);
  }
  const longest = stretches
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 3)
    .map((s) => ({ ms: Math.round(s.ms), top: ranked(s.totals).slice(0, 5) }));
  return { byOwner: ranked(totals), longest };
}

/**
 * Loads `/screen` on the live build (`base`, files in `outDir`) with the CPU throttled `rate`×
 * until all 12 tiles are drawn and the network is quiet: long tasks, total blocking time, busy
 * main-thread time, and the contributors to it.
 */
export async function screenLoadMainThread(newPage, base, outDir, rate = LOAD_THROTTLE) {
  const { context, page } = await newPage();
  await context.addInitScript(observeLongTasks);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  await cdp.send('Profiler.start');
  await page.goto(`${base}/screen?refresh=0`);
  await waitForTiles(page, 12);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const { profile } = await cdp.send('Profiler.stop');
  const longTasks = await page.evaluate(() => window.__longTasks);
  await context.close();
  const { byOwner, longest } = selfTimeByOwner(profile, outDir);
  return {
    rate,
    longTasks: longTasks.length,
    longestMs: Math.round(Math.max(0, ...longTasks)),
    totalBlockingMs: Math.round(longTasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0)),
    busyMs: byOwner.reduce((sum, entry) => sum + entry.ms, 0),
    top: byOwner.slice(0, 12),
    longestStretches: longest,
  };
}
