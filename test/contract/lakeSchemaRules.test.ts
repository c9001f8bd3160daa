/**
 * The console's table schema rules (src/features/catalog/schema/model/) and the mock service's own
 * (mocks/lake/store/schemaRules.ts, schemaChanges.ts) are two implementations of one contract: the
 * spec's AlterTable and CreateTable plus the assumptions in src/api/lake/assumed.ts. Each hand-written case below says
 * what the service does; both must do it. So a bug in either fails here instead of being copied
 * into the other and passing.
 */
import type { DataField, FullSchemaChange, TableSchema } from '../../src/api/lake/schemas';
import { applySchemaChanges } from '../../src/features/catalog/schema/model/applyChanges';
import { validateTableSchema } from '../../src/features/catalog/schema/model/schemaIssues';
import { alterSchema } from '../../mocks/lake/store/schemaChanges';
import { schemaProblem } from '../../mocks/lake/store/schemaRules';

const STRING = { type: 'STRING' };

function base(): TableSchema {
  return {
    fields: [
      { id: 0, name: 'id', type: { type: 'BIGINT', nullable: false } },
      { id: 1, name: 'dt', type: STRING },
      {
        id: 2,
        name: 'address',
        type: {
          type: 'ROW',
          fields: [
            { id: 3, name: 'city', type: STRING },
            { id: 4, name: 'zip', type: STRING },
          ],
        },
      },
      {
        id: 5,
        name: 'tags',
        type: {
          type: 'ARRAY',
          element: { type: 'ROW', fields: [{ id: 6, name: 'label', type: STRING }] },
        },
      },
      {
        id: 7,
        name: 'attrs',
        type: {
          type: 'MAP',
          key: STRING,
          value: { type: 'ROW', fields: [{ id: 8, name: 'score', type: { type: 'DOUBLE' } }] },
        },
      },
    ],
    primaryKeys: ['id'],
    partitionKeys: ['dt'],
    options: { bucket: '4' },
    comment: 'orders',
  };
}

const names = (fields: readonly DataField[] | undefined) => (fields ?? []).map((f) => f.name);
const top = (schema: TableSchema) => names(schema.fields);
const field = (schema: TableSchema, name: string) => schema.fields.find((f) => f.name === name);

interface Accepted {
  name: string;
  changes: FullSchemaChange[];
  then: (schema: TableSchema) => void;
  from?: TableSchema;
}

interface Refused {
  name: string;
  changes: FullSchemaChange[];
  /** The request field the service's 400 names. */
  field: string;
  from?: TableSchema;
}

const add = (fieldNames: string[], extra: Partial<FullSchemaChange> = {}): FullSchemaChange => ({
  action: 'addColumn',
  fieldNames,
  dataType: STRING,
  move: { type: 'LAST' },
  comment: '',
  ...extra,
});

