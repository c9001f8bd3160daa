import type { BuilderField, BuilderType } from '../../schema/model/builder';
import type { TablesT } from '../i18n';
import { fieldTarget } from './labels';

/** Every field's name for labels and the problem list, by uid (the same words as its row). */
export function fieldTargets(fields: readonly BuilderField[], t: TablesT): Map<string, string> {
  const out = new Map<string, string>();
  const walkFields = (list: readonly BuilderField[], parent: string | null) => {
    list.forEach((field, index) => {
      const target = fieldTarget(field.name, index, parent, t);
      out.set(field.uid, target);
      walkType(field.type, target);
    });
  };
  const walkType = (type: BuilderType, target: string) => {
    if (type.fields) walkFields(type.fields, target);
    if (type.element) walkType(type.element, `${target}.element`);
    if (type.key) walkType(type.key, `${target}.key`);
    if (type.value) walkType(type.value, `${target}.value`);
  };
  walkFields(fields, null);
  return out;
}
