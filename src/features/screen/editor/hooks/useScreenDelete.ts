import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { callOperation } from '../../../../api/operation';
import { screenOperations as ops } from '../../../../api/screen/operations';
import { useToast } from '../../../../components/toast';
import { clearDraft } from '../model/draftStore';
import { useEditorPageT } from '../pageI18n';
import { forgetScreen } from '../../../../api/screen/cache';
import type { useDraftAutosave } from './useDraftAutosave';

export interface ScreenDeleteInput {
  /** undefined for a screen not created yet (nothing to delete). */
  id: string | undefined;
  /** The screen's name as saved, for the message once it is gone. */
  savedTitle: string;
  autosave: ReturnType<typeof useDraftAutosave>;
  allowLeaving: () => void;
}

/** Deleting the screen: the dialog's state, the call, and leaving for the default screen. */
export function useScreenDelete({ id, savedTitle, autosave, allowLeaving }: ScreenDeleteInput) {
  const t = useEditorPageT();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  /** The dialog is open; `error` is the last attempt's failure. */
  const [dialog, setDialog] = useState<{ error: unknown } | null>(null);
  const [pending, setPending] = useState(false);

  const remove = async () => {
    if (id === undefined) return;
    setPending(true);
    setDialog({ error: null });
    try {
      await callOperation(ops.DeleteScreenSetting, { id });
    } catch (error) {
      setDialog({ error });
      setPending(false);
      return;
    }
    autosave.stop();
    clearDraft(id);
    forgetScreen(queryClient, id);
    allowLeaving();
    toast.success(t('editorPage.deleted', { title: savedTitle }));
    // The default screen: another one if this was it.
    await navigate('/screen');
  };

  return {
    open: dialog !== null,
    error: dialog?.error ?? null,
    pending,
    ask: () => setDialog({ error: null }),
    cancel: () => {
      if (!pending) setDialog(null);
    },
    confirm: () => void remove(),
  };
}
