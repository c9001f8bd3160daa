/**
 * AlterTable: the changes the service applies, applied the same way by the console's rules and the
 * mock's (the contract: test/contract/lakeSchemaFixture.ts).
 */
import type { DataField, FullSchemaChange, TableSchema } from '../../src/api/lake/schemas';
import { STRING, add, base, console_, mock } from './lakeSchemaFixture';

const names = (fields: readonly DataField[] | undefined) => (fields ?? []).map((f) => f.name);
const top = (schema: TableSchema) => names(schema.fields);
const field = (schema: TableSchema, name: string) => schema.fields.find((f) => f.name === name);

interface Accepted {
  name: string;
  changes: FullSchemaChange[];
  then: (schema: TableSchema) => void;
  from?: TableSchema;
}

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
