import { diffOptions, isEmptyChange, optionsFromRows, rowsFromOptions } from './optionRows';

const row = (id: string, key: string, value: string) => ({ id, key, value });

describe('option rows', () => {
  it('turns options into rows sorted by key, each with its own id', () => {
    const rows = rowsFromOptions({ b: '2', a: '1' });
    expect(rows.map((r) => [r.key, r.value])).toEqual([
      ['a', '1'],
      ['b', '2'],
    ]);
    expect(new Set(rows.map((r) => r.id)).size).toBe(2);
  });

  it('reads rows back, trimming keys and keeping values as typed', () => {
    expect(optionsFromRows([row('1', ' a ', ' x '), row('2', 'b', '')])).toEqual({
      options: { a: ' x ', b: '' },
      errors: [],
    });
  });

  it('reports empty and repeated keys on the offending rows', () => {
    const { options, errors } = optionsFromRows([
      row('1', 'a', '1'),
      row('2', '  ', '2'),
      row('3', 'a', '3'),
    ]);
    expect(options).toEqual({ a: '1' });
    expect(errors.map((e) => [e.rowId, e.kind, e.key])).toEqual([
      ['2', 'emptyKey', ''],
      ['3', 'duplicateKey', 'a'],
    ]);
    expect(errors[1]!.message).toBe('The key "a" is used by another option.');
  });

  it('diffs to only the keys removed, added or changed', () => {
    const change = diffOptions({ a: '1', b: '2', c: '3' }, { a: '1', b: '20', d: '4' });
    expect(change).toEqual({ removals: ['c'], updates: { b: '20', d: '4' } });
    expect(isEmptyChange(change)).toBe(false);
    expect(isEmptyChange(diffOptions({ a: '1' }, { a: '1' }))).toBe(true);
  });
});
