import { describe, expect, it } from 'vitest';
import type { FullDataType, TableSchema } from '../../../../api/lake/schemas';
import { filterColumns } from './filterColumns';
import { NumberLiteral, readLiteral } from './literals';
import {
  buildRowFilter,
  emptyFilter,
  updateNode,
  withColumn,
  withOperator,
  type FilterCondition,
  type FilterGroup,
  type FilterNode,
  type Operator,
} from './rowFilter';
import { parsePredicateText, readPredicate, shapeOf, stringifyPredicate } from './predicateText';

const t = (type: string, extra: Partial<FullDataType> = {}): FullDataType => ({ type, ...extra });

const schema: TableSchema = {
  fields: [
    { name: 'id', type: t('BIGINT') },
    { name: 'qty', type: t('INT') },
    { name: 'tiny', type: t('TINYINT') },
    { name: 'amount', type: t('DECIMAL', { precision: 10, scale: 2 }) },
    { name: 'ratio', type: t('DOUBLE') },
    { name: 'active', type: t('BOOLEAN') },
    { name: 'day', type: t('DATE') },
    { name: 'at', type: t('TIMESTAMP') },
    { name: 'code', type: t('CHAR', { length: 2 }) },
    { name: 'region', type: t('STRING') },
    { name: 'blob', type: t('BYTES') },
    {
      name: 'customer',
      type: t('ROW', {
        fields: [
          { name: 'name', type: t('VARCHAR', { length: 20 }) },
          {
            name: 'address',
            type: t('ROW', { fields: [{ name: 'city', type: t('STRING') }] }),
          },
        ],
      }),
    },
    {
      name: 'tags',
      type: t('ARRAY', {
        element: t('ROW', { fields: [{ name: 'label', type: t('STRING') }] }),
      }),
    },
  ],
  primaryKeys: [],
  partitionKeys: [],
  options: {},
};
const columns = filterColumns(schema);

let ids = 0;
const cond = (column: string, operator: Operator, ...values: string[]): FilterCondition => ({
  kind: 'condition',
  id: `c${(ids += 1)}`,
  column,
  operator,
  values,
});
const group = (op: 'AND' | 'OR', ...children: FilterNode[]): FilterGroup => ({
  kind: 'group',
  id: `g${(ids += 1)}`,
  op,
  children,
});

function built(root: FilterGroup) {
  const result = buildRowFilter(root, columns);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result;
}

describe('filter columns', () => {
  it('lists top-level columns and ROW fields by dotted path, not fields inside collections', () => {
    expect(columns.map((c) => c.name)).toEqual([
      'id',
      'qty',
      'tiny',
      'amount',
      'ratio',
      'active',
      'day',
      'at',
      'code',
      'region',
      'blob',
      'customer',
      'customer.name',
      'customer.address',
      'customer.address.city',
      'tags',
    ]);
    const city = columns.find((c) => c.name === 'customer.address.city')!;
    expect(city).toMatchObject({ index: 11, depth: 2, family: 'string', type: t('STRING') });
    expect(columns.find((c) => c.name === 'tags')!.family).toBe('complex');
  });
});

