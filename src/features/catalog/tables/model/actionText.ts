import type { MoveType, SchemaChangeAction } from '../../../../api/lake/schemas';
import type { KeysOf } from '../../../../i18n/defineMessages';
import type { messages } from '../changeMessages';

type ChangeKey = KeysOf<typeof messages>;

/** Each action's name and one-line explanation (message keys). */
export const ACTION_TEXT = {
  setOption: { label: 'table.change.action.setOption', help: 'table.change.help.setOption' },
  removeOption: {
    label: 'table.change.action.removeOption',
    help: 'table.change.help.removeOption',
  },
  updateComment: {
    label: 'table.change.action.updateComment',
    help: 'table.change.help.updateComment',
  },
  addColumn: { label: 'table.change.action.addColumn', help: 'table.change.help.addColumn' },
  renameColumn: {
    label: 'table.change.action.renameColumn',
    help: 'table.change.help.renameColumn',
  },
  dropColumn: { label: 'table.change.action.dropColumn', help: 'table.change.help.dropColumn' },
  updateColumnComment: {
    label: 'table.change.action.updateColumnComment',
    help: 'table.change.help.updateColumnComment',
  },
  updateColumnType: {
    label: 'table.change.action.updateColumnType',
    help: 'table.change.help.updateColumnType',
  },
  updateColumnPosition: {
    label: 'table.change.action.updateColumnPosition',
    help: 'table.change.help.updateColumnPosition',
  },
  updateColumnNullability: {
    label: 'table.change.action.updateColumnNullability',
    help: 'table.change.help.updateColumnNullability',
  },
} as const satisfies Record<SchemaChangeAction, { label: ChangeKey; help: ChangeKey }>;

export const MOVE_TEXT = {
  FIRST: 'table.change.move.FIRST',
  AFTER: 'table.change.move.AFTER',
  BEFORE: 'table.change.move.BEFORE',
  LAST: 'table.change.move.LAST',
} as const satisfies Record<MoveType, ChangeKey>;
