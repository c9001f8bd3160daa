import type { DataField, TableSchema } from '../../../../api/lake/schemas';
import {
  PATH_SEPARATOR,
  countMatchingColumns,
  flattenSchema,
  schemaIndex,
  searchSchema,
  type SchemaRow,
} from './schemaIndex';
import { NESTED_ORDERS as schema } from '../testing/sampleSchemas';

const key = (...path: string[]) => path.join(PATH_SEPARATOR);
const summary = (rows: SchemaRow[]) =>
  rows.map((r) => `${'  '.repeat(r.depth)}${r.name} ${r.posInSet}/${r.setSize}`);

describe('flattenSchema', () => {
  it('shows top-level columns only when nothing is expanded', () => {
    const rows = flattenSchema(schema, new Set());
    expect(summary(rows)).toEqual(['id 1/5', 'dt 2/5', 'address 3/5', 'tags 4/5', 'attrs 5/5']);
    expect(rows[0]).toMatchObject({
      typeLabel: 'BIGINT NOT NULL',
      isPrimaryKey: true,
      isPartitionKey: false,
      hasChildren: false,
      expanded: false,
      depth: 0,
      parentKey: null,
    });
    expect(rows[1]).toMatchObject({ isPartitionKey: true, description: 'day of the order' });
    expect(rows[2]).toMatchObject({ typeLabel: 'ROW<…>', hasChildren: true, expanded: false });
  });

  it('shows the children of expanded rows: ROW fields, element, key and value', () => {
    const rows = flattenSchema(
      schema,
      new Set([key('address'), key('tags'), key('tags', 'element'), key('attrs')]),
    );
    expect(summary(rows)).toEqual([
      'id 1/5',
      'dt 2/5',
      'address 3/5',
      '  city 1/2',
      '  zip 2/2',
      'tags 4/5',
      '  element 1/1',
      '    label 1/1',
      'attrs 5/5',
      '  key 1/2',
      '  value 2/2',
    ]);
    const label = rows[7]!;
    expect(label.path).toEqual(['tags', 'element', 'label']);
    expect(label.parentKey).toBe(key('tags', 'element'));
    expect(rows[6]).toMatchObject({ isTypePart: true, typeLabel: 'ROW<…>', expanded: true });
    expect(rows[10]?.typeLabel).toBe('DECIMAL(9, 2)');
  });

  it('hides the children of a collapsed row even when its children are expanded', () => {
    const rows = flattenSchema(schema, new Set([key('tags', 'element')]));
    expect(rows.map((r) => r.name)).toEqual(['id', 'dt', 'address', 'tags', 'attrs']);
  });

  it('indexes a schema once', () => {
    expect(schemaIndex(schema)).toBe(schemaIndex(schema));
    // 11 rows for 5 columns: nested fields and collection parts are rows of the tree too.
    expect(schemaIndex(schema).nodes).toHaveLength(11);
    expect(schemaIndex(schema).expandable).toEqual([
      key('address'),
      key('tags'),
      key('tags', 'element'),
      key('attrs'),
    ]);
  });
});

describe('searchSchema', () => {
  it('finds nested matches with their ancestors expanded', () => {
    const rows = searchSchema(schema, 'LAB');
    expect(summary(rows)).toEqual(['tags 1/1', '  element 1/1', '    label 1/1']);
    expect(rows.map((r) => [r.matched, r.expanded])).toEqual([
      [false, true],
      [false, true],
      [true, false],
    ]);
    expect(countMatchingColumns(schema, 'LAB')).toBe(1);
  });

  it('counts the columns that match, by themselves or by something inside them', () => {
    // "string" matches dt, city (in address), label (in tags), attrs and its key: 4 columns.
    expect(countMatchingColumns(schema, 'string')).toBe(4);
    expect(countMatchingColumns(schema, 'town')).toBe(1);
    expect(countMatchingColumns(schema, 'nothing-like-this')).toBe(0);
  });

  it('matches types and comments', () => {
    expect(searchSchema(schema, 'decimal(9').map((r) => r.name)).toEqual(['attrs', 'value']);
    expect(searchSchema(schema, 'town').map((r) => r.name)).toEqual(['address', 'city']);
    // "string" matches dt, city, label and the MAP key (and attrs' type MAP<STRING, …>).
    expect(
      searchSchema(schema, 'string')
        .filter((r) => r.matched)
        .map((r) => r.name),
    ).toEqual(['dt', 'city', 'label', 'attrs', 'key']);
  });

  it('honours collapse and expand overrides while searching', () => {
    const collapsed = searchSchema(schema, 'label', new Map([[key('tags'), false]]));
    expect(collapsed.map((r) => [r.name, r.expanded])).toEqual([['tags', false]]);
    const opened = searchSchema(schema, 'zip', new Map([[key('address'), true]]));
    expect(summary(opened)).toEqual(['address 1/1', '  city 1/2', '  zip 2/2']);
  });

  it('returns nothing when nothing matches', () => {
    expect(searchSchema(schema, 'nothing-like-this')).toEqual([]);
  });

  it('searches and flattens 10,000 columns quickly', () => {
    const fields: DataField[] = Array.from({ length: 10_000 }, (_, i) => ({
      id: i,
      name: `col_${String(i).padStart(5, '0')}`,
      type:
        i % 10 === 0
          ? { type: 'ROW', fields: [{ name: `inner_${i}`, type: { type: 'INT' } }] }
          : { type: 'STRING' },
    }));
    const wide: TableSchema = { fields, primaryKeys: [], partitionKeys: [], options: {} };
    schemaIndex(wide);
    const started = performance.now();
    const rows = flattenSchema(wide, new Set());
    const found = searchSchema(wide, 'inner_99');
    const elapsed = performance.now() - started;
    expect(rows).toHaveLength(10_000);
    // inner_99x and inner_99xx (ROWs every 10th column) with their parents.
    expect(found.filter((r) => r.matched)).toHaveLength(11);
    // A guard against a complexity blow-up (a quadratic walk takes seconds), not a speed budget:
    // wall-clock budgets belong to the bench, on an otherwise idle machine (docs/testing.md).
    expect(elapsed).toBeLessThan(1_000);
  });
});
