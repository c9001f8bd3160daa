/**
 * The catalogues behind the screen mock's texts: alarm kinds (Chinese and English), emergency
 * vulnerabilities, cloud best-practice checks and module switches. Data only; the generators pick
 * from here by index, so an entry's position is part of the seed.
 */
import type { AlarmLevel } from '../../../src/api/screen/schemas';

export type ScreenTextLang = 'zh' | 'en';
export type Localized = Readonly<Record<ScreenTextLang, string>>;

interface AlarmKind {
  type: Localized;
  name: Localized;
  description: Localized;
  solution: Localized;
  /** How often this kind occurs, relative to the others. */
  weight: number;
  levels: readonly (readonly [AlarmLevel, number])[];
  dataSource: string;
  /** `0` basic edition detection, `1` enterprise (spec `SaleVersion`). */
  saleVersion: '0' | '1';
  /** Isolation or process kill is possible from the console. */
  canBeDealOnLine: boolean;
}

const TYPE = {
  webshell: { zh: '网站后门', en: 'Webshell' },
  process: { zh: '进程异常行为', en: 'Abnormal process behavior' },
  login: { zh: '异常登录', en: 'Abnormal login' },
  malware: { zh: '恶意进程（云查杀）', en: 'Malicious process (cloud scan)' },
  network: { zh: '异常网络连接', en: 'Abnormal network connection' },
  persistence: { zh: '持久化后门', en: 'Persistence' },
  tamper: { zh: '敏感文件篡改', en: 'Sensitive file tampering' },
  account: { zh: '异常账号', en: 'Abnormal account' },
  defense: { zh: '精准防御', en: 'Precise defense' },
} as const satisfies Record<string, Localized>;

