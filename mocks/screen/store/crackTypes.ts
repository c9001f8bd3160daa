/**
 * Attack types of DescribeScreenAttackAnalysisData. The spec has two enumerations: the values a
 * record carries (`crack_type` in responses) and the values a request may filter by (`Data` =
 * `{"crack_type": …}`); `101`, `102` and `103` mean different things in the two. The mock keeps
 * ONE mapping (CRACK_FILTERS) from each request value to the response values it matches.
 */

/** How an attack reaches the host, which decides its method, port and whether it has a URL. */
type AttackFamily = 'brute' | 'web' | 'host';

interface CrackType {
  /** The response value, as the service writes it (numbers as strings). */
  value: string;
  label: string;
  family: AttackFamily;
  /** Relative frequency among records. */
  weight: number;
  /** Brute force and host attacks: the protocol written as `crack_method`, and the port. */
  protocol?: string;
  ports?: readonly number[];
  /** Web attacks: the URL templates (paths with query) of screen/seeds/urls.ts they draw from. */
  urls?: string;
}

const brute = (value: string, label: string, weight: number, protocol: string, port: number) =>
  ({ value, label, family: 'brute', weight, protocol, ports: [port] }) as const;
const web = (value: string, label: string, weight: number, urls: string) =>
  ({ value, label, family: 'web', weight, urls }) as const;
const host = (
  value: string,
  label: string,
  weight: number,
  protocol: string,
  ports: readonly number[],
) => ({ value, label, family: 'host', weight, protocol, ports }) as const;

/** Every response value of the spec's enumeration, each with how often it occurs. */
export const CRACK_TYPES: readonly CrackType[] = [
  brute('5', 'SSH brute force', 30, 'SSH', 22),
  brute('6', 'RDP brute force', 12, 'RDP', 3389),
  brute('3', 'MySQL brute force', 8, 'MYSQL', 3306),
  brute('4', 'FTP brute force', 4, 'FTP', 21),
  brute('9', 'SQL Server brute force', 4, 'MSSQL', 1433),
  brute('203', 'Brute force', 3, 'TELNET', 23),
  web('0', 'SQL injection attack', 9, 'sqli'),
  web('sqli', 'SQL injection', 7, 'sqli'),
  web('7', 'Code execution attack', 6, 'codei'),
  web('codei', 'Code injection', 4, 'codei'),
  web('101', 'XSS', 5, 'xss'),
  web('xss', 'XSS', 4, 'xss'),
  web('11', 'File inclusion', 2, 'lfi'),
  web('lfi', 'Local file inclusion', 2, 'lfi'),
  web('rfi', 'Remote file inclusion', 1, 'rfi'),
  web('10', 'File upload', 2, 'upload'),
  web('12', 'Upload vulnerability', 1, 'upload'),
  web('upload', 'Malicious upload', 2, 'upload'),
  web('20', 'Path traversal attack', 3, 'path'),
  web('path', 'Path traversal', 2, 'path'),
  web('webshell', 'Webshell traffic', 5, 'webshell'),
  web('102', 'CSRF', 1, 'csrf'),
  web('csrf', 'CSRF', 1, 'csrf'),
  web('103', 'SSRF', 2, 'ssrf'),
  web('28', 'CRLF injection', 1, 'crlf'),
  web('crlf', 'CRLF injection', 1, 'crlf'),
  web('29', 'Template injection', 1, 'template'),
  web('15', 'Unauthorized access', 4, 'unauthorized'),
  web('14', 'Information leak', 3, 'leak'),
  web('16', 'Insecure configuration', 1, 'leak'),
  web('17', 'XML entity injection', 1, 'xxe'),
  web('18', 'XPath injection', 0.5, 'xpath'),
  web('19', 'LDAP injection', 0.5, 'ldap'),
  web('bypass', 'Protection bypass', 1, 'bypass'),
  web('113', 'Improper permission', 1, 'bypass'),
  web('112', 'Redirect attack', 1, 'redirect'),
  web('209', 'Web attack', 5, 'generic'),
  web('other', 'Other', 2, 'generic'),
  web('deeplearning', 'Other (deep learning)', 1, 'generic'),
  web('21', 'Scan attack', 6, 'scan'),
  web('30', 'Clickjacking', 0.5, 'generic'),
  web('22', 'Privilege-escalation attack', 1, 'privilege'),
  web('24', 'File modification', 0.5, 'fileWrite'),
  web('25', 'File read', 1, 'fileRead'),
  web('26', 'File deletion', 0.5, 'fileDelete'),
  web('27', 'Logic error', 0.5, 'logic'),
  web('61', 'Timeout attack', 0.5, 'timeout'),
  host('201', 'Abnormal connection attack', 3, 'TCP', [8080, 9000, 6379, 27017]),
  host('31', 'Buffer overflow', 0.5, 'TCP', [21, 25, 445]),
  host('32', 'Integer overflow', 0.3, 'TCP', [445, 3389]),
  host('33', 'Format string', 0.3, 'TCP', [21, 111]),
  host('34', 'Race condition', 0.3, 'TCP', [22, 111]),
  host('212', 'Mining behavior', 2, 'TCP', [3333, 5555, 14444]),
  host('213', 'Reverse shell', 1, 'TCP', [4444, 1234, 8888]),
  host('211', 'Worm request', 1.5, 'SMB', [445, 139]),
];

const CRACK_TYPE_INDEX: ReadonlyMap<string, number> = new Map(
  CRACK_TYPES.map((type, index) => [type.value, index]),
);

/**
 * Request filter value → the response values it matches (the mock's assumption, documented).
 * Brute-force codes are the same in both lists. `101` (Struts2 interception) matches code
 * execution `7`; `102` (Redis interception) matches unauthorized access `15`; `103`, `104` and
 * `133` (ant-sword, kitchen-knife and XISE webshell traffic) match `webshell`; each word matches
 * itself and the numeric response codes of the same class; `other` matches everything no other
 * filter does, so every response value is reachable by some filter.
 */
export const CRACK_FILTERS: Readonly<Record<string, readonly string[]>> = {
  '3': ['3'],
  '4': ['4'],
  '5': ['5'],
  '6': ['6'],
  '9': ['9'],
  '101': ['7'],
  '102': ['15'],
  '103': ['webshell'],
  '104': ['webshell'],
  '133': ['webshell'],
  sqli: ['sqli', '0'],
  codei: ['codei', '7'],
  xss: ['xss', '101'],
  lfi: ['lfi', '11'],
  rfi: ['rfi'],
  webshell: ['webshell'],
  upload: ['upload', '10', '12'],
  path: ['path', '20'],
  bypass: ['bypass', '113'],
  csrf: ['csrf', '102'],
  crlf: ['crlf', '28'],
  other: [
    'other',
    'deeplearning',
    '203',
    '103',
    '29',
    '14',
    '16',
    '17',
    '18',
    '19',
    '112',
    '209',
    '21',
    '30',
    '22',
    '24',
    '25',
    '26',
    '27',
    '61',
    '201',
    '31',
    '32',
    '33',
    '34',
    '212',
    '213',
    '211',
  ],
};

export function isCrackFilter(value: string): boolean {
  return Object.hasOwn(CRACK_FILTERS, value);
}

/** The response-type indexes a request filter matches, as a lookup by type index. */
export function crackFilterMask(filter: string | null): Uint8Array | null {
  if (filter === null) return null;
  const mask = new Uint8Array(CRACK_TYPES.length);
  for (const value of CRACK_FILTERS[filter] ?? []) {
    const index = CRACK_TYPE_INDEX.get(value);
    if (index !== undefined) mask[index] = 1;
  }
  return mask;
}