describe('literals', () => {
  it.each([
    ['TINYINT', '127', '127'],
    ['TINYINT', '-128', '-128'],
    ['SMALLINT', '+0032', '32'],
    ['INT', '2147483647', '2147483647'],
    ['BIGINT', '9223372036854775807', '9223372036854775807'],
    ['BIGINT', '-9007199254740993', '-9007199254740993'],
  ])('reads %s %s with every digit', (type, text, digits) => {
    expect(readLiteral(text, t(type))).toEqual({ ok: true, value: new NumberLiteral(digits) });
  });

  it.each([
    ['TINYINT', '128', 'intRange'],
    ['INT', '2147483648', 'intRange'],
    ['BIGINT', '9223372036854775808', 'intRange'],
    ['INT', '1.5', 'notInteger'],
    ['INT', 'ten', 'notInteger'],
    ['INT', '  ', 'empty'],
  ])('refuses %s %s (%s)', (type, text, code) => {
    const result = readLiteral(text, t(type));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problem.code).toBe(code);
  });

  it('reads decimals within precision and scale, keeping the digits', () => {
    const money = t('DECIMAL', { precision: 10, scale: 2 });
    expect(readLiteral('12345678.90', money)).toEqual({
      ok: true,
      value: new NumberLiteral('12345678.90'),
    });
    expect(readLiteral('-0.5', money)).toEqual({ ok: true, value: new NumberLiteral('-0.5') });
    expect(readLiteral('007', money)).toEqual({ ok: true, value: new NumberLiteral('7') });
    expect(readLiteral('1.234', money)).toEqual({
      ok: false,
      problem: { code: 'decimalDigits', precision: 10, scale: 2 },
    });
    expect(readLiteral('123456789', money)).toMatchObject({ ok: false });
    expect(readLiteral('1e3', money)).toEqual({ ok: false, problem: { code: 'notDecimal' } });
    expect(readLiteral('1.', money)).toEqual({ ok: false, problem: { code: 'notDecimal' } });
    // Without parameters a DECIMAL is DECIMAL(10, 0).
    expect(readLiteral('0.1', t('DECIMAL'))).toMatchObject({ ok: false });
  });

  it('reads floats, booleans, dates, times and timestamps', () => {
    expect(readLiteral('2.5e3', t('DOUBLE'))).toEqual({
      ok: true,
      value: new NumberLiteral('2500'),
    });
    expect(readLiteral('abc', t('FLOAT'))).toMatchObject({ problem: { code: 'notNumber' } });
    expect(readLiteral('TRUE', t('BOOLEAN'))).toEqual({ ok: true, value: true });
    expect(readLiteral('yes', t('BOOLEAN'))).toMatchObject({ problem: { code: 'notBoolean' } });
    expect(readLiteral('2024-02-29', t('DATE'))).toEqual({ ok: true, value: '2024-02-29' });
    expect(readLiteral('2023-02-29', t('DATE'))).toMatchObject({ problem: { code: 'notDate' } });
    expect(readLiteral('2023-13-01', t('DATE'))).toMatchObject({ problem: { code: 'notDate' } });
    expect(readLiteral('23:59:59', t('TIME'))).toEqual({ ok: true, value: '23:59:59' });
    expect(readLiteral('24:00', t('TIME'))).toMatchObject({ problem: { code: 'notTime' } });
    expect(readLiteral('2026-11-26T08:30', t('TIMESTAMP'))).toEqual({
      ok: true,
      value: '2026-11-26 08:30:00',
    });
    expect(readLiteral('2026-11-26', t('TIMESTAMP'))).toEqual({
      ok: true,
      value: '2026-11-26 00:00:00',
    });
    expect(readLiteral('2026-11-26 25:00', t('TIMESTAMP'))).toMatchObject({
      problem: { code: 'notTimestamp' },
    });
  });

  it('keeps strings as typed and checks CHAR/VARCHAR lengths', () => {
    expect(readLiteral(" O'Brien ", t('STRING'))).toEqual({ ok: true, value: " O'Brien " });
    expect(readLiteral('', t('STRING'))).toEqual({ ok: true, value: '' });
    expect(readLiteral('EU', t('CHAR', { length: 2 }))).toEqual({ ok: true, value: 'EU' });
    expect(readLiteral('EUR', t('CHAR', { length: 2 }))).toEqual({
      ok: false,
      problem: { code: 'tooLong', length: 2 },
    });
    expect(readLiteral('x', t('BYTES'))).toMatchObject({ problem: { code: 'notComparable' } });
  });
});