const accepted: Accepted[] = [
  {
    name: 'sets and removes options, and a missing option removes nothing',
    changes: [
      { action: 'setOption', key: 'snapshot.num-retained.max', value: '50' },
      { action: 'removeOption', key: 'bucket' },
      { action: 'removeOption', key: 'never-set' },
    ],
    then: (s) => expect(s.options).toEqual({ 'snapshot.num-retained.max': '50' }),
  },
  {
    name: 'replaces the table comment',
    changes: [{ action: 'updateComment', comment: 'all orders' }],
    then: (s) => expect(s.comment).toBe('all orders'),
  },
  {
    name: 'adds a column last with the next id and its comment',
    changes: [add(['note'], { comment: 'free text' })],
    then: (s) => {
      expect(top(s)).toEqual(['id', 'dt', 'address', 'tags', 'attrs', 'note']);
      expect(field(s, 'note')).toMatchObject({ id: 9, description: 'free text' });
    },
  },
  {
    name: 'adds a column first, after and before a sibling',
    changes: [
      add(['a'], { move: { type: 'FIRST' } }),
      add(['b'], { move: { type: 'AFTER', referenceFieldName: 'dt' } }),
      add(['c'], { move: { type: 'BEFORE', referenceFieldName: 'dt' } }),
    ],
    then: (s) => expect(top(s)).toEqual(['a', 'id', 'c', 'dt', 'b', 'address', 'tags', 'attrs']),
  },
  {
    name: 'adds a ROW column and numbers its members after the new column',
    changes: [
      add(['geo'], {
        dataType: {
          type: 'ROW',
          fields: [
            { name: 'lat', type: { type: 'DOUBLE' } },
            { name: 'lng', type: { type: 'DOUBLE' } },
          ],
        },
      }),
    ],
    then: (s) => {
      const geo = field(s, 'geo');
      expect(geo?.id).toBe(9);
      expect(geo?.type.fields?.map((f) => f.id)).toEqual([10, 11]);
    },
  },
  {
    name: 'adds a field inside a ROW column, and inside the ROWs of an ARRAY and of a MAP value',
    changes: [
      add(['address', 'street'], { move: { type: 'FIRST' } }),
      add(['tags', 'element', 'color']),
      add(['attrs', 'value', 'weight']),
    ],
    then: (s) => {
      expect(names(field(s, 'address')?.type.fields)).toEqual(['street', 'city', 'zip']);
      expect(names(field(s, 'tags')?.type.element?.fields)).toEqual(['label', 'color']);
      expect(names(field(s, 'attrs')?.type.value?.fields)).toEqual(['score', 'weight']);
    },
  },
  {
    name: 'renames a key column and its keys follow',
    changes: [{ action: 'renameColumn', fieldNames: ['dt'], newName: 'day' }],
    then: (s) => {
      expect(top(s)).toContain('day');
      expect(s.partitionKeys).toEqual(['day']);
    },
  },
  {
    name: 'renames a column to a different case of its own name',
    changes: [{ action: 'renameColumn', fieldNames: ['address', 'city'], newName: 'City' }],
    then: (s) => expect(names(field(s, 'address')?.type.fields)).toEqual(['City', 'zip']),
  },
  {
    name: 'drops a nested field and a plain column',
    changes: [
      { action: 'dropColumn', fieldNames: ['address', 'zip'] },
      { action: 'dropColumn', fieldNames: ['tags'] },
    ],
    then: (s) => {
      expect(top(s)).toEqual(['id', 'dt', 'address', 'attrs']);
      expect(names(field(s, 'address')?.type.fields)).toEqual(['city']);
    },
  },
  {
    name: 'changes a column comment',
    changes: [
      { action: 'updateColumnComment', fieldNames: ['attrs', 'value', 'score'], newComment: 'x' },
    ],
    then: (s) => expect(field(s, 'attrs')?.type.value?.fields?.[0]?.description).toBe('x'),
  },
  {
    name: 'changes a type, keeping or setting nullability',
    changes: [
      {
        action: 'updateColumnType',
        fieldNames: ['id'],
        newDataType: { type: 'DECIMAL', precision: 20, scale: 0 },
        keepNullability: true,
        newNullability: true,
      },
      {
        action: 'updateColumnType',
        fieldNames: ['address', 'zip'],
        newDataType: { type: 'VARCHAR', length: 10 },
        keepNullability: false,
        newNullability: false,
      },
    ],
    then: (s) => {
      expect(field(s, 'id')?.type).toEqual({
        type: 'DECIMAL',
        precision: 20,
        scale: 0,
        nullable: false,
      });
      expect(field(s, 'address')?.type.fields?.[1]?.type).toEqual({
        type: 'VARCHAR',
        length: 10,
        nullable: false,
      });
    },
  },
  {
    name: 'changes a type to a ROW and numbers its new members after the largest id',
    changes: [
      {
        action: 'updateColumnType',
        fieldNames: ['tags'],
        newDataType: { type: 'ROW', fields: [{ name: 'first', type: STRING }] },
        keepNullability: true,
        newNullability: true,
      },
    ],
    then: (s) => expect(field(s, 'tags')?.type.fields?.[0]?.id).toBe(9),
  },
  {
    name: 'moves a top-level column and a nested field',
    changes: [
      { action: 'updateColumnPosition', move: { type: 'FIRST', fieldName: 'attrs' } },
      {
        action: 'updateColumnPosition',
        fieldNames: ['address', 'zip'],
        move: { type: 'BEFORE', fieldName: 'zip', referenceFieldName: 'city' },
      },
      { action: 'updateColumnPosition', move: { type: 'LAST', fieldName: 'id' } },
    ],
    then: (s) => {
      expect(top(s)).toEqual(['attrs', 'dt', 'address', 'tags', 'id']);
      expect(names(field(s, 'address')?.type.fields)).toEqual(['zip', 'city']);
    },
  },
  {
    name: 'sets nullability',
    changes: [{ action: 'updateColumnNullability', fieldNames: ['dt'], newNullability: false }],
    then: (s) => expect(field(s, 'dt')?.type.nullable).toBe(false),
  },
  {
    name: 'lets a later change use what an earlier one added',
    changes: [
      add(['extra']),
      { action: 'renameColumn', fieldNames: ['extra'], newName: 'more' },
      {
        action: 'updateColumnPosition',
        move: { type: 'AFTER', fieldName: 'more', referenceFieldName: 'id' },
      },
    ],
    then: (s) => expect(top(s).slice(0, 2)).toEqual(['id', 'more']),
  },
  {
    name: 'does not hold a schema that was already invalid to validity',
    from: { ...base(), primaryKeys: ['ghost'] },
    changes: [{ action: 'setOption', key: 'k', value: 'v' }],
    then: (s) => expect(s.options.k).toBe('v'),
  },
];