export const ALARM_KINDS: readonly AlarmKind[] = [
  {
    type: TYPE.webshell,
    name: { zh: '发现后门（Webshell）文件', en: 'Webshell file found' },
    description: {
      zh: '在网站目录中发现了可执行任意命令的后门脚本，攻击者可能已通过上传漏洞控制网站。',
      en: 'A backdoor script that runs arbitrary commands was found in a web directory; an attacker may control the site through an upload flaw.',
    },
    solution: {
      zh: '隔离该文件，排查上传入口与网站漏洞，并检查同目录下的其他可疑文件。',
      en: 'Quarantine the file, close the upload path or flaw it came through, and check the directory for other suspicious files.',
    },
    weight: 8,
    levels: [['serious', 1]],
    dataSource: 'aegis_webshell',
    saleVersion: '1',
    canBeDealOnLine: true,
  },
  {
    type: TYPE.process,
    name: { zh: '反弹Shell', en: 'Reverse shell' },
    description: {
      zh: '进程将交互式 Shell 连接到外部地址，主机很可能已被入侵。',
      en: 'A process connected an interactive shell to an external address; the host is very likely compromised.',
    },
    solution: {
      zh: '结束相关进程，封禁外连地址，排查入侵路径并修改所有凭据。',
      en: 'Kill the process, block the remote address, trace how the attacker got in and rotate every credential.',
    },
    weight: 5,
    levels: [['serious', 1]],
    dataSource: 'aegis_suspicious_process',
    saleVersion: '1',
    canBeDealOnLine: true,
  },
  {
    type: TYPE.login,
    name: { zh: 'SSH暴力破解成功', en: 'SSH brute-force login succeeded' },
    description: {
      zh: '同一来源在多次登录失败后成功登录，账号口令可能已被破解。',
      en: 'A source logged in successfully after many failed attempts; the account password may have been cracked.',
    },
    solution: {
      zh: '立即修改该账号口令，启用密钥登录，并通过安全组限制 SSH 来源。',
      en: 'Change the password now, switch to key-based login and restrict SSH sources with the security group.',
    },
    weight: 7,
    levels: [
      ['serious', 3],
      ['suspicious', 1],
    ],
    dataSource: 'aegis_login_log',
    saleVersion: '0',
    canBeDealOnLine: false,
  },
  {
    type: TYPE.login,
    name: { zh: '异地登录', en: 'Login from an unusual location' },
    description: {
      zh: '账号在不常用的地区登录，与历史登录地不符。',
      en: 'The account logged in from a region it has not used before.',
    },
    solution: {
      zh: '确认是否本人操作；若不是，修改口令并检查登录后的操作记录。',
      en: 'Confirm it was an authorised user; if not, change the password and review what the session did.',
    },
    weight: 12,
    levels: [
      ['suspicious', 2],
      ['remind', 3],
    ],
    dataSource: 'aegis_login_log',
    saleVersion: '0',
    canBeDealOnLine: false,
  },
  {
    type: TYPE.malware,
    name: { zh: '挖矿程序', en: 'Cryptocurrency mining program' },
    description: {
      zh: '检测到挖矿程序持续占用大量 CPU，并连接矿池地址。',
      en: 'A mining program keeps the CPU busy and talks to a mining pool.',
    },
    solution: {
      zh: '隔离挖矿文件，清除其启动项与计划任务，并排查植入途径。',
      en: 'Quarantine the miner, remove its start-up entries and scheduled tasks, and find how it was planted.',
    },
    weight: 9,
    levels: [['serious', 1]],
    dataSource: 'aegis_virus_scan',
    saleVersion: '0',
    canBeDealOnLine: true,
  },
  {
    type: TYPE.malware,
    name: { zh: '木马程序', en: 'Trojan program' },
    description: {
      zh: '云查杀引擎判定该文件为木马，可能用于远程控制或窃取数据。',
      en: 'The cloud scan engine classifies this file as a trojan used for remote control or data theft.',
    },
    solution: {
      zh: '隔离文件并结束其进程，检查系统中的其他持久化痕迹。',
      en: 'Quarantine the file, kill its process and look for other persistence on the system.',
    },
    weight: 6,
    levels: [
      ['serious', 2],
      ['suspicious', 1],
    ],
    dataSource: 'aegis_virus_scan',
    saleVersion: '0',
    canBeDealOnLine: true,
  },
  {
    type: TYPE.process,
    name: { zh: 'Web服务进程执行可疑命令', en: 'Suspicious command run by a web process' },
    description: {
      zh: 'Web 服务进程启动了 whoami、curl 等命令，常见于漏洞利用后的探测。',
      en: 'A web server process started commands such as whoami or curl, typical of reconnaissance after an exploit.',
    },
    solution: {
      zh: '核实命令是否为业务所需；若不是，排查 Web 应用漏洞与后门。',
      en: 'Check whether the application needs these commands; if not, look for a flaw or backdoor in the web application.',
    },
    weight: 14,
    levels: [
      ['suspicious', 3],
      ['remind', 1],
    ],
    dataSource: 'aegis_suspicious_process',
    saleVersion: '1',
    canBeDealOnLine: true,
  },
  {
    type: TYPE.network,
    name: { zh: '主动连接可疑矿池', en: 'Outbound connection to a mining pool' },
    description: {
      zh: '主机主动连接已知的矿池域名或地址。',
      en: 'The host opened connections to a known mining pool domain or address.',
    },
    solution: {
      zh: '定位发起连接的进程并清除，必要时在安全组中禁止该出方向流量。',
      en: 'Find and remove the process behind the connections; block the outbound traffic in the security group if needed.',
    },
    weight: 7,
    levels: [['suspicious', 1]],
    dataSource: 'aegis_network',
    saleVersion: '0',
    canBeDealOnLine: false,
  },
  {
    type: TYPE.persistence,
    name: { zh: '恶意计划任务', en: 'Malicious scheduled task (crontab)' },
    description: {
      zh: '计划任务会定期下载并执行远程脚本，是常见的持久化手段。',
      en: 'A scheduled task downloads and runs a remote script periodically, a common way to persist.',
    },
    solution: {
      zh: '删除该计划任务及其下载的脚本，并检查其他用户的 crontab。',
      en: 'Delete the task and the scripts it fetched, and check the crontabs of the other users.',
    },
    weight: 6,
    levels: [
      ['suspicious', 2],
      ['serious', 1],
    ],
    dataSource: 'aegis_persistence',
    saleVersion: '1',
    canBeDealOnLine: true,
  },
  {
    type: TYPE.tamper,
    name: { zh: '系统命令被篡改', en: 'System command replaced (ps, netstat)' },
    description: {
      zh: 'ps、netstat 等系统命令的文件被替换，可能用于隐藏恶意进程。',
      en: 'System commands such as ps or netstat were replaced, possibly to hide malicious processes.',
    },
    solution: {
      zh: '从可信来源恢复命令文件，并对主机做完整的入侵排查。',
      en: 'Restore the binaries from a trusted source and investigate the host for a full compromise.',
    },
    weight: 3,
    levels: [['suspicious', 1]],
    dataSource: 'aegis_file_integrity',
    saleVersion: '1',
    canBeDealOnLine: false,
  },
  {
    type: TYPE.account,
    name: { zh: '新增特权账号', en: 'New privileged account created' },
    description: {
      zh: '系统中新增了具有 root 或管理员权限的账号。',
      en: 'An account with root or administrator rights was added to the system.',
    },
    solution: {
      zh: '确认账号用途；非预期时删除账号并排查创建者。',
      en: 'Confirm what the account is for; if unexpected, delete it and find out who created it.',
    },
    weight: 5,
    levels: [
      ['remind', 2],
      ['suspicious', 1],
    ],
    dataSource: 'aegis_account',
    saleVersion: '0',
    canBeDealOnLine: false,
  },
  {
    type: TYPE.login,
    name: { zh: '弱口令登录', en: 'Login with a weak password' },
    description: {
      zh: '账号使用了常见弱口令并成功登录。',
      en: 'An account logged in with a common weak password.',
    },
    solution: {
      zh: '修改为强口令，并开启登录失败锁定策略。',
      en: 'Set a strong password and enable lockout after failed logins.',
    },
    weight: 9,
    levels: [['remind', 1]],
    dataSource: 'aegis_login_log',
    saleVersion: '0',
    canBeDealOnLine: false,
  },
  {
    type: TYPE.defense,
    name: { zh: '拦截已知恶意命令', en: 'Known malicious command blocked' },
    description: {
      zh: '精准防御已拦截一条与已知攻击团伙特征相符的命令。',
      en: 'Precise defense blocked a command matching a known attack group.',
    },
    solution: {
      zh: '已自动拦截；建议排查命令来源，修复被利用的入口。',
      en: 'Blocked automatically; find where the command came from and fix the entry point it used.',
    },
    weight: 10,
    levels: [['remind', 1]],
    dataSource: 'aegis_precise_defense',
    saleVersion: '1',
    canBeDealOnLine: false,
  },
  {
    type: TYPE.network,
    name: { zh: '对外端口扫描', en: 'Outbound port scan' },
    description: {
      zh: '主机在短时间内对大量外部地址发起端口探测。',
      en: 'The host probed ports on many external addresses in a short time.',
    },
    solution: {
      zh: '定位发起扫描的进程，确认是否为合法的运维工具。',
      en: 'Find the process doing the scan and confirm whether it is a legitimate operations tool.',
    },
    weight: 6,
    levels: [
      ['remind', 2],
      ['suspicious', 1],
    ],
    dataSource: 'aegis_network',
    saleVersion: '0',
    canBeDealOnLine: false,
  },
];

