import type { TypeRef, TypeStep } from './builder';

/**
 * A type's place inside its field as a string (`''`, `'element'`, `'value.element'`), so memoized
 * editors can take it as a prop without a new array on every render.
 */
export type TypePathKey = string;

export function typePathKey(steps: readonly TypeStep[]): TypePathKey {
  return steps.join('.');
}

function typeSteps(key: TypePathKey): TypeStep[] {
  return key === '' ? [] : (key.split('.') as TypeStep[]);
}

export function childPath(key: TypePathKey, step: TypeStep): TypePathKey {
  return key === '' ? step : `${key}.${step}`;
}

export function typeRef(uid: string, key: TypePathKey): TypeRef {
  return { uid, typePath: typeSteps(key) };
}
