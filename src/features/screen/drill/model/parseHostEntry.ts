import { isIpAddress } from '../../../../api/screen/validate';

type HostEntryProblem = 'empty' | 'missing-parts' | 'extra-parts' | 'no-name' | 'bad-ip';

export interface HostEntry {
  /** As the service sent it. */
  raw: string;
  name: string;
  publicIp: string;
  privateIp: string;
  /** Empty for a well-formed entry; a malformed one is still listed, with these as its note. */
  problems: HostEntryProblem[];
}

interface ParseHostOptions {
  /** A bare name (no `|`) is a complete entry: the safe-host list may hold names only. */
  plainNameAllowed?: boolean;
}

/**
 * `<name>|<public_ip>|<private_ip>` (DescribeScreenHostStatistics). Never throws and never loses
 * the entry: missing parts stay empty, and with extra `|` the last two parts are taken as the
 * addresses, the rest as the name (a name may contain the separator).
 */
export function parseHostEntry(raw: string, options: ParseHostOptions = {}): HostEntry {
  if (raw.trim() === '') return { raw, name: '', publicIp: '', privateIp: '', problems: ['empty'] };

  const parts = raw.split('|').map((part) => part.trim());
  const problems: HostEntryProblem[] = [];
  const extra = parts.length > 3;
  if (extra) problems.push('extra-parts');
  else if (parts.length < 3 && !(parts.length === 1 && options.plainNameAllowed)) {
    problems.push('missing-parts');
  }
  // With extra separators the last two parts are the addresses; without, parts are positional.
  const [name = '', publicIp = '', privateIp = ''] = extra
    ? [parts.slice(0, -2).join('|'), ...parts.slice(-2)]
    : parts;
  if (name === '') problems.push('no-name');
  if ([publicIp, privateIp].some((ip) => ip !== '' && !isIpAddress(ip))) problems.push('bad-ip');
  return { raw, name, publicIp, privateIp, problems };
}

/** The address file detection looks up for a host: its public IP, else its private one. */
export function lookupIpOf(entry: HostEntry): string | null {
  if (isIpAddress(entry.publicIp)) return entry.publicIp;
  if (isIpAddress(entry.privateIp)) return entry.privateIp;
  return null;
}