const refused: Refused[] = [
  {
    name: 'an unknown action',
    changes: [{ action: 'explode' } as never],
    field: 'changes[0].action',
  },
  {
    name: 'a missing required field (after valid changes)',
    changes: [
      { action: 'setOption', key: 'a', value: 'b' },
      { action: 'renameColumn', fieldNames: ['dt'] },
    ],
    field: 'changes[1].newName',
  },
  {
    name: 'an empty column path',
    changes: [{ action: 'dropColumn', fieldNames: [] }],
    field: 'changes[0].fieldNames',
  },
  {
    name: 'a move without its type',
    changes: [add(['x'], { move: {} as never })],
    field: 'changes[0].move.type',
  },
  {
    name: 'a position change without the moved column',
    changes: [{ action: 'updateColumnPosition', move: { type: 'FIRST' } }],
    field: 'changes[0].move.fieldName',
  },
  {
    name: 'an AFTER move without its reference',
    changes: [add(['x'], { move: { type: 'AFTER' } })],
    field: 'changes[0].move.referenceFieldName',
  },
  {
    name: 'a blank option key',
    changes: [{ action: 'setOption', key: ' ', value: 'v' }],
    field: 'changes[0].key',
  },
  {
    name: 'a path through a missing column',
    changes: [add(['nope', 'x'])],
    field: 'changes[0].fieldNames',
  },
  {
    name: 'a path that steps into an ARRAY with a field name',
    changes: [add(['tags', 'label', 'x'])],
    field: 'changes[0].fieldNames',
  },
  {
    name: 'a path that ends at a MAP instead of a ROW',
    changes: [add(['attrs', 'x'])],
    field: 'changes[0].fieldNames',
  },
  { name: 'a new column without a name', changes: [add([''])], field: 'changes[0].fieldNames' },
  {
    name: 'a new column with a bad name',
    changes: [add(['9lives'])],
    field: 'changes[0].fieldNames',
  },
  {
    name: 'a new column whose name differs only in case',
    changes: [add(['address', 'CITY'])],
    field: 'changes[0].fieldNames',
  },
  {
    name: 'a new column with an invalid nested type',
    changes: [
      add(['x'], {
        dataType: { type: 'MAP', key: STRING, value: { type: 'DECIMAL', precision: 40 } },
      }),
    ],
    field: 'changes[0].dataType.value.precision',
  },
  {
    name: 'a new column with a ROW key in a MAP',
    changes: [
      add(['x'], { dataType: { type: 'MAP', key: { type: 'ROW', fields: [] }, value: STRING } }),
    ],
    field: 'changes[0].dataType.key',
  },
  {
    name: 'a new column with an unknown type',
    changes: [add(['x'], { dataType: { type: 'UUID' } })],
    field: 'changes[0].dataType.type',
  },
  {
    name: 'a new column with a bad ROW member name',
    changes: [
      add(['x'], {
        dataType: {
          type: 'ROW',
          fields: [
            { name: 'ok', type: STRING },
            { name: 'a-b', type: STRING },
          ],
        },
      }),
    ],
    field: 'changes[0].dataType.fields[1].name',
  },
  {
    name: 'a new column with a zero-length VARCHAR',
    changes: [add(['x'], { dataType: { type: 'VARCHAR', length: 0 } })],
    field: 'changes[0].dataType.length',
  },
  {
    name: 'a new column with a TIMESTAMP(12)',
    changes: [add(['x'], { dataType: { type: 'TIMESTAMP', precision: 12 } })],
    field: 'changes[0].dataType.precision',
  },
  {
    name: 'a DECIMAL scale above its precision',
    changes: [add(['x'], { dataType: { type: 'DECIMAL', precision: 5, scale: 6 } })],
    field: 'changes[0].dataType.scale',
  },
  {
    name: 'an ARRAY without an element type',
    changes: [add(['x'], { dataType: { type: 'ARRAY' } })],
    field: 'changes[0].dataType.element',
  },
  {
    name: 'a move after a column that is not there',
    changes: [add(['x'], { move: { type: 'AFTER', referenceFieldName: 'ghost' } })],
    field: 'changes[0].move.referenceFieldName',
  },
  {
    name: 'a move with an unknown type',
    changes: [add(['x'], { move: { type: 'MIDDLE' } as never })],
    field: 'changes[0].move.type',
  },
  {
    name: 'a column moved after itself',
    changes: [
      {
        action: 'updateColumnPosition',
        move: { type: 'AFTER', fieldName: 'dt', referenceFieldName: 'dt' },
      },
    ],
    field: 'changes[0].move.referenceFieldName',
  },
  {
    name: 'a moved column that is not there',
    changes: [{ action: 'updateColumnPosition', move: { type: 'FIRST', fieldName: 'ghost' } }],
    field: 'changes[0].move.fieldName',
  },
  {
    name: 'a nested move whose path does not end at the moved column',
    changes: [
      {
        action: 'updateColumnPosition',
        fieldNames: ['address', 'zip'],
        move: { type: 'FIRST', fieldName: 'city' },
      },
    ],
    field: 'changes[0].move.fieldName',
  },
  {
    name: 'a nested reference that is a top-level column',
    changes: [
      {
        action: 'updateColumnPosition',
        fieldNames: ['address', 'zip'],
        move: { type: 'AFTER', fieldName: 'zip', referenceFieldName: 'id' },
      },
    ],
    field: 'changes[0].move.referenceFieldName',
  },
  {
    name: 'a change to a missing column',
    changes: [{ action: 'dropColumn', fieldNames: ['ghost'] }],
    field: 'changes[0].fieldNames',
  },
  {
    name: 'a column named in the wrong case',
    changes: [{ action: 'updateColumnComment', fieldNames: ['DT'], newComment: 'x' }],
    field: 'changes[0].fieldNames',
  },
  {
    name: 'a rename onto a sibling’s name in another case',
    changes: [{ action: 'renameColumn', fieldNames: ['address', 'zip'], newName: 'City' }],
    field: 'changes[0].newName',
  },
  {
    name: 'a rename to a bad name',
    changes: [{ action: 'renameColumn', fieldNames: ['dt'], newName: 'a b' }],
    field: 'changes[0].newName',
  },
  {
    name: 'dropping the primary key',
    changes: [{ action: 'dropColumn', fieldNames: ['id'] }],
    field: 'changes[0].fieldNames',
  },
  {
    name: 'dropping the partition key',
    changes: [{ action: 'dropColumn', fieldNames: ['dt'] }],
    field: 'changes[0].fieldNames',
  },
  {
    name: 'dropping the last field of a ROW',
    changes: [{ action: 'dropColumn', fieldNames: ['tags', 'element', 'label'] }],
    field: 'changes[0].fieldNames',
  },
  {
    name: 'dropping the last column of a table',
    from: {
      fields: [{ id: 0, name: 'only', type: STRING }],
      primaryKeys: [],
      partitionKeys: [],
      options: {},
      comment: null,
    },
    changes: [{ action: 'dropColumn', fieldNames: ['only'] }],
    field: 'changes[0].fieldNames',
  },
  {
    name: 'a partition key changed to a collection',
    changes: [
      {
        action: 'updateColumnType',
        fieldNames: ['dt'],
        newDataType: { type: 'ARRAY', element: STRING },
        keepNullability: true,
        newNullability: true,
      },
    ],
    field: 'changes[0].newDataType',
  },
  {
    name: 'an invalid new type',
    changes: [
      {
        action: 'updateColumnType',
        fieldNames: ['dt'],
        newDataType: { type: 'CHAR', length: -1 },
        keepNullability: true,
        newNullability: true,
      },
    ],
    field: 'changes[0].newDataType.length',
  },
  {
    name: 'a change that leaves the first refused: nothing applies',
    changes: [
      add(['fine']),
      { action: 'dropColumn', fieldNames: ['fine'] },
      { action: 'dropColumn', fieldNames: ['fine'] },
    ],
    field: 'changes[2].fieldNames',
  },
];