type EmergencyLevel = 'ASAP' | 'LATER' | 'NNTF';

/** Emergency vulnerabilities; which hosts they affect is seeded (screen/store/risks.ts). */
export const EMERGENCY_VULNS: readonly { name: string; level: EmergencyLevel }[] = [
  { name: 'Apache Log4j2 remote code execution (CVE-2021-44228)', level: 'ASAP' },
  { name: 'OpenSSH regreSSHion remote code execution (CVE-2024-6387)', level: 'ASAP' },
  { name: 'Spring Framework RCE "Spring4Shell" (CVE-2022-22965)', level: 'ASAP' },
  { name: 'Redis Lua sandbox escape (CVE-2022-0543)', level: 'LATER' },
  { name: 'Apache Struts2 OGNL injection (S2-062, CVE-2021-31805)', level: 'ASAP' },
  { name: 'Linux kernel "Dirty Pipe" privilege escalation (CVE-2022-0847)', level: 'LATER' },
  { name: 'Polkit pkexec local privilege escalation (CVE-2021-4034)', level: 'LATER' },
  { name: 'Nacos authentication bypass (CVE-2021-29441)', level: 'LATER' },
  { name: 'Fastjson autoType deserialization (1.2.80)', level: 'ASAP' },
  { name: 'XZ Utils backdoor (CVE-2024-3094)', level: 'NNTF' },
  { name: 'glibc "Looney Tunables" buffer overflow (CVE-2023-4911)', level: 'NNTF' },
  { name: 'Confluence OGNL injection (CVE-2022-26134)', level: 'NNTF' },
];

