/**
 * Attack records of the screen mock: hour-aggregated (`crack_hour` is the hour, `crack_cnt` the
 * attempts in it), stored column-wise and sorted by time, so a window is two binary searches and
 * every aggregation is one pass over the window without building records. 200,000 records (scale
 * `large`) take a few milliseconds to generate.
 */
import type { MockScale } from '../../../src/api/mockControl';
import { QUIET_MS } from './alarms';
import { utf8ToBase64 } from '../../core/base64';
import { DAY_MS, HOUR_MS, lowerBound, upperBound } from './calendar';
import { CRACK_TYPES } from './crackTypes';
import { cumulative, pickCumulative, type ScreenHost } from '../seeds/hosts';
import { ALL_URL_TEMPLATES, URL_CLASS_INDEXES } from '../seeds/urls';
import { createRng, deriveSeed, type Rng } from '../../core/rng';

export const ATTACK_COUNTS: Readonly<Record<MockScale, number>> = {
  normal: 6_000,
  large: 200_000,
};
const ATTACK_DAYS = 40;
/** The account that owns the estate (`acctuid`). */
const ACCOUNT_UID = '1767893412203856';
const TABLE_SOURCES = ['aegis_crack_log', 'waf_attack_log', 'rasp_attack_log', 'cfw_ips_log'];
const NO_URL = 0xffff;

interface Attacker {
  ip: string;
  location: string;
}

export interface AttackTable {
  readonly count: number;
  /** Start of the hour, ascending. */
  readonly hourMs: Float64Array;
  readonly cnt: Uint32Array;
  /** Index into CRACK_TYPES. */
  readonly type: Uint8Array;
  readonly host: Uint16Array;
  /** Index into `attackers`. */
  readonly src: Uint16Array;
  readonly port: Uint16Array;
  /** Index into ALL_URL_TEMPLATES; NO_URL for attacks without a request URL. */
  readonly url: Uint16Array;
  readonly tableSrc: Uint8Array;
  readonly attackers: readonly Attacker[];
}

const LOCATIONS = [
  ['Beijing, China', 6],
  ['Guangdong, China', 6],
  ['Jiangsu, China', 4],
  ['Hong Kong, China', 3],
  ['Seoul, South Korea', 3],
  ['Tokyo, Japan', 2],
  ['Singapore', 2],
  ['Hanoi, Vietnam', 3],
  ['Mumbai, India', 2],
  ['Moscow, Russia', 3],
  ['Amsterdam, Netherlands', 3],
  ['Frankfurt, Germany', 2],
  ['Ashburn, United States', 4],
  ['San Jose, United States', 2],
  ['São Paulo, Brazil', 2],
  ['Unknown', 1],
] as const;
/** First octets of public space attack traffic often comes from (no private or reserved ones). */
const FIRST_OCTETS = [
  36, 45, 58, 61, 89, 91, 103, 106, 112, 113, 117, 180, 185, 193, 194, 218, 222,
];

function attackerPool(rng: Rng, size: number): Attacker[] {
  const taken = new Set<string>();
  const out: Attacker[] = [];
  while (out.length < size) {
    const ip = `${rng.pick(FIRST_OCTETS)}.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`;
    if (taken.has(ip)) continue;
    taken.add(ip);
    out.push({ ip, location: rng.weighted(LOCATIONS) });
  }
  return out;
}

const WEB_PORTS = [
  [80, 5],
  [443, 4],
  [8080, 1],
  [8443, 0.5],
] as const;

function countFor(rng: Rng, family: string): number {
  const median = family === 'brute' ? 24 : family === 'web' ? 3 : 1.5;
  return Math.max(1, Math.min(50_000, Math.round(median * Math.exp(1.2 * rng.normal()))));
}

export function generateAttacks(
  seed: number,
  scale: MockScale,
  anchorMs: number,
  hosts: readonly ScreenHost[],
): AttackTable {
  const count = ATTACK_COUNTS[scale];
  const rng = createRng(deriveSeed(seed, 'attacks', scale));
  const attackers = attackerPool(createRng(deriveSeed(seed, 'attackers')), 600);
  // Zipf-like: a handful of sources send most of the traffic.
  const sources = cumulative(attackers.map((_, index) => 1 / (index + 1) ** 0.9));
  const targets = cumulative(hosts.map((h) => h.attackWeight));
  const types = cumulative(CRACK_TYPES.map((t) => t.weight));
  const webPorts = cumulative(WEB_PORTS.map(([, w]) => w));

  // Aligned hours from the first whole hour of the 40 days to the last one before the quiet time.
  const firstHour = Math.ceil((anchorMs - ATTACK_DAYS * DAY_MS) / HOUR_MS) * HOUR_MS;
  const hours = Math.floor((anchorMs - QUIET_MS - firstHour) / HOUR_MS);
  const hourMs = new Float64Array(count);
  for (let i = 0; i < count; i += 1) {
    hourMs[i] = firstHour + Math.floor(rng.next() ** 0.85 * hours) * HOUR_MS;
  }
  hourMs.sort();

  const cnt = new Uint32Array(count);
  const type = new Uint8Array(count);
  const host = new Uint16Array(count);
  const src = new Uint16Array(count);
  const port = new Uint16Array(count);
  const url = new Uint16Array(count);
  const tableSrc = new Uint8Array(count);
  for (let i = 0; i < count; i += 1) {
    const t = pickCumulative(types, rng.next());
    const crack = CRACK_TYPES[t];
    if (!crack) continue;
    type[i] = t;
    host[i] = pickCumulative(targets, rng.next());
    src[i] = pickCumulative(sources, rng.next());
    cnt[i] = countFor(rng, crack.family);
    if (crack.family === 'web') {
      port[i] = WEB_PORTS[pickCumulative(webPorts, rng.next())]?.[0] ?? 80;
      const candidates = URL_CLASS_INDEXES.get(crack.urls ?? 'generic') ?? [0];
      url[i] = rng.pick(candidates);
      tableSrc[i] = rng.chance(0.7) ? 1 : 2;
    } else {
      port[i] = rng.pick(crack.ports ?? [22]);
      url[i] = NO_URL;
      tableSrc[i] = crack.family === 'brute' ? 0 : 3;
    }
  }
  return { count, hourMs, cnt, type, host, src, port, url, tableSrc, attackers };
}

