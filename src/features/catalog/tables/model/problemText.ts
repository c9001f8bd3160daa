import type { SchemaChangeAction } from '../../../../api/lake/schemas';
import type { ChangeError } from '../../schema/model/validateChange';
import type { TableT } from '../tableI18n';
import type { TableChangeT } from '../changeI18n';
import { changeProblemText } from '../../schema/model/schemaText';
import { ACTION_TEXT } from './actionText';

/** The editor's label of a change field (`fieldRequired` names it), by action where it differs. */
function fieldLabel(t: TableT, field: string, action: string): string {
  switch (field) {
    case 'key':
      return t('table.change.field.key');
    case 'value':
      return t('table.change.field.value');
    case 'comment':
      return action === 'addColumn'
        ? t('table.change.field.columnComment')
        : t('table.change.field.tableComment');
    case 'fieldNames':
      return action === 'addColumn'
        ? t('table.change.field.newColumnName')
        : t('table.change.field.column');
    case 'dataType':
      return t('table.change.field.dataType');
    case 'newDataType':
      return t('table.change.field.newDataType');
    case 'newName':
      return t('table.change.field.newName');
    case 'newComment':
      return t('table.change.field.newComment');
    case 'keepNullability':
      return t('table.change.field.keepNullability');
    case 'newNullability':
      return t('table.change.field.newNullability');
    case 'move':
    case 'move.type':
      return t('table.change.field.moveType');
    case 'move.fieldName':
      return t('table.change.field.moveColumn');
    case 'move.referenceFieldName':
      return t('table.change.field.reference');
    default:
      return field;
  }
}

/**
 * A change's problem as the builder and its queue show it, in the UI language: the schema area
 * words the code; a missing field is named by the label of its input and the action's name.
 */
export function problemText(
  t: TableChangeT,
  problem: Pick<ChangeError, 'code' | 'params'>,
): string {
  if (problem.code !== 'fieldRequired') return changeProblemText(t, problem);
  const action = String(problem.params.action);
  const known = Object.hasOwn(ACTION_TEXT, action);
  return changeProblemText(t, {
    code: problem.code,
    params: {
      field: fieldLabel(t, String(problem.params.field), action),
      action: known ? t(ACTION_TEXT[action as SchemaChangeAction].label) : action,
    },
  });
}
