/**
 * GetFileDetectResultInner: the spec shows nothing but its first parameter (`SourceIp`), so the
 * shape is the mock's (assumed): the host with that address and the scan results of a few of its
 * files, malicious ones matching the malware and webshell alarms the host has.
 */
import { HOUR_MS } from './calendar';
import { createRng, deriveSeed } from '../../core/rng';
import type { ScreenDb } from '../store';

interface FileSample {
  path: string;
  virus?: string;
}

/** Malicious samples per alarm kind index (ALARM_KINDS: 0 webshell, 4 miner, 5 trojan). */
const MALICIOUS: Readonly<Record<number, FileSample>> = {
  0: { path: '/var/www/html/uploads/2024/img_0912.php', virus: 'Webshell/PHP.Chopper.b' },
  4: { path: '/usr/bin/kworkerds', virus: 'Miner/Linux.XMRig.a' },
  5: { path: '/tmp/.ICE-unix/.sshd', virus: 'Trojan/Linux.Mirai.gen' },
};
const SAFE = [
  '/usr/sbin/nginx',
  '/usr/lib/systemd/systemd',
  '/opt/app/bin/server',
  '/usr/bin/python3.9',
  '/usr/local/bin/node',
  '/usr/sbin/sshd',
];
const UNKNOWN = ['/home/deploy/tools/sync.sh', '/opt/vendor/agent.bin', '/data/jobs/report-gen'];

const HEX = '0123456789abcdef';

export function fileDetectResult(db: ScreenDb, sourceIp: string) {
  const hostIndex = db.hosts.findIndex(
    (h) => h.intranetIp === sourceIp || (h.internetIp !== '' && h.internetIp === sourceIp),
  );
  const host = db.hosts[hostIndex];
  if (!host) {
    return {
      Data: {
        SourceIp: sourceIp,
        Host: null,
        Results: [],
        Summary: { Total: 0, Malicious: 0, Safe: 0, Unknown: 0 },
      },
    };
  }
  const rng = createRng(deriveSeed(db.seed, 'files', hostIndex));
  const md5 = () => Array.from({ length: 32 }, () => HEX.charAt(rng.int(0, 15))).join('');
  const kinds = new Set<number>();
  for (let i = 0; i < db.alarms.count; i += 1) {
    if (db.alarms.host[i] === hostIndex) kinds.add(db.alarms.kind[i] ?? -1);
  }
  const samples: { sample: FileSample; result: 'malicious' | 'safe' | 'unknown' }[] = [];
  for (const kind of [...kinds].sort((a, b) => a - b)) {
    const sample = MALICIOUS[kind];
    if (sample) samples.push({ sample, result: 'malicious' });
  }
  const safe = [...SAFE];
  for (let i = safe.length - 1; i > 0; i -= 1) {
    const j = rng.int(0, i);
    [safe[i], safe[j]] = [safe[j] ?? '', safe[i] ?? ''];
  }
  safe.length = rng.int(2, 5);
  for (const path of safe) samples.push({ sample: { path }, result: 'safe' });
  if (rng.chance(0.5)) samples.push({ sample: { path: rng.pick(UNKNOWN) }, result: 'unknown' });

  const results = samples.map(({ sample, result }) => ({
    FileName: sample.path.slice(sample.path.lastIndexOf('/') + 1),
    FilePath: sample.path,
    Md5: md5(),
    Result: result,
    VirusName: sample.virus ?? '',
    ScanTime: db.anchorMs - rng.int(1, 3 * 24) * HOUR_MS,
  }));
  const count = (result: string) => results.filter((r) => r.Result === result).length;
  return {
    Data: {
      SourceIp: sourceIp,
      Host: {
        Uuid: host.uuid,
        InstanceId: host.instanceId,
        InstanceName: host.name,
        InternetIp: host.internetIp,
        IntranetIp: host.intranetIp,
        Online: host.online,
        Region: host.region,
      },
      Results: results,
      Summary: {
        Total: results.length,
        Malicious: count('malicious'),
        Safe: count('safe'),
        Unknown: count('unknown'),
        LastScanTime: Math.max(...results.map((r) => r.ScanTime)),
      },
    },
  };
}
