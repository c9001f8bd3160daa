import { featureI18n } from '../../../i18n/featureI18n';
import { messages } from './messages';

/** The schema views' translator (tree, summary, diff, issue texts), then the shared strings. */
export const useSchemaI18n = featureI18n(messages);

export function useSchemaT() {
  return useSchemaI18n().t;
}

export type SchemaT = ReturnType<typeof useSchemaT>;
