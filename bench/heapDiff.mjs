// Heap snapshots through CDP (HeapProfiler) and a diff of two of them by constructor, with the
// retainer paths of what was born between them and survived. Used by the soak
// (BENCH_HEAP_SNAPSHOTS=1) and `node bench/heapDiff.mjs a.heapsnapshot b.heapsnapshot`;
// docs/bench.md says how to read the output.
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** Takes a snapshot (after GC) and writes it to `file`; returns the parsed snapshot. */
export async function takeSnapshot(cdp, file) {
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  const chunks = [];
  const onChunk = ({ chunk }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  const text = chunks.join('');
  if (file) writeFileSync(file, text);
  return JSON.parse(text);
}

/** The snapshot as columns: per node its group name, id, self size; edges kept for retainers. */
function index(snapshot) {
  const { meta } = snapshot.snapshot;
  const nodeFields = meta.node_fields;
  const N = nodeFields.length;
  const types = meta.node_types[0];
  const edgeTypes = meta.edge_types[0];
  const E = meta.edge_fields.length;
  const { nodes, edges, strings } = snapshot;
  const f = (name) => nodeFields.indexOf(name);
  const [TYPE, NAME, ID, SIZE, EDGES] = ['type', 'name', 'id', 'self_size', 'edge_count'].map(f);
  const count = nodes.length / N;
  const group = new Array(count);
  const ids = new Float64Array(count);
  const sizes = new Float64Array(count);
  const firstEdge = new Uint32Array(count + 1);
  for (let i = 0, e = 0; i < count; i += 1) {
    const type = types[nodes[i * N + TYPE]];
    const name = strings[nodes[i * N + NAME]];
    // Objects by constructor, closures by function name, the rest by V8's kind.
    group[i] =
      type === 'object' || type === 'native'
        ? name
        : type === 'closure'
          ? `closure ${name || '(anonymous)'}`
          : type === 'array' || type === 'hidden' || type === 'object shape'
            ? `(${type}) ${name.slice(0, 60)}`
            : `(${type})`;
    ids[i] = nodes[i * N + ID];
    sizes[i] = nodes[i * N + SIZE];
    firstEdge[i] = e;
    e += nodes[i * N + EDGES] * E;
    firstEdge[i + 1] = e;
  }
  return { count, group, ids, sizes, firstEdge, edges, strings, edgeTypes, E, N };
}

function byGroup(ix, keep = () => true) {
  const groups = new Map();
  for (let i = 0; i < ix.count; i += 1) {
    if (!keep(i)) continue;
    const g = groups.get(ix.group[i]) ?? { count: 0, size: 0 };
    g.count += 1;
    g.size += ix.sizes[i];
    groups.set(ix.group[i], g);
  }
  return groups;
}

/** One retainer chain of node `i` up to `depth` steps, skipping weak edges, as text. */
function retainerPath(ix, reverse, i, depth = 8) {
  const steps = [];
  const seen = new Set([i]);
  let at = i;
  for (let d = 0; d < depth; d += 1) {
    const from = (reverse.get(at) ?? []).find((r) => !seen.has(r.from));
    if (!from) break;
    steps.push(`${ix.group[from.from]}${from.edge ? `.${from.edge}` : ''}`);
    seen.add(from.from);
    at = from.from;
  }
  return `${ix.group[i]} ← ${steps.join(' ← ')}`;
}

/** Reverse edges into the given nodes and, repeatedly, into their retainers (depth steps). */
function reverseEdges(ix, targets, depth = 8) {
  const reverse = new Map();
  let frontier = new Set(targets);
  for (let d = 0; d < depth && frontier.size; d += 1) {
    const next = new Set();
    for (let from = 0; from < ix.count; from += 1) {
      for (let e = ix.firstEdge[from]; e < ix.firstEdge[from + 1]; e += ix.E) {
        const to = ix.edges[e + 2] / ix.N;
        if (!frontier.has(to)) continue;
        const type = ix.edgeTypes[ix.edges[e]];
        if (type === 'weak') continue;
        const nameOrIndex = ix.edges[e + 1];
        const edge =
          type === 'element' || type === 'hidden' ? `[${nameOrIndex}]` : ix.strings[nameOrIndex];
        const list = reverse.get(to) ?? [];
        if (list.length < 4) list.push({ from, edge: type === 'hidden' ? '' : edge });
        reverse.set(to, list);
        if (!reverse.has(from)) next.add(from);
      }
    }
    frontier = next;
  }
  return reverse;
}

/**
 * What grew from snapshot `a` to `b`: per group, the change in count and bytes, and the objects
 * born after `a` (ids greater than any in `a`) still alive in `b`, with a retainer path of a few.
 */
export function diffSnapshots(a, b, { top = 25, paths = 6 } = {}) {
  const ia = index(a);
  const ib = index(b);
  const ga = byGroup(ia);
  const gb = byGroup(ib);
  let maxIdA = 0;
  for (let i = 0; i < ia.count; i += 1) maxIdA = Math.max(maxIdA, ia.ids[i]);
  const born = (i) => ib.ids[i] > maxIdA;
  const gNew = byGroup(ib, born);
  const rows = [...new Set([...ga.keys(), ...gb.keys()])].map((name) => {
    const before = ga.get(name) ?? { count: 0, size: 0 };
    const after = gb.get(name) ?? { count: 0, size: 0 };
    const fresh = gNew.get(name) ?? { count: 0, size: 0 };
    return {
      name,
      countDelta: after.count - before.count,
      sizeDelta: after.size - before.size,
      bornAlive: fresh.count,
      bornAliveBytes: fresh.size,
    };
  });
  const grown = rows.sort((x, y) => y.sizeDelta - x.sizeDelta).slice(0, top);
  // Retainers of a few surviving newborns of the groups that grew most in count.
  const targets = [];
  for (const row of [...rows].sort((x, y) => y.countDelta - x.countDelta).slice(0, paths)) {
    for (let i = 0, n = 0; i < ib.count && n < 2; i += 1) {
      if (ib.group[i] === row.name && born(i)) {
        targets.push(i);
        n += 1;
      }
    }
  }
  const reverse = reverseEdges(ib, targets);
  const total = (ix) => ix.sizes.reduce((s, v) => s + v, 0);
  return {
    totalBefore: total(ia),
    totalAfter: total(ib),
    grown,
    retainers: targets.map((i) => retainerPath(ib, reverse, i)),
  };
}

export function printDiff(diff) {
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  console.log(
    `heap (self sizes) ${kb(diff.totalBefore)} → ${kb(diff.totalAfter)} KB (${kb(diff.totalAfter - diff.totalBefore)} KB)`,
  );
  console.log('  Δ KB      Δ count   born+alive  group');
  for (const r of diff.grown) {
    console.log(
      `  ${kb(r.sizeDelta).padStart(8)}  ${String(r.countDelta).padStart(8)}  ${String(r.bornAlive).padStart(10)}  ${r.name}`,
    );
  }
  console.log('retainers of objects born between the snapshots and still alive:');
  for (const path of diff.retainers) console.log(`  ${path}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [fileA, fileB] = process.argv.slice(2);
  if (!fileA || !fileB) {
    console.error('usage: node bench/heapDiff.mjs <before.heapsnapshot> <after.heapsnapshot>');
    process.exit(1);
  }
  const read = (file) => JSON.parse(readFileSync(file, 'utf8'));
  printDiff(diffSnapshots(read(fileA), read(fileB)));
}

/**
 * The V8 heap of a snapshot in two parts: V8's compiled code (the `(code)` nodes: bytecode,
 * baseline and optimized machine code) and everything else V8 holds (the page's objects, strings,
 * closures, shapes). Blink's own objects (`native`) and the snapshot's synthetic roots are left
 * out: they are not in the V8 heap that `Runtime.getHeapUsage` reports.
 */
export function v8HeapParts(snapshot) {
  const { meta } = snapshot.snapshot;
  const N = meta.node_fields.length;
  const TYPE = meta.node_fields.indexOf('type');
  const SIZE = meta.node_fields.indexOf('self_size');
  const types = meta.node_types[0];
  let code = 0;
  let rest = 0;
  for (let i = 0; i < snapshot.nodes.length; i += N) {
    const type = types[snapshot.nodes[i + TYPE]];
    const size = snapshot.nodes[i + SIZE];
    if (type === 'code') code += size;
    else if (type !== 'native' && type !== 'synthetic') rest += size;
  }
  return { code, rest };
}
