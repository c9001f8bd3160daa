import type { FullDataType, FullSchemaChange, TableSchema } from '../../../../api/lake/schemas';
import { BIGINT, STRING, applied, failure, names, rowFields, schema } from '../testing/sampleTable';

describe('applySchemaChanges', () => {
  it('sets and removes options, removing an unset key is a no-op', () => {
    const result = applied([
      { action: 'setOption', key: 'file.format', value: 'orc' },
      { action: 'removeOption', key: 'bucket' },
      { action: 'removeOption', key: 'never.set' },
    ]);
    expect(result.options).toEqual({ 'file.format': 'orc' });
  });

  it('rejects an empty option key', () => {
    expect(failure([{ action: 'setOption', key: ' ', value: 'x' }]).field).toBe('changes[0].key');
  });

  it('updates the table comment', () => {
    expect(applied([{ action: 'updateComment', comment: 'all orders' }]).comment).toBe(
      'all orders',
    );
  });

  it('adds columns FIRST, LAST, AFTER and BEFORE with fresh ids', () => {
    const add = (name: string, move: FullSchemaChange['move']): FullSchemaChange => ({
      action: 'addColumn',
      fieldNames: [name],
      dataType: BIGINT,
      comment: `${name} comment`,
      move,
    });
    const result = applied([
      add('a', { type: 'FIRST' }),
      add('z', { type: 'LAST' }),
      add('after_dt', { type: 'AFTER', referenceFieldName: 'dt' }),
      add('before_id', { type: 'BEFORE', referenceFieldName: 'id' }),
    ]);
    expect(names(result.fields)).toEqual([
      'a',
      'before_id',
      'id',
      'dt',
      'after_dt',
      'address',
      'tags',
      'attrs',
      'z',
    ]);
    expect(result.fields.find((f) => f.name === 'a')).toEqual({
      id: 10,
      name: 'a',
      description: 'a comment',
      type: BIGINT,
    });
    expect(result.fields.find((f) => f.name === 'before_id')?.id).toBe(13);
  });

  it('adds a nested ROW field and gives nested members ids', () => {
    const result = applied([
      {
        action: 'addColumn',
        fieldNames: ['address', 'geo'],
        dataType: {
          type: 'ROW',
          fields: [
            { name: 'lat', type: { type: 'DOUBLE' } },
            { name: 'lon', type: { type: 'DOUBLE' } },
          ],
        },
        comment: '',
        move: { type: 'AFTER', referenceFieldName: 'city' },
      },
    ]);
    const address = result.fields[2];
    expect(names(rowFields(address))).toEqual(['city', 'geo', 'zip']);
    const geo = rowFields(address)[1];
    expect(geo?.id).toBe(10);
    expect(geo?.description).toBeUndefined();
    expect(rowFields(geo).map((f) => f.id)).toEqual([11, 12]);
    // The original is untouched.
    expect(names(rowFields(schema().fields[2]))).toEqual(['city', 'zip']);
  });

  it('addresses ROWs inside ARRAY elements and MAP values', () => {
    const result = applied([
      {
        action: 'addColumn',
        fieldNames: ['tags', 'element', 'weight'],
        dataType: { type: 'INT' },
        comment: '',
        move: { type: 'FIRST' },
      },
      { action: 'renameColumn', fieldNames: ['attrs', 'value', 'score'], newName: 'rank' },
    ]);
    expect(names(result.fields[3]?.type.element?.fields ?? [])).toEqual(['weight', 'name']);
    expect(names(result.fields[4]?.type.value?.fields ?? [])).toEqual(['rank']);
  });

  it('rejects a path that skips the element segment or names a missing column', () => {
    expect(failure([{ action: 'dropColumn', fieldNames: ['tags', 'name'] }])).toMatchObject({
      field: 'changes[0].fieldNames',
      code: 'pathNotRow',
      params: { path: 'tags', type: 'ARRAY' },
    });
    expect(failure([{ action: 'dropColumn', fieldNames: ['address', 'street'] }])).toEqual({
      field: 'changes[0].fieldNames',
      code: 'columnMissing',
      params: { path: 'address.street' },
    });
    expect(failure([{ action: 'dropColumn', fieldNames: ['nope', 'x'] }])).toMatchObject({
      code: 'columnMissing',
      params: { path: 'nope' },
    });
    expect(failure([{ action: 'dropColumn', fieldNames: ['attrs', 'key', 'x'] }]).field).toBe(
      'changes[0].fieldNames',
    );
    expect(failure([{ action: 'dropColumn', fieldNames: ['tags', 'items', 'x'] }])).toMatchObject({
      code: 'pathNeedsElement',
      params: { path: 'tags', type: 'ARRAY', segment: 'items' },
    });
  });

  it('rejects adding a duplicate name (ignoring case), a bad name or a bad type', () => {
    const add = (fieldNames: string[], dataType: FullDataType = STRING): FullSchemaChange => ({
      action: 'addColumn',
      fieldNames,
      dataType,
      comment: '',
      move: { type: 'LAST' },
    });
    expect(failure([add(['DT'])]).field).toBe('changes[0].fieldNames');
    expect(failure([add(['address', 'City'])])).toMatchObject({
      code: 'columnExists',
      params: { name: 'City' },
    });
    expect(failure([add(['9lives'])])).toMatchObject({
      code: 'nameInvalid',
      params: { name: '9lives' },
    });
    expect(failure([add(['amount'], { type: 'DECIMAL', precision: 40 })])).toEqual({
      field: 'changes[0].dataType.precision',
      code: 'decimalPrecision',
      params: { precision: 40 },
    });
    expect(failure([add(['list'], { type: 'ARRAY' })]).field).toBe('changes[0].dataType.element');
  });

  it('rejects a move next to an unknown column', () => {
    expect(
      failure([
        {
          action: 'addColumn',
          fieldNames: ['x'],
          dataType: STRING,
          comment: '',
          move: { type: 'AFTER', referenceFieldName: 'ghost' },
        },
      ]),
    ).toEqual({
      field: 'changes[0].move.referenceFieldName',
      code: 'referenceMissingAfter',
      params: { name: 'ghost' },
    });
  });

  it('renames a column and its key entries', () => {
    const result = applied([
      { action: 'renameColumn', fieldNames: ['dt'], newName: 'day' },
      { action: 'renameColumn', fieldNames: ['id'], newName: 'order_id' },
      { action: 'renameColumn', fieldNames: ['address', 'zip'], newName: 'postcode' },
    ]);
    expect(names(result.fields).slice(0, 2)).toEqual(['order_id', 'day']);
    expect(result.primaryKeys).toEqual(['order_id']);
    expect(result.partitionKeys).toEqual(['day']);
    expect(names(rowFields(result.fields[2]))).toEqual(['city', 'postcode']);
    expect(result.fields[1]?.id).toBe(1);
  });

  it('allows a rename that only changes case but not onto a sibling', () => {
    expect(
      names(applied([{ action: 'renameColumn', fieldNames: ['dt'], newName: 'DT' }]).fields)[1],
    ).toBe('DT');
    expect(failure([{ action: 'renameColumn', fieldNames: ['dt'], newName: 'ID' }])).toEqual({
      field: 'changes[0].newName',
      code: 'columnExists',
      params: { name: 'ID' },
    });
    expect(failure([{ action: 'renameColumn', fieldNames: ['dt'], newName: '' }]).field).toBe(
      'changes[0].newName',
    );
  });

  it('drops columns but not keys or the last field of a ROW', () => {
    const result = applied([
      { action: 'dropColumn', fieldNames: ['tags'] },
      { action: 'dropColumn', fieldNames: ['address', 'zip'] },
    ]);
    expect(names(result.fields)).toEqual(['id', 'dt', 'address', 'attrs']);
    expect(names(rowFields(result.fields[2]))).toEqual(['city']);
    expect(failure([{ action: 'dropColumn', fieldNames: ['id'] }])).toEqual({
      field: 'changes[0].fieldNames',
      code: 'dropPrimaryKey',
      params: { name: 'id' },
    });
    expect(failure([{ action: 'dropColumn', fieldNames: ['dt'] }]).code).toBe('dropPartitionKey');
    expect(
      failure([{ action: 'dropColumn', fieldNames: ['tags', 'element', 'name'] }]),
    ).toMatchObject({ code: 'dropLastField', params: { path: 'tags.element.name' } });
    const single: TableSchema = {
      fields: [{ name: 'only', type: STRING }],
      primaryKeys: [],
      partitionKeys: [],
      options: {},
    };
    expect(failure([{ action: 'dropColumn', fieldNames: ['only'] }], single).code).toBe(
      'dropLastColumn',
    );
  });

  it('updates a column comment', () => {
    const result = applied([
      { action: 'updateColumnComment', fieldNames: ['address', 'city'], newComment: 'town' },
    ]);
    expect(rowFields(result.fields[2])[0]?.description).toBe('town');
  });

  it('changes a type keeping or replacing nullability', () => {
    const result = applied([
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
    ]);
    expect(result.fields[0]?.type).toEqual({
      type: 'DECIMAL',
      precision: 20,
      scale: 0,
      nullable: false,
    });
    expect(rowFields(result.fields[2])[1]?.type).toEqual({
      type: 'VARCHAR',
      length: 10,
      nullable: false,
    });
  });

  it('keeps partition keys primitive', () => {
    expect(
      failure([
        {
          action: 'updateColumnType',
          fieldNames: ['dt'],
          newDataType: { type: 'ARRAY', element: STRING },
          keepNullability: true,
          newNullability: true,
        },
      ]),
    ).toEqual({
      field: 'changes[0].newDataType',
      code: 'partitionKeyNotPrimitive',
      params: { name: 'dt', type: 'ARRAY' },
    });
  });

  it('moves columns at the top level and inside a ROW', () => {
    const result = applied([
      { action: 'updateColumnPosition', move: { type: 'FIRST', fieldName: 'attrs' } },
      { action: 'updateColumnPosition', move: { type: 'LAST', fieldName: 'id' } },
      {
        action: 'updateColumnPosition',
        move: { type: 'BEFORE', fieldName: 'tags', referenceFieldName: 'dt' },
      },
      {
        action: 'updateColumnPosition',
        fieldNames: ['address', 'city'],
        move: { type: 'AFTER', fieldName: 'city', referenceFieldName: 'zip' },
      },
    ]);
    expect(names(result.fields)).toEqual(['attrs', 'tags', 'dt', 'address', 'id']);
    expect(names(rowFields(result.fields[3]))).toEqual(['zip', 'city']);
  });

  it('rejects moving an unknown column, relative to itself, or with a mismatched path', () => {
    expect(
      failure([{ action: 'updateColumnPosition', move: { type: 'FIRST', fieldName: 'ghost' } }]),
    ).toEqual({
      field: 'changes[0].move.fieldName',
      code: 'columnMissing',
      params: { path: 'ghost' },
    });
    expect(
      failure([
        {
          action: 'updateColumnPosition',
          move: { type: 'AFTER', fieldName: 'dt', referenceFieldName: 'dt' },
        },
      ]).field,
    ).toBe('changes[0].move.referenceFieldName');
    expect(
      failure([
        {
          action: 'updateColumnPosition',
          fieldNames: ['address', 'zip'],
          move: { type: 'FIRST', fieldName: 'city' },
        },
      ]).field,
    ).toBe('changes[0].move.fieldName');
  });

  it('sets nullability', () => {
    const result = applied([
      {
        action: 'updateColumnNullability',
        fieldNames: ['tags', 'element', 'name'],
        newNullability: false,
      },
    ]);
    expect(result.fields[3]?.type.element?.fields?.[0]?.type).toEqual({
      type: 'STRING',
      nullable: false,
    });
  });

  it('validates each change against the schema the earlier ones left', () => {
    expect(
      applied([
        { action: 'renameColumn', fieldNames: ['address'], newName: 'addr' },
        { action: 'dropColumn', fieldNames: ['addr', 'zip'] },
      ]).fields[2]?.name,
    ).toBe('addr');
    expect(
      failure([
        { action: 'renameColumn', fieldNames: ['address'], newName: 'addr' },
        { action: 'dropColumn', fieldNames: ['address', 'zip'] },
      ]),
    ).toMatchObject({ field: 'changes[1].fieldNames' });
    expect(
      failure([
        { action: 'setOption', key: 'a', value: 'b' },
        { action: 'renameColumn', fieldNames: ['dt'] },
      ]),
    ).toEqual({
      field: 'changes[1].newName',
      code: 'fieldRequired',
      params: { field: 'newName', action: 'renameColumn' },
    });
  });

  it('leaves the input schema unchanged', () => {
    const base = schema();
    const copy = structuredClone(base);
    applied(
      [
        { action: 'dropColumn', fieldNames: ['tags'] },
        { action: 'setOption', key: 'x', value: 'y' },
        {
          action: 'updateColumnNullability',
          fieldNames: ['address', 'city'],
          newNullability: false,
        },
      ],
      base,
    );
    expect(base).toEqual(copy);
  });
});
