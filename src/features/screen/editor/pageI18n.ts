import { featureI18n } from '../../../i18n/featureI18n';
import { messages } from './pageMessages';

/** The editor page's translator: its own strings first, then the shared ones. */
export const useEditorPageI18n = featureI18n(messages);

export function useEditorPageT() {
  return useEditorPageI18n().t;
}

export type EditorPageT = ReturnType<typeof useEditorPageT>;
