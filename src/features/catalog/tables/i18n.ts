import { featureI18n } from '../../../i18n/featureI18n';
import { messages } from './messages';

/** The tables area's translator (the list, create table), then the shared strings. */
export const useTablesI18n = featureI18n(messages);

export function useTablesT() {
  return useTablesI18n().t;
}

export type TablesT = ReturnType<typeof useTablesT>;
