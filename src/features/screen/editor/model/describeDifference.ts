/**
 * A conflict's differences (model/conflict.ts) in the user's words: "Alarms was moved from
 * column 1, row 1 to column 5, row 3", not "conflict".
 */
import { parseDateOption } from '../../../../api/screen/timeRange';
import type { Difference } from './conflict';
import type { EditorPageT } from '../pageI18n';

/** A component's name from its code and catalogue id (localized where a widget exists). */
export type NameOf = (code: string | null, componentId: number | null) => string;

/** "7 days", "1 hour"; a text that is not a range is shown as it is. */
export function describeRange(date: string, t: EditorPageT): string {
  const range = parseDateOption(date);
  if (!range) return date;
  return t(`editorPage.range.${range.unit}`, { n: range.value });
}

const shown = (text: string, t: EditorPageT) =>
  text.trim() === '' ? t('editorPage.diff.nothing') : text;

export function describeDifference(difference: Difference, t: EditorPageT, nameOf: NameOf) {
  switch (difference.field) {
    case 'title':
      return t('editorPage.diff.title', { base: difference.base, theirs: difference.theirs });
    case 'logoUrl':
      return t('editorPage.diff.logoUrl');
    case 'monitorUrl':
      return t('editorPage.diff.monitorUrl', {
        base: shown(difference.base, t),
        theirs: shown(difference.theirs, t),
      });
    case 'logoPower':
      return t(difference.theirs ? 'editorPage.diff.logoPowerOn' : 'editorPage.diff.logoPowerOff');
    case 'isDefault':
      return t(difference.theirs ? 'editorPage.diff.defaultOn' : 'editorPage.diff.defaultOff');
    case 'layout':
      return t('editorPage.diff.layout');
    case 'tile': {
      const name = nameOf(difference.code, difference.componentId);
      const { base, theirs } = difference;
      // Columns and rows are counted from 1 for people, as the editor announces them.
      switch (difference.change) {
        case 'added':
          return t('editorPage.diff.added', {
            name,
            column: (theirs?.x ?? 0) + 1,
            row: (theirs?.y ?? 0) + 1,
          });
        case 'removed':
          return t('editorPage.diff.removed', { name });
        case 'moved':
          return t('editorPage.diff.moved', {
            name,
            fromColumn: (base?.x ?? 0) + 1,
            fromRow: (base?.y ?? 0) + 1,
            column: (theirs?.x ?? 0) + 1,
            row: (theirs?.y ?? 0) + 1,
          });
        case 'resized':
          return t('editorPage.diff.resized', {
            name,
            fromWidth: base?.w ?? 0,
            fromHeight: base?.h ?? 0,
            width: theirs?.w ?? 0,
            height: theirs?.h ?? 0,
          });
        case 'date':
          return t('editorPage.diff.date', {
            name,
            from: describeRange(base?.date ?? '', t),
            to: describeRange(theirs?.date ?? '', t),
          });
      }
    }
  }
}