export type CheckLevel = 'HIGH' | 'MEDIUM' | 'LOW';

/** Checks of one level, each as [English, Chinese]. */
const checks = (level: CheckLevel, names: readonly (readonly [en: string, zh: string])[]) =>
  names.map(([en, zh]) => ({ name: { en, zh }, level }));

/**
 * Cloud best-practice checks. The operation takes no `Lang`: English names unless `Lang=zh` is
 * sent (the mock's extension, like DescribeScreenDataMap's).
 */
export const CLOUD_CHECKS: readonly { name: Localized; level: CheckLevel }[] = [
  ...checks('HIGH', [
    ['MFA enabled for the root account', '主账号开启多因素认证'],
    ['No AccessKey on the root account', '主账号不存在 AccessKey'],
    ['Security groups do not open SSH/RDP to 0.0.0.0/0', '安全组未对全网开放 SSH/RDP'],
    ['Object storage buckets are not public-writable', 'OSS Bucket 未开放公共写'],
    ['Database instances not exposed to the internet', '数据库实例未暴露公网'],
  ]),
  ...checks('MEDIUM', [
    ['ActionTrail enabled in every region', '操作审计在所有地域开启'],
    ['RAM password policy enforced', 'RAM 用户密码策略已设置'],
    ['Unused AccessKeys rotated within 90 days', 'AccessKey 90 天内轮换'],
    ['Disk encryption enabled for data disks', '数据盘已开启加密'],
    ['Load balancer listeners use HTTPS', '负载均衡监听使用 HTTPS'],
    ['Database backups retained for 7 days or more', '数据库备份保留 7 天以上'],
  ]),
  ...checks('LOW', [
    ['Container registry images scanned', '容器镜像已开启扫描'],
    ['Log retention of 180 days or more', '日志保留 180 天以上'],
    ['Resource tags follow the naming policy', '资源标签符合命名规范'],
    ['Snapshots scheduled for system disks', '系统盘已设置自动快照'],
  ]),
];

/** ListGlobalUserConfig's known modules and whether each is switched on. */
export const GLOBAL_MODULES: readonly (readonly [string, boolean])[] = [
  ['AntiVirus', true],
  ['WebTamper', false],
  ['RaspDefense', true],
  ['ContainerNetwork', false],
  ['HoneyPot', false],
  ['LogAnalysis', true],
  ['FileIntegrity', true],
  ['ImageScan', true],
  ['AgentlessDetection', false],
  ['MaliciousBehaviorDefense', true],
];
