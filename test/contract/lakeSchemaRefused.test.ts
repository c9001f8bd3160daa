/**
 * AlterTable: the changes the service refuses, refused by the console's rules and the mock's at the
 * same request field (the contract: test/contract/lakeSchemaFixture.ts).
 */
import type { FullSchemaChange, TableSchema } from '../../src/api/lake/schemas';
import { STRING, add, base, console_, mock } from './lakeSchemaFixture';

interface Refused {
  name: string;
  changes: FullSchemaChange[];
  /** The request field the service's 400 names. */
  field: string;
  from?: TableSchema;
}

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

describe('AlterTable: the console and the mock refuse the same change at the same field', () => {
  it.each(refused)('$name', ({ changes, field, from }) => {
    const start = from ?? base();
    expect(console_(start, changes)).toEqual({ field });
    expect(mock(start, changes)).toEqual({ field });
  });
});
