/**
 * The console's address checks (src/api/screen/validate.ts) and the mock screen service's own
 * (mocks/screen/handlers/checks.ts) against the same hand-written cases: what the service takes as
 * a source IP and as a link a screen may store.
 */
import { isIpAddress, safeHttpUrl } from '../../src/api/screen/validate';
import { isHttpAddress, isIpLiteral } from '../../mocks/screen/handlers/checks';

const ips: [string, boolean][] = [
  ['10.0.0.5', true],
  ['0.0.0.0', true],
  ['255.255.255.255', true],
  ['47.96.1.1', true],
  ['10.0.0.256', false],
  ['10.0.0', false],
  ['10.0.0.5.6', false],
  ['010.0.0.5', false],
  ['10.0.0.-1', false],
  ['1e1.0.0.1', false],
  ['::1', true],
  ['::', true],
  ['2001:db8::8a2e:370:7334', true],
  ['2001:0db8:0000:0000:0000:ff00:0042:8329', true],
  ['FE80::1', true],
  ['::ffff:192.0.2.128', true],
  ['1:2:3:4:5:6:1.2.3.4', true],
  ['1:2:3:4:5:6:7:8', true],
  ['1:2:3:4:5:6:7:8:9', false],
  ['1:2:3:4:5:6:7', false],
  ['1::2::3', false],
  ['2001:db8::g1', false],
  ['12345::1', false],
  ['::ffff:192.0.2.256', false],
  ['fe80::1%eth0', false],
  ['[::1]', false],
  ['', false],
  ['localhost', false],
  ['nope', false],
];

const links: [string, boolean][] = [
  ['https://soc.example.com/board', true],
  ['http://10.0.0.5:8080/x?y=1#z', true],
  ['HTTPS://EXAMPLE.COM', true],
  ['  https://example.com/padded  ', true],
  ['javascript:alert(1)', false],
  ['data:text/html,<b>x</b>', false],
  ['ftp://example.com/file', false],
  ['file:///etc/passwd', false],
  ['//example.com/no-scheme', false],
  ['/relative/path', false],
  ['http://', false],
  ['https:', false],
  ['mailto:soc@example.com', false],
  ['', false],
];

describe('source IPs: the console and the mock agree', () => {
  it.each(ips)('%s → %s', (text, valid) => {
    expect(isIpAddress(text)).toBe(valid);
    expect(isIpLiteral(text)).toBe(valid);
  });
});

describe('stored links: only http(s), for the console and the mock alike', () => {
  it.each(links)('%s → %s', (text, valid) => {
    expect(safeHttpUrl(text) !== null).toBe(valid);
    expect(isHttpAddress(text)).toBe(valid);
  });
});
