/**
 * Exact dirty tracking: a document is dirty iff what a save would send differs from what the
 * loaded document would send. Comparing the encoded input, not the document, means a grid that
 * reorders the tile array or "moves" tiles to where they already are never marks a screen edited,
 * and undoing back to the loaded state makes it clean again.
 */
import { docToInput, type EditorDoc } from './editorState';

/** The save request of `doc` as text (the screen id is not part of it). */
export function docSignature(doc: EditorDoc): string {
  const input = docToInput(doc);
  // A fixed field order: the signature is compared as text and stored with drafts.
  return JSON.stringify([
    input.title,
    input.screenDataMap,
    input.logoUrl,
    input.logoPower,
    input.monitorUrl ?? '',
    input.isDefault ?? false,
  ]);
}

export function isDirty(doc: EditorDoc, baseSignature: string): boolean {
  return docSignature(doc) !== baseSignature;
}