/** What the console's rules say: the schema, or the field a refusal names. */
function console_(schema: TableSchema, changes: FullSchemaChange[]) {
  const result = applySchemaChanges(schema, changes);
  return result.ok ? { schema: result.schema } : { field: result.field };
}

function mock(schema: TableSchema, changes: FullSchemaChange[]) {
  const result = alterSchema(schema, changes);
  return result.ok ? { schema: result.schema } : { field: result.field };
}

describe('AlterTable: the console and the mock apply a change the same way', () => {
  it.each(accepted)('$name', ({ changes, then, from }) => {
    const start = from ?? base();
    const frozen = structuredClone(start);
    const ours = console_(start, changes);
    const theirs = mock(start, changes);
    expect(ours.schema, 'the console refused').toBeDefined();
    expect(theirs.schema, 'the mock refused').toBeDefined();
    then(ours.schema!);
    then(theirs.schema!);
    expect(theirs.schema).toEqual(ours.schema);
    // Neither changes the schema it was given.
    expect(start).toEqual(frozen);
  });
});

describe('AlterTable: the console and the mock refuse the same change at the same field', () => {
  it.each(refused)('$name', ({ changes, field, from }) => {
    const start = from ?? base();
    expect(console_(start, changes)).toEqual({ field });
    expect(mock(start, changes)).toEqual({ field });
  });
});

