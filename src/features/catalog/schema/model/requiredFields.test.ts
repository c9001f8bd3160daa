import { REQUIRED_FIELDS, missingFields } from './requiredFields';
import { validateChange } from './validateChange';
import type { FullSchemaChange } from '../../../../api/lake/schemas';
import { schemaChangeActions } from '../../../../api/lake/schemas';
import { STRING, schema } from '../testing/sampleTable';

describe('REQUIRED_FIELDS and missingFields', () => {
  it('follows the spec table (plus newNullability for updateColumnNullability)', () => {
    expect(REQUIRED_FIELDS.addColumn).toEqual(['fieldNames', 'dataType', 'move', 'comment']);
    expect(REQUIRED_FIELDS.updateColumnType).toEqual([
      'fieldNames',
      'newDataType',
      'keepNullability',
      'newNullability',
    ]);
    expect(REQUIRED_FIELDS.updateColumnNullability).toEqual(['fieldNames', 'newNullability']);
    expect(REQUIRED_FIELDS.updateColumnPosition).toEqual(['move']);
    expect(REQUIRED_FIELDS.setOption).toEqual(['key', 'value']);
    expect(REQUIRED_FIELDS.removeOption).toEqual(['key']);
    expect(REQUIRED_FIELDS.updateComment).toEqual(['comment']);
    expect(REQUIRED_FIELDS.renameColumn).toEqual(['fieldNames', 'newName']);
    expect(REQUIRED_FIELDS.dropColumn).toEqual(['fieldNames']);
    expect(REQUIRED_FIELDS.updateColumnComment).toEqual(['fieldNames', 'newComment']);
  });

  it.each(
    schemaChangeActions.flatMap((action) =>
      REQUIRED_FIELDS[action].map((field) => [action, field] as const),
    ),
  )('%s without %s names that field', (action, field) => {
    const complete: FullSchemaChange = {
      action,
      fieldNames: ['dt'],
      dataType: STRING,
      move: { type: 'FIRST', fieldName: 'dt' },
      newName: 'day',
      newComment: 'c',
      comment: 'c',
      key: 'k',
      value: 'v',
      newDataType: STRING,
      keepNullability: true,
      newNullability: true,
    };
    expect(missingFields(complete)).toEqual([]);
    const lacking = { ...complete, [field]: undefined };
    expect(missingFields(lacking)).toEqual([field]);
    expect(validateChange(lacking, 3, schema())).toEqual({
      field: `changes[3].${field}`,
      code: 'fieldRequired',
      params: { field, action },
    });
  });

  it('treats an empty fieldNames as missing and empty strings as present', () => {
    expect(missingFields({ action: 'dropColumn', fieldNames: [] })).toEqual(['fieldNames']);
    expect(missingFields({ action: 'updateComment', comment: '' })).toEqual([]);
  });

  it('requires the parts of a Move', () => {
    expect(missingFields({ action: 'updateColumnPosition', move: { type: 'FIRST' } })).toEqual([
      'move.fieldName',
    ]);
    expect(
      missingFields({ action: 'updateColumnPosition', move: { type: 'AFTER', fieldName: 'a' } }),
    ).toEqual(['move.referenceFieldName']);
    expect(
      missingFields({
        action: 'addColumn',
        fieldNames: ['x'],
        dataType: STRING,
        comment: '',
        move: { type: 'BEFORE' },
      }),
    ).toEqual(['move.referenceFieldName']);
  });

  it('reports an unknown action on action', () => {
    const change = { action: 'truncate' } as unknown as FullSchemaChange;
    expect(missingFields(change)).toEqual([]);
    expect(validateChange(change, 0, schema())?.field).toBe('changes[0].action');
  });
});
