import { featureI18n } from '../../../i18n/featureI18n';
import { messages } from './messages';

/** The editor's translator (grid, palette, panels): its own strings first, then the shared ones. */
export const useEditorI18n = featureI18n(messages);

export function useEditorT() {
  return useEditorI18n().t;
}

export type EditorT = ReturnType<typeof useEditorT>;
