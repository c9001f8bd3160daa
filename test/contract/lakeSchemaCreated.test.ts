/**
 * CreateTable: the schemas the service accepts, and the field it names for one it refuses, the same
 * by the console's rules and the mock's (the contract: test/contract/lakeSchemaFixture.ts).
 */
import type { TableSchema } from '../../src/api/lake/schemas';
import { validateTableSchema } from '../../src/features/catalog/schema/model/schemaIssues';
import { schemaProblem } from '../../mocks/lake/store/schemaRules';
import { STRING, base } from './lakeSchemaFixture';

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