describe('building a Predicate', () => {
  it.each<[Operator, string[], string, string]>([
    ['eq', ['5'], 'EQUAL', '`qty` = 5'],
    ['ne', ['5'], 'NOT_EQUAL', '`qty` <> 5'],
    ['lt', ['5'], 'LESS_THAN', '`qty` < 5'],
    ['le', ['5'], 'LESS_OR_EQUAL', '`qty` <= 5'],
    ['gt', ['5'], 'GREATER_THAN', '`qty` > 5'],
    ['ge', ['5'], 'GREATER_OR_EQUAL', '`qty` >= 5'],
    ['in', ['1', '2', '3'], 'IN', '`qty` IN (1, 2, 3)'],
    ['notIn', ['1', '2'], 'NOT_IN', '`qty` NOT IN (1, 2)'],
    ['isNull', [], 'IS_NULL', '`qty` IS NULL'],
    ['isNotNull', [], 'IS_NOT_NULL', '`qty` IS NOT NULL'],
  ])('%s %j gives function %s and "%s"', (operator, values, fn, expression) => {
    const result = built(group('AND', cond('qty', operator, ...values)));
    expect(result.expression).toBe(expression);
    expect(result.predicate).toEqual({
      kind: 'LEAF',
      transform: {
        name: 'FIELD_REF',
        fieldRef: { name: 'qty', type: t('INT'), index: 1 },
        inputs: [],
      },
      function: fn,
      literals: values.map((v) => new NumberLiteral(v)),
    });
  });

  it('quotes and escapes literals of each type in the expression', () => {
    const result = built(
      group(
        'AND',
        cond('region', 'eq', "O'Brien"),
        cond('active', 'eq', 'false'),
        cond('day', 'ge', '2026-01-01'),
        cond('at', 'lt', '2026-11-26 08:30'),
        cond('amount', 'in', '1.50', '-2'),
        cond('id', 'eq', '9007199254740993'),
      ),
    );
    expect(result.expression).toBe(
      "`region` = 'O''Brien' AND `active` = FALSE AND `day` >= DATE '2026-01-01' AND " +
        "`at` < TIMESTAMP '2026-11-26 08:30:00' AND `amount` IN (1.50, -2) AND " +
        '`id` = 9007199254740993',
    );
  });

  it('nests groups, parenthesising an inner group of the other kind only', () => {
    const result = built(
      group(
        'AND',
        group('OR', cond('region', 'eq', 'EU'), cond('customer.address.city', 'eq', 'Paris')),
        group('AND', cond('qty', 'gt', '1'), cond('qty', 'lt', '9')),
        cond('code', 'isNotNull'),
      ),
    );
    expect(result.expression).toBe(
      "(`region` = 'EU' OR `customer`.`address`.`city` = 'Paris') AND `qty` > 1 AND `qty` < 9 AND `code` IS NOT NULL",
    );
    const predicate = result.predicate!;
    expect(predicate.kind).toBe('AND');
    expect(predicate.children!.map((child) => child.kind)).toEqual(['OR', 'AND', 'LEAF']);
    expect(predicate.children![0]!.children![1]!.transform!.fieldRef).toEqual({
      name: 'customer.address.city',
      type: t('STRING'),
      index: 11,
    });
  });

  it('builds no predicate for an empty filter, and one child alone for a one-child group', () => {
    expect(buildRowFilter(emptyFilter(), columns)).toEqual({
      ok: true,
      predicate: null,
      expression: '',
    });
    const single = built(group('OR', group('AND', cond('qty', 'eq', '1'))));
    expect(single.predicate!.kind).toBe('LEAF');
  });

  it('reports every problem with the node it belongs to', () => {
    const root = group(
      'AND',
      cond('', 'eq', '1'),
      cond('gone', 'eq', '1'),
      cond('qty', 'in', '1', 'x', '99999999999'),
      cond('blob', 'eq', 'x'),
      cond('region', 'in'),
      group('OR'),
    );
    const result = buildRowFilter(root, columns);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems).toEqual([
      { code: 'noColumn', nodeId: root.children[0]!.id },
      { code: 'unknownColumn', nodeId: root.children[1]!.id, column: 'gone' },
      {
        code: 'literal',
        nodeId: root.children[2]!.id,
        valueIndex: 1,
        problem: { code: 'notInteger' },
      },
      {
        code: 'literal',
        nodeId: root.children[2]!.id,
        valueIndex: 2,
        problem: { code: 'intRange', min: '-2147483648', max: '2147483647' },
      },
      { code: 'operatorNotForType', nodeId: root.children[3]!.id },
      { code: 'noValues', nodeId: root.children[4]!.id },
      { code: 'emptyGroup', nodeId: root.children[5]!.id },
    ]);
  });
});

