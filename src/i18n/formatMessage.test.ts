import { formatMessage, messageParams } from './formatMessage';

const COLUMNS = '{count, plural, one {# column} other {# columns}}';

describe('formatMessage', () => {
  it('fills named parameters and leaves unknown ones visible', () => {
    expect(formatMessage('{a} of {b} {c}', { a: 1, b: 'x' }, 'en')).toBe('1 of x {c}');
    expect(formatMessage('no parameters', undefined, 'zh')).toBe('no parameters');
  });

  it('says English counts in the singular for one and the plural otherwise', () => {
    expect(formatMessage(COLUMNS, { count: 1 }, 'en')).toBe('1 column');
    expect(formatMessage(COLUMNS, { count: 2 }, 'en')).toBe('2 columns');
    expect(formatMessage(COLUMNS, { count: 0 }, 'en')).toBe('0 columns');
    expect(formatMessage(COLUMNS, { count: 1.5 }, 'en')).toBe('1.5 columns');
  });

  it('formats the count for the language and uses its rules (Chinese has one form)', () => {
    expect(formatMessage(COLUMNS, { count: 10_000 }, 'en')).toBe('10,000 columns');
    const zh = '共 {count, plural, other {# 列}}';
    expect(formatMessage(zh, { count: 1 }, 'zh')).toBe('共 1 列');
    expect(formatMessage(zh, { count: 12_345 }, 'zh')).toBe('共 12,345 列');
  });

  it('prefers an exact =N option, and fills placeholders inside options', () => {
    const text =
      '{n, plural, =0 {No tables in {db}} one {One table in {db}} other {# tables in {db}}}';
    expect(formatMessage(text, { n: 0, db: 'sales' }, 'en')).toBe('No tables in sales');
    expect(formatMessage(text, { n: 1, db: 'sales' }, 'en')).toBe('One table in sales');
    expect(formatMessage(text, { n: 7, db: 'sales' }, 'en')).toBe('7 tables in sales');
  });

  it('keeps text around a block and several blocks in one message', () => {
    const text =
      '{shown} of {total, plural, one {# endpoint} other {# endpoints}} ({failed, plural, one {# failing} other {# failing}})';
    expect(formatMessage(text, { shown: 1, total: 1, failed: 3 }, 'en')).toBe(
      '1 of 1 endpoint (3 failing)',
    );
  });

  it('shows a pre-formatted count as given, choosing by its number', () => {
    expect(formatMessage(COLUMNS, { count: '1' }, 'en')).toBe('1 column');
    expect(formatMessage(COLUMNS, { count: 'many' }, 'en')).toBe('many columns');
  });
});

describe('messageParams', () => {
  it('lists plain and plural parameters, also those inside options', () => {
    expect(messageParams('{a} and {n, plural, one {# x in {b}} other {# xs}}')).toEqual([
      'a',
      'b',
      'n',
    ]);
  });

  it('refuses a plural block without “other” and an unknown block kind', () => {
    expect(() => messageParams('{n, plural, one {# x}}')).toThrow(SyntaxError);
    expect(() => messageParams('{n, select, a {x} other {y}}')).toThrow(SyntaxError);
    expect(() => messageParams('{n, plural, one {# x} other {# xs}')).toThrow(SyntaxError);
  });
});
