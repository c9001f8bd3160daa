import { formatDataType } from '../../schema/model/dataTypes';
import type { FullSchemaChange, Move } from '../../../../api/lake/schemas';
import type { TableT } from '../tableI18n';

const path = (change: FullSchemaChange) => (change.fieldNames ?? []).join('.') || '?';
const text = (value: string | undefined) => value ?? '';

function where(move: Move | undefined, t: TableT): string {
  const reference = move?.referenceFieldName || '?';
  switch (move?.type) {
    case 'FIRST':
      return t('table.change.where.FIRST');
    case 'AFTER':
      return t('table.change.where.AFTER', { column: reference });
    case 'BEFORE':
      return t('table.change.where.BEFORE', { column: reference });
    default:
      return t('table.change.where.LAST');
  }
}

/** One line saying what a change does, in the user's language: "Rename address.zip to postcode". */
export function describeChange(change: FullSchemaChange, t: TableT): string {
  switch (change.action) {
    case 'setOption':
      return t('table.change.summary.setOption', {
        key: text(change.key),
        value: text(change.value),
      });
    case 'removeOption':
      return t('table.change.summary.removeOption', { key: text(change.key) });
    case 'updateComment':
      return t('table.change.summary.updateComment', { comment: text(change.comment) });
    case 'addColumn':
      return t('table.change.summary.addColumn', {
        column: path(change),
        type: formatDataType(change.dataType),
        where: where(change.move, t),
      });
    case 'renameColumn':
      return t('table.change.summary.renameColumn', {
        column: path(change),
        name: text(change.newName),
      });
    case 'dropColumn':
      return t('table.change.summary.dropColumn', { column: path(change) });
    case 'updateColumnComment':
      return t('table.change.summary.updateColumnComment', {
        column: path(change),
        comment: text(change.newComment),
      });
    case 'updateColumnType':
      return t('table.change.summary.updateColumnType', {
        column: path(change),
        type: formatDataType(change.newDataType),
        nullability: change.keepNullability
          ? t('table.change.nullability.keep')
          : change.newNullability === false
            ? t('table.change.nullability.notNull')
            : t('table.change.nullability.nullable'),
      });
    case 'updateColumnPosition': {
      const parent = (change.fieldNames ?? []).slice(0, -1);
      const column = [...parent, change.move?.fieldName || '?'].join('.');
      return t('table.change.summary.updateColumnPosition', {
        column,
        where: where(change.move, t),
      });
    }
    case 'updateColumnNullability':
      return t(
        change.newNullability === false
          ? 'table.change.summary.makeNotNull'
          : 'table.change.summary.makeNullable',
        { column: path(change) },
      );
  }
}
