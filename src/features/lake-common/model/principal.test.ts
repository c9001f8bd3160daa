import { byPrincipalKind, principalKind, principalShort, principalText } from './principal';

const ACCOUNT = '1234567890123456';
const bob = `acs:ram::${ACCOUNT}:user/bob`;
const etl = `acs:ram::${ACCOUNT}:role/lake-etl`;
const analysts = `acs:dlf::${ACCOUNT}:role/analysts`;

describe('a principal read one way', () => {
  it('tells a RAM user, a RAM role acting as a user and a lake role apart', () => {
    expect(principalKind(bob)).toBe('user');
    expect(principalKind(etl)).toBe('ramRole');
    expect(principalKind(analysts)).toBe('lakeRole');
    expect(principalKind(`acs:ram::${ACCOUNT}:root`)).toBe('other');
    expect(principalShort(etl)).toBe('role/lake-etl');
    expect(principalShort('alice')).toBe('alice');
  });

  it('writes a principal as "Name (kind/name)", or the short form alone', () => {
    expect(principalText(bob, 'Bob Li')).toBe('Bob Li (user/bob)');
    expect(principalText(etl, 'Nightly ETL jobs')).toBe('Nightly ETL jobs (role/lake-etl)');
    expect(principalText(bob, 'bob')).toBe('user/bob');
    expect(principalText(bob, '')).toBe('user/bob');
    expect(principalText(bob)).toBe('user/bob');
  });

  it('groups by kind: users, RAM roles, lake roles, then anything else', () => {
    const groups = byPrincipalKind([analysts, 'odd', etl, bob], (p) => p);
    expect(groups).toEqual([
      { kind: 'user', items: [bob] },
      { kind: 'ramRole', items: [etl] },
      { kind: 'lakeRole', items: [analysts] },
      { kind: 'other', items: ['odd'] },
    ]);
  });
});
