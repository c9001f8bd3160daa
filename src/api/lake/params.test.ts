import { namePattern } from './params';

describe('namePattern', () => {
  it('makes plain text a prefix and keeps the user’s own % wildcards', () => {
    expect(namePattern('ord')).toBe('ord%');
    expect(namePattern('  ord ')).toBe('ord%');
    expect(namePattern('%items')).toBe('%items');
    expect(namePattern('a%b')).toBe('a%b');
    expect(namePattern('   ')).toBe('');
  });
});
