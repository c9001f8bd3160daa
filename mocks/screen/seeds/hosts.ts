/**
 * The protected estate of the screen mock: 200 hosts from their own random stream, so the hosts
 * are the same at every scale and for every anchor.
 */
import { upperBound } from '../store/calendar';
import { createRng, deriveSeed, type Rng } from '../../core/rng';

export const HOST_COUNT = 200;

export interface ScreenHost {
  uuid: string;
  instanceId: string;
  name: string;
  /** '' when the host has no public address. */
  internetIp: string;
  intranetIp: string;
  online: boolean;
  region: string;
  /** Never raises alarms (a well-kept host); others weigh `alarmWeight`. */
  alarmWeight: number;
  /** How often attacks target it: public hosts far more than private ones. */
  attackWeight: number;
}

const ROLES = [
  'web',
  'api',
  'gateway',
  'db-mysql',
  'db-pg',
  'redis',
  'kafka',
  'k8s-node',
  'jump',
  'ci-runner',
  'log',
  'spark',
  'mail',
  'vpn',
  'monitor',
  'search-es',
  'ftp',
  'win-ad',
] as const;
const ENVS = [
  ['prod', 6],
  ['staging', 2],
  ['dev', 2],
  ['test', 1],
] as const;
const REGIONS = [
  ['cn-hangzhou', 8],
  ['cn-shanghai', 5],
  ['cn-beijing', 4],
  ['cn-shenzhen', 3],
  ['cn-hongkong', 2],
  ['ap-southeast-1', 2],
  ['eu-central-1', 1],
  ['us-west-1', 1],
] as const;
/** Public ranges cloud hosts are typically given. */
const PUBLIC_PREFIXES = [
  [47, 96, 120],
  [39, 96, 108],
  [8, 130, 142],
  [121, 40, 43],
  [120, 24, 79],
] as const;

const HEX = '0123456789abcdef';
const BASE36 = '0123456789abcdefghijklmnopqrstuvwxyz';

function chars(rng: Rng, alphabet: string, length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += alphabet.charAt(rng.int(0, alphabet.length - 1));
  return out;
}

function uuidV4(rng: Rng): string {
  const variant = '89ab'.charAt(rng.int(0, 3));
  return [
    chars(rng, HEX, 8),
    chars(rng, HEX, 4),
    `4${chars(rng, HEX, 3)}`,
    `${variant}${chars(rng, HEX, 3)}`,
    chars(rng, HEX, 12),
  ].join('-');
}

function unique(rng: Rng, taken: Set<string>, make: (rng: Rng) => string): string {
  for (;;) {
    const value = make(rng);
    if (!taken.has(value)) {
      taken.add(value);
      return value;
    }
  }
}

const publicIp = (rng: Rng) => {
  const [a, low, high] = rng.pick(PUBLIC_PREFIXES);
  return `${a}.${rng.int(low, high)}.${rng.int(0, 255)}.${rng.int(1, 254)}`;
};

const privateIp = (rng: Rng) =>
  rng.weighted<() => string>([
    [() => `10.${rng.int(0, 3)}.${rng.int(0, 255)}.${rng.int(2, 254)}`, 6],
    [() => `172.${rng.int(16, 31)}.${rng.int(0, 255)}.${rng.int(2, 254)}`, 3],
    [() => `192.168.${rng.int(0, 31)}.${rng.int(2, 254)}`, 1],
  ])();

export function generateHosts(seed: number): ScreenHost[] {
  const rng = createRng(deriveSeed(seed, 'hosts'));
  const addresses = new Set<string>();
  const ids = new Set<string>();
  const perName = new Map<string, number>();
  return Array.from({ length: HOST_COUNT }, (): ScreenHost => {
    const role = rng.pick(ROLES);
    const env = rng.weighted(ENVS);
    const stem = `${role}-${env}`;
    const n = (perName.get(stem) ?? 0) + 1;
    perName.set(stem, n);
    const name = `${stem}-${String(n).padStart(2, '0')}`;
    const exposed = role === 'web' || role === 'api' || role === 'gateway' || role === 'vpn';
    const hasPublic = exposed ? rng.chance(0.95) : rng.chance(0.5);
    const internetIp = hasPublic ? unique(rng, addresses, publicIp) : '';
    const intranetIp = unique(rng, addresses, privateIp);
    const quiet = rng.chance(0.42);
    return {
      uuid: unique(rng, ids, uuidV4),
      instanceId: unique(rng, ids, (r) => `i-${chars(r, BASE36, 20)}`),
      name,
      internetIp,
      intranetIp,
      online: rng.chance(0.85),
      region: rng.weighted(REGIONS),
      // Heavy-tailed: a few hosts raise most alarms, as on real estates.
      alarmWeight: quiet ? 0 : 0.2 + 6 * rng.next() ** 3,
      attackWeight: (hasPublic ? 1 : 0.04) * (0.3 + 5 * rng.next() ** 4),
    };
  });
}

/** `name|public_ip|private_ip`, as DescribeScreenHostStatistics lists a host. */
export function machineEntry(host: ScreenHost): string {
  return `${host.name}|${host.internetIp}|${host.intranetIp}`;
}

/** Cumulative weights for fast weighted picks among many items. */
export function cumulative(weights: readonly number[]): Float64Array {
  const out = new Float64Array(weights.length);
  let sum = 0;
  weights.forEach((weight, index) => {
    sum += Math.max(0, weight);
    out[index] = sum;
  });
  return out;
}

/** A weighted pick over `cumulative` weights: the first sum above the roll, the last at most. */
export function pickCumulative(cum: Float64Array, roll: number): number {
  const total = cum[cum.length - 1] ?? 0;
  return Math.min(upperBound(cum, roll * total), Math.max(0, cum.length - 1));
}
