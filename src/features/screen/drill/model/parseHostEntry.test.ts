import { lookupIpOf, parseHostEntry } from './parseHostEntry';

describe('parseHostEntry', () => {
  it('reads name|public_ip|private_ip', () => {
    expect(parseHostEntry('web-1|47.96.1.2|10.0.0.5')).toEqual({
      raw: 'web-1|47.96.1.2|10.0.0.5',
      name: 'web-1',
      publicIp: '47.96.1.2',
      privateIp: '10.0.0.5',
      problems: [],
    });
  });

  it('accepts a host without a public address', () => {
    const entry = parseHostEntry('db|  |10.0.0.9');
    expect(entry).toMatchObject({ name: 'db', publicIp: '', privateIp: '10.0.0.9', problems: [] });
    expect(lookupIpOf(entry)).toBe('10.0.0.9');
  });

  it('keeps malformed entries with what could be read and why', () => {
    expect(parseHostEntry('')).toMatchObject({ name: '', problems: ['empty'] });
    expect(parseHostEntry('   ')).toMatchObject({ raw: '   ', problems: ['empty'] });
    expect(parseHostEntry('lonely')).toMatchObject({ name: 'lonely', problems: ['missing-parts'] });
    expect(parseHostEntry('half|1.2.3.4')).toMatchObject({
      name: 'half',
      publicIp: '1.2.3.4',
      privateIp: '',
      problems: ['missing-parts'],
    });
    expect(parseHostEntry('a|b|1.2.3.4|10.0.0.1')).toMatchObject({
      name: 'a|b',
      publicIp: '1.2.3.4',
      privateIp: '10.0.0.1',
      problems: ['extra-parts'],
    });
    expect(parseHostEntry('|1.2.3.4|10.0.0.1')).toMatchObject({ name: '', problems: ['no-name'] });
    expect(parseHostEntry('x|not-ip|10.0.0.1')).toMatchObject({
      publicIp: 'not-ip',
      problems: ['bad-ip'],
    });
    expect(parseHostEntry('||')).toMatchObject({ problems: ['no-name'] });
  });

  it('takes a bare name as complete where names alone are allowed', () => {
    expect(parseHostEntry('lonely', { plainNameAllowed: true }).problems).toEqual([]);
    expect(parseHostEntry('half|1.2.3.4', { plainNameAllowed: true }).problems).toEqual([
      'missing-parts',
    ]);
  });

  it('looks up the public address first, else the private one, else nothing', () => {
    expect(lookupIpOf(parseHostEntry('a|47.1.1.1|10.0.0.1'))).toBe('47.1.1.1');
    expect(lookupIpOf(parseHostEntry('a|bad|10.0.0.1'))).toBe('10.0.0.1');
    expect(lookupIpOf(parseHostEntry('a||'))).toBeNull();
    expect(lookupIpOf(parseHostEntry('a|2001:db8::1|'))).toBe('2001:db8::1');
  });
});