describe('predicate text and reading back', () => {
  const root = group(
    'OR',
    group(
      'AND',
      cond('customer.address.city', 'in', 'Paris', 'Zürich'),
      cond('active', 'eq', 'true'),
    ),
    cond('id', 'ge', '9223372036854775807'),
    cond('amount', 'lt', '10.05'),
    cond('at', 'isNull'),
    cond('day', 'ne', '2026-02-01'),
  );

  it('writes numbers as bare digits and reads them back with every digit', () => {
    const text = stringifyPredicate(built(root).predicate!);
    expect(text).toContain('"literals":[9223372036854775807]');
    expect(text).toContain('"literals":[10.05]');
    expect(text).toContain('"literals":["Paris","Zürich"]');
    expect(text).toContain('"index":11');
    const parsed = parsePredicateText(text)!;
    expect(parsed.children![1]!.literals).toEqual([new NumberLiteral('9223372036854775807')]);
    expect(parsed.children![0]!.children![0]!.transform!.fieldRef!.index).toBe(11);
    expect(parsed.children![0]!.children![1]!.literals).toEqual([true]);
  });

  it('round-trips the builder model through the Predicate and its text', () => {
    const first = built(root);
    const read = readPredicate(parsePredicateText(stringifyPredicate(first.predicate!))!, columns);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(shapeOf(read.root)).toEqual(shapeOf(root));
    const again = built(read.root);
    expect(again.expression).toBe(first.expression);
    expect(stringifyPredicate(again.predicate!)).toBe(stringifyPredicate(first.predicate!));
  });

  it('wraps a single leaf in a root group and keeps a column the schema no longer has', () => {
    const leaf = {
      kind: 'LEAF',
      function: 'EQUAL',
      transform: { name: 'FIELD_REF', fieldRef: { name: 'old.col', type: t('INT'), index: 3 } },
      literals: [new NumberLiteral('4')],
    };
    const read = readPredicate(leaf, columns);
    expect(read.ok && shapeOf(read.root)).toEqual({
      op: 'AND',
      children: [{ column: 'old.col', operator: 'eq', values: ['4'] }],
    });
    expect(read.ok && read.columns.at(-1)).toMatchObject({ name: 'old.col', index: 3 });
  });

  it('refuses unknown kinds and functions, a leaf without a field, and text that is not JSON', () => {
    expect(readPredicate({ kind: 'XOR' }, columns)).toEqual({
      ok: false,
      problem: { code: 'unknownKind', kind: 'XOR' },
    });
    expect(
      readPredicate({ kind: 'AND', children: [{ kind: 'LEAF', function: 'LIKE' }] }, columns),
    ).toEqual({ ok: false, problem: { code: 'unknownFunction', function: 'LIKE' } });
    expect(readPredicate({ kind: 'LEAF', function: 'IS_NULL' }, columns)).toEqual({
      ok: false,
      problem: { code: 'noField' },
    });
    expect(readPredicate({ kind: 'OR', children: [] }, columns)).toEqual({
      ok: false,
      problem: { code: 'noChildren' },
    });
    expect(parsePredicateText('region = 1')).toBeNull();
    expect(parsePredicateText('[1]')).toBeNull();
  });
});

describe('editing', () => {
  it('changes and removes nodes by id without touching the others', () => {
    const a = cond('qty', 'eq', '1');
    const inner = group('OR', cond('region', 'eq', 'x'));
    const root = group('AND', a, inner);
    const changed = updateNode(root, a.id, (node) =>
      node.kind === 'condition' ? withOperator(node, 'in') : node,
    );
    expect(changed.children[0]).toMatchObject({ operator: 'in', values: ['1'] });
    expect(changed.children[1]).toBe(inner);
    const removed = updateNode(changed, inner.children[0]!.id, () => null);
    expect((removed.children[1] as FilterGroup).children).toEqual([]);
  });

  it('keeps values that fit when the operator or column changes', () => {
    const listed = withOperator(cond('qty', 'in', '1', '2'), 'eq');
    expect(listed.values).toEqual(['1']);
    expect(withOperator(listed, 'isNull').values).toEqual([]);
    expect(withOperator(withOperator(listed, 'isNull'), 'notIn').values).toEqual(['']);
    const blob = columns.find((c) => c.name === 'blob')!;
    expect(withColumn(cond('qty', 'gt', '3'), blob)).toMatchObject({
      column: 'blob',
      operator: 'isNull',
      values: [],
    });
    const region = columns.find((c) => c.name === 'region')!;
    expect(withColumn(cond('qty', 'gt', '3'), region)).toMatchObject({
      operator: 'gt',
      values: ['3'],
    });
  });
});
