import { tableSchemaIssues, validateTableSchema, type SchemaIssueCode } from './schemaIssues';
import type { DataField, TableSchema } from '../../../../api/lake/schemas';
import { STRING, schema } from '../testing/sampleTable';

describe('validateTableSchema', () => {
  const table = (fields: DataField[], extra: Partial<TableSchema> = {}): TableSchema => ({
    fields,
    primaryKeys: [],
    partitionKeys: [],
    options: {},
    ...extra,
  });

  it('accepts the sample schema', () => {
    expect(validateTableSchema(schema())).toBeNull();
  });

  it.each<[string, TableSchema, string, [SchemaIssueCode, Record<string, string | number>]]>([
    ['no columns', table([]), 'schema.fields', ['noColumns', {}]],
    [
      'an empty name',
      table([{ name: ' ', type: STRING }]),
      'schema.fields[0].name',
      ['nameRequired', {}],
    ],
    [
      'a duplicate nested name',
      table([
        { name: 'a', type: STRING },
        {
          name: 'r',
          type: {
            type: 'ROW',
            fields: [
              { name: 'x', type: STRING },
              { name: 'X', type: STRING },
            ],
          },
        },
      ]),
      'schema.fields[1].type.fields[1].name',
      ['nameDuplicate', { name: 'X' }],
    ],
    [
      'an ARRAY without element',
      table([{ name: 'a', type: { type: 'ARRAY' } }]),
      'schema.fields[0].type.element',
      ['elementRequired', { type: 'ARRAY' }],
    ],
    [
      'a MAP without value',
      table([{ name: 'm', type: { type: 'MAP', key: STRING } }]),
      'schema.fields[0].type.value',
      ['mapValueRequired', {}],
    ],
    [
      'a complex MAP key',
      table([
        {
          name: 'm',
          type: { type: 'MAP', key: { type: 'ARRAY', element: STRING }, value: STRING },
        },
      ]),
      'schema.fields[0].type.key',
      ['mapKeyNotPrimitive', { type: 'ARRAY' }],
    ],
    [
      'an empty ROW',
      table([{ name: 'r', type: { type: 'ROW', fields: [] } }]),
      'schema.fields[0].type.fields',
      ['rowFieldsRequired', {}],
    ],
    [
      'a scale above precision',
      table([{ name: 'd', type: { type: 'DECIMAL', precision: 5, scale: 6 } }]),
      'schema.fields[0].type.scale',
      ['decimalScale', { scale: 6, max: 5 }],
    ],
    [
      'a zero length',
      table([{ name: 'c', type: { type: 'CHAR', length: 0 } }]),
      'schema.fields[0].type.length',
      ['lengthInvalid', { type: 'CHAR', length: 0 }],
    ],
    [
      'an unknown type',
      table([{ name: 'c', type: { type: 'JSON' } }]),
      'schema.fields[0].type.type',
      ['typeUnknown', { type: 'JSON' }],
    ],
    [
      'an unknown primary key',
      table([{ name: 'a', type: STRING }], { primaryKeys: ['b'] }),
      'schema.primaryKeys[0]',
      ['primaryKeyUnknown', { name: 'b' }],
    ],
    [
      'a duplicate partition key',
      table([{ name: 'a', type: STRING }], { partitionKeys: ['a', 'a'] }),
      'schema.partitionKeys[1]',
      ['partitionKeyDuplicate', { name: 'a' }],
    ],
    [
      'a complex partition key',
      table([{ name: 'a', type: { type: 'ARRAY', element: STRING } }], { partitionKeys: ['a'] }),
      'schema.partitionKeys[0]',
      ['partitionKeyNotPrimitive', { name: 'a', type: 'ARRAY' }],
    ],
  ])('rejects %s', (_, value, field, [code, params]) => {
    expect(validateTableSchema(value)).toEqual({ field, code, params });
  });

  it('locates issues for a form (field locator and part)', () => {
    const issues = tableSchemaIssues(
      table([
        { name: 'ok', type: STRING },
        {
          name: 'list',
          type: {
            type: 'ARRAY',
            element: {
              type: 'ROW',
              fields: [{ name: '1bad', type: { type: 'DECIMAL', precision: 0 } }],
            },
          },
        },
      ]),
    );
    expect(issues.map((i) => [i.code, i.at, i.part])).toEqual([
      ['nameInvalid', [1, 'element', 0], 'name'],
      ['decimalPrecision', [1, 'element', 0], 'type'],
    ]);
  });
});
