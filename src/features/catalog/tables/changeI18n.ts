import { featureI18n } from '../../../i18n/featureI18n';
import { messages as schemaMessages } from '../schema/messages';
import { messages as changeMessages } from './changeMessages';
import { messages } from './tableMessages';

/**
 * The schema change editor's translator: the table page's words and the schema area's (a change's
 * problems), which load with the editor, not with the table page.
 */
export const useTableChangeI18n = featureI18n(messages, changeMessages, schemaMessages);

export type TableChangeT = ReturnType<typeof useTableChangeI18n>['t'];