describe('CreateTable: the console and the mock accept the same schemas', () => {
  const cases: [string, TableSchema, string | null][] = [
    ['a valid schema', base(), null],
    ['no columns', { ...base(), fields: [] }, 'schema.fields'],
    [
      'two names that differ only in case',
      { ...base(), fields: [...base().fields, { name: 'ID', type: STRING }] },
      'schema.fields[5].name',
    ],
    [
      'a bad name nested in a MAP value',
      {
        ...base(),
        fields: [
          {
            name: 'm',
            type: {
              type: 'MAP',
              key: STRING,
              value: { type: 'ROW', fields: [{ name: '', type: STRING }] },
            },
          },
        ],
        primaryKeys: [],
        partitionKeys: [],
      },
      'schema.fields[0].type.value.fields[0].name',
    ],
    ['an unknown primary key', { ...base(), primaryKeys: ['ghost'] }, 'schema.primaryKeys[0]'],
    ['a repeated primary key', { ...base(), primaryKeys: ['id', 'id'] }, 'schema.primaryKeys[1]'],
    ['a ROW partition key', { ...base(), partitionKeys: ['address'] }, 'schema.partitionKeys[0]'],
    [
      'a repeated partition key',
      { ...base(), partitionKeys: ['dt', 'dt'] },
      'schema.partitionKeys[1]',
    ],
    [
      'a BYTES column and a MULTISET of DATE',
      {
        ...base(),
        fields: [
          { name: 'b', type: { type: 'BYTES' } },
          { name: 's', type: { type: 'MULTISET', element: { type: 'DATE' } } },
        ],
        primaryKeys: [],
        partitionKeys: ['b'],
      },
      null,
    ],
    [
      'a DECIMAL with precision 0',
      {
        ...base(),
        fields: [{ name: 'd', type: { type: 'DECIMAL', precision: 0 } }],
        primaryKeys: [],
        partitionKeys: [],
      },
      'schema.fields[0].type.precision',
    ],
  ];
  it.each(cases)('%s', (_, schema, field) => {
    expect(validateTableSchema(schema)?.field ?? null).toBe(field);
    expect(schemaProblem(schema)?.field ?? null).toBe(field);
  });
});