/** The records in `[startMs, endMs]` (both inclusive) as index bounds `[lo, hi)`. */
export function attackWindow(table: AttackTable, startMs: number, endMs: number) {
  return { lo: lowerBound(table.hourMs, startMs), hi: upperBound(table.hourMs, endMs) };
}

/** Type indexes a request filter keeps (null: all). */
type TypeMask = Uint8Array | null;

const keep = (table: AttackTable, i: number, mask: TypeMask) =>
  mask === null || mask[table.type[i] ?? 0] === 1;

/** Sum of `crack_cnt` in the window. */
export function attackTotal(table: AttackTable, lo: number, hi: number, mask: TypeMask): number {
  let sum = 0;
  for (let i = lo; i < hi; i += 1) if (keep(table, i, mask)) sum += table.cnt[i] ?? 0;
  return sum;
}

/** `crack_cnt` per bucket (bucket starts ascending; the last bucket runs to the window's end). */
export function attackSeries(
  table: AttackTable,
  lo: number,
  hi: number,
  mask: TypeMask,
  starts: readonly number[],
): number[] {
  const out = new Array<number>(starts.length).fill(0);
  let bucket = 0;
  for (let i = lo; i < hi; i += 1) {
    if (!keep(table, i, mask)) continue;
    const t = table.hourMs[i] ?? 0;
    while (bucket + 1 < starts.length && (starts[bucket + 1] ?? Infinity) <= t) bucket += 1;
    out[bucket] = (out[bucket] ?? 0) + (table.cnt[i] ?? 0);
  }
  return out;
}

/** `crack_cnt` summed per key (type, source, host), largest first, ties by key. */
export function attackTop(
  table: AttackTable,
  lo: number,
  hi: number,
  mask: TypeMask,
  key: 'type' | 'src' | 'host',
  limit: number,
): { key: number; cnt: number }[] {
  const column = table[key];
  const sums = new Map<number, number>();
  for (let i = lo; i < hi; i += 1) {
    if (!keep(table, i, mask)) continue;
    const k = column[i] ?? 0;
    sums.set(k, (sums.get(k) ?? 0) + (table.cnt[i] ?? 0));
  }
  return [...sums]
    .map(([k, cnt]) => ({ key: k, cnt }))
    .sort((a, b) => b.cnt - a.cnt || a.key - b.key)
    .slice(0, limit);
}

/** The matching records of the window, newest first, for one page; and how many match. */
export function attackPage(
  table: AttackTable,
  lo: number,
  hi: number,
  mask: TypeMask,
  page: number,
  size: number,
): { total: number; indexes: number[] } {
  const skip = (page - 1) * size;
  const indexes: number[] = [];
  let total = 0;
  for (let i = hi - 1; i >= lo; i -= 1) {
    if (!keep(table, i, mask)) continue;
    if (total >= skip && indexes.length < size) indexes.push(i);
    total += 1;
  }
  return { total, indexes };
}

/** The attacked address as the attacker saw it: the public one when the host has one. */
export const attackedIp = (host: ScreenHost) => host.internetIp || host.intranetIp;

/** One DETAILS record. */
export function attackRecord(
  table: AttackTable,
  hosts: readonly ScreenHost[],
  index: number,
  base64: boolean,
) {
  const crack = CRACK_TYPES[table.type[index] ?? 0];
  const host = hosts[table.host[index] ?? 0];
  const attacker = table.attackers[table.src[index] ?? 0];
  if (!crack || !host || !attacker) throw new RangeError(`no attack ${index}`);
  const port = table.port[index] ?? 80;
  const template = ALL_URL_TEMPLATES[table.url[index] ?? NO_URL];
  let clientUrl = '';
  if (template) {
    const https = port === 443 || port === 8443;
    const portPart = port === 80 || port === 443 ? '' : `:${port}`;
    clientUrl = `${https ? 'https' : 'http'}://${attackedIp(host)}${portPart}${template.path}`;
  }
  return {
    crack_hour: table.hourMs[index] ?? 0,
    crack_type: crack.value,
    crack_src_ip: attacker.ip,
    location: attacker.location,
    uuid: host.uuid,
    instanceId: host.instanceId,
    instanceName: host.name,
    internetIp: host.internetIp,
    client_ip: attackedIp(host),
    dst_port: port,
    crack_method: template ? template.method : (crack.protocol ?? 'TCP'),
    // UTF-8, then Base64: what `Base64=true` asks for.
    client_url: base64 ? utf8ToBase64(clientUrl) : clientUrl,
    table_src: TABLE_SOURCES[table.tableSrc[index] ?? 0] ?? TABLE_SOURCES[0],
    acctuid: ACCOUNT_UID,
    crack_cnt: table.cnt[index] ?? 1,
  };
}
