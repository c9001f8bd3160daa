// What /proc says about a process and the machine (Linux), for the gateway rows
// (bench/gateway.mjs): a process's RSS and CPU time, and how busy the cores were meanwhile.
import { readFileSync } from 'node:fs';

/** VmRSS (MB) and CPU time (ms, user + system) of a process, from /proc. */
export function procFigures(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of stat (11 and 12 after the command), in 1/100 s.
  const cpuMs = (Number(fields[11]) + Number(fields[12])) * 10;
  return { rssMb: +(rssKb / 1024).toFixed(2), cpuMs };
}

/** CPU time (ms) of a process and its children (tsx runs the mock server as its child). */
export function treeCpuMs(pid) {
  let children = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean);
  } catch {
    // gone
  }
  return children.reduce((sum, child) => sum + procFigures(child).cpuMs, procFigures(pid).cpuMs);
}

/**
 * CPU time so far (ms, all cores): the machine's busy time (/proc/stat), and the bench's own
 * (this process, the gateway, the two mock servers): the rest is other people's work.
 */
export function cpuSnapshot(pids) {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1, 9);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = fields.map(Number);
  const own = process.cpuUsage();
  return {
    at: performance.now(),
    busyMs: (user + nice + system + irq + softirq + steal) * 10,
    totalMs: (user + nice + system + idle + iowait + irq + softirq + steal) * 10,
    benchMs: (own.user + own.system) / 1000 + pids.reduce((sum, pid) => sum + treeCpuMs(pid), 0),
  };
}

/** The machine's CPU use between two snapshots, in % of all its cores. */
export function cpuShares(before, after) {
  const total = after.totalMs - before.totalMs;
  const busy = (100 * (after.busyMs - before.busyMs)) / total;
  const bench = (100 * (after.benchMs - before.benchMs)) / total;
  return {
    busyPct: Math.round(busy),
    benchPct: Math.round(bench),
    othersPct: Math.round(busy - bench),
  };
}

/** CPU time (ms) of the bench's processes by name: this one, and each of `pids` with its children. */
export function cpuByProcess(pids) {
  const own = process.cpuUsage();
  return {
    at: performance.now(),
    bench: (own.user + own.system) / 1000,
    ...Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, treeCpuMs(pid)])),
  };
}

/** Each process's share of one core between two `cpuByProcess` readings, in %. */
export function corePercents(before, after) {
  const seconds = (after.at - before.at) / 1000;
  return Object.fromEntries(
    Object.keys(before)
      .filter((name) => name !== 'at')
      .map((name) => [name, Math.round((after[name] - before[name]) / seconds / 10)]),
  );
}
