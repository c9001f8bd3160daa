import type { BuilderIssue } from '../../schema/model/validateBuilder';
import { childPath, typePathKey, type TypePathKey } from '../../schema/model/typePath';

/** The inputs of a field row and of each type editor, by which an issue is shown and focused. */
type FieldControl = 'name' | 'description' | 'up' | 'down';
export type TypeControl = 'type' | 'precision' | 'scale' | 'length' | 'nullable' | 'add';

/** Ids are built from the uid, so a problem in the summary can focus its input. */
export function fieldControlId(baseId: string, uid: string, control: FieldControl): string {
  return `${baseId}-${uid}-${control}`;
}

export function typeControlId(
  baseId: string,
  uid: string,
  typePath: TypePathKey,
  control: TypeControl,
): string {
  return `${baseId}-${uid}-t${typePath === '' ? '' : `-${typePath.replace(/\./g, '-')}`}-${control}`;
}

export function issuesId(baseId: string, uid: string, typePath: TypePathKey | null): string {
  return typePath === null
    ? `${baseId}-${uid}-issues`
    : `${baseId}-${uid}-t-${typePath.replace(/\./g, '-')}-issues`;
}

/** Where an issue of a field is shown (which type editor) and which input it marks. */
export function issueControl(issue: BuilderIssue): {
  typePath: TypePathKey | null;
  control: FieldControl | TypeControl;
} {
  if (issue.part === 'name') return { typePath: null, control: 'name' };
  const path = typePathKey(issue.typePath);
  switch (issue.code) {
    case 'decimalPrecision':
    case 'timePrecision':
      return { typePath: path, control: 'precision' };
    case 'decimalScale':
      return { typePath: path, control: 'scale' };
    case 'lengthInvalid':
      return { typePath: path, control: 'length' };
    case 'mapKeyNotPrimitive':
      return { typePath: childPath(path, 'key'), control: 'type' };
    case 'rowFieldsRequired':
      return { typePath: path, control: 'add' };
    default:
      return { typePath: path, control: 'type' };
  }
}

/** The id of the input an issue of field `uid` points at. */
export function issueTargetId(baseId: string, uid: string, issue: BuilderIssue): string {
  const { typePath, control } = issueControl(issue);
  if (typePath === null) return fieldControlId(baseId, uid, control as FieldControl);
  return typeControlId(baseId, uid, typePath, control as TypeControl);
}
