import { toNamePattern } from './namePattern';

describe('toNamePattern', () => {
  it('matches names starting with plain text', () => {
    expect(toNamePattern('sal')).toBe('sal%');
    expect(toNamePattern('  sal ')).toBe('sal%');
  });
  it('sends text that has its own % unchanged', () => {
    expect(toNamePattern('%ales')).toBe('%ales');
    expect(toNamePattern('s%s')).toBe('s%s');
  });
  it('sends nothing for blank text', () => {
    expect(toNamePattern('')).toBeUndefined();
    expect(toNamePattern('   ')).toBeUndefined();
  });
});
