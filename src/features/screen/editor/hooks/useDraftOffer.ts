import { useState, type Dispatch, type SetStateAction } from 'react';
import { clearDraft, type Draft } from '../model/draftStore';
import type { EditorAction } from '../model/editorState';
import type { Notice } from '../components/EditorBanners';
import type { EditorBase } from '../model/sessionStart';
import { useEditorPageT } from '../pageI18n';

export interface DraftOfferInput {
  id: string | undefined;
  /** The draft found when the session started, if worth offering. */
  initial: Draft | null;
  edit: (action: EditorAction) => void;
  setBase: Dispatch<SetStateAction<EditorBase>>;
  setNotice: (notice: Notice) => void;
  /** The document was replaced by the draft (the selection no longer means anything). */
  onRestored: () => void;
}

/** A stored draft offered for restore: restore it (one undoable step) or discard it. */
export function useDraftOffer({
  id,
  initial,
  edit,
  setBase,
  setNotice,
  onRestored,
}: DraftOfferInput) {
  const t = useEditorPageT();
  const [offer, setOffer] = useState<Draft | null>(initial);

  const restore = () => {
    if (!offer) return;
    edit({ type: 'replace', doc: offer.doc });
    // Someone else's save since the draft's editing began is then still noticed.
    setBase((current) => ({ ...current, snapshot: offer.baseSnapshot ?? current.snapshot }));
    setOffer(null);
    onRestored();
    setNotice({ tone: 'success', title: t('editorPage.draftRestored') });
  };

  const discard = () => {
    clearDraft(id ?? 'new');
    setOffer(null);
    setNotice({ tone: 'info', title: t('editorPage.draftDiscarded') });
  };

  return { offer, restore, discard };
}
