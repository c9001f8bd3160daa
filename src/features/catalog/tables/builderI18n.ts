import { featureI18n } from '../../../i18n/featureI18n';
import { messages as schemaMessages } from '../schema/messages';
import { messages } from './messages';

/** The column builder's translator: the tables area's words and the schema area's (its issues). */
export const useTableBuilderI18n = featureI18n(messages, schemaMessages);

export type TableBuilderT = ReturnType<typeof useTableBuilderI18n>['t'];
