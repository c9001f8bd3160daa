import type { TablesT } from '../i18n';

/**
 * How the form names a field to assistive technology (and in the problem list): by its dotted
 * path where names are known (`address.city`, `tags.element.name` — the API's own path
 * convention), by position where a name is still empty ("column 3", "field 2 of address").
 */
export function fieldTarget(
  name: string,
  index: number,
  parentTarget: string | null,
  t: TablesT,
): string {
  const trimmed = name.trim();
  if (trimmed !== '') return parentTarget === null ? trimmed : `${parentTarget}.${trimmed}`;
  return positionTarget(index, parentTarget, t);
}

/** The field by position only: the name input's label must not change while it is typed into. */
export function positionTarget(index: number, parentTarget: string | null, t: TablesT): string {
  return parentTarget === null
    ? t('tables.builder.column', { n: index + 1 })
    : t('tables.builder.field', { n: index + 1, parent: parentTarget });
}
