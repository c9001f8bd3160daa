/**
 * The row filter in the reader's language: a filter "in words", and the builder's problems as
 * sentences. The model reports codes with parameters; the words are chosen here.
 */
import type { GrantsT } from '../i18n';
import type { FilterColumn } from './filterColumns';
import type { GrantProblem } from './grantDraft';
import { readLiteral, type LiteralProblem } from './literals';
import {
  isNullCheck,
  type FilterGroup,
  type FilterNode,
  type FilterProblem,
  type Operator,
} from './rowFilter';
import { type ReadProblem } from './predicateText';

/**
 * A value as the words say it. One its column's type does not take is not read as if it did
 * ("more than abc" on a number): a missing one is an ellipsis, a wrong one is flagged beside it.
 */
function valueWords(value: string, column: FilterColumn | undefined, t: GrantsT): string {
  if (column === undefined) return valueText(value, column);
  const read = readLiteral(value, column.type);
  if (read.ok) return valueText(value, column);
  if (read.problem.code === 'empty') return t('grants.words.missingValue');
  return t('grants.words.invalidValue', { value, type: column.typeLabel });
}

function valueText(value: string, column: FilterColumn | undefined): string {
  const family = column?.family;
  if (family === 'string' || family === 'date' || family === 'time' || family === 'timestamp') {
    return `“${value}”`;
  }
  return value;
}

const ORDERED = ['lt', 'le', 'gt', 'ge'] as const;
type Ordered = (typeof ORDERED)[number];
const isOrdered = (operator: Operator): operator is Ordered =>
  (ORDERED as readonly string[]).includes(operator);
const isTemporal = (column: FilterColumn | undefined) =>
  column?.family === 'date' || column?.family === 'time' || column?.family === 'timestamp';

/**
 * The key of a comparison's words for this column: on a date, time or timestamp, an ordering
 * reads "before"/"after" (`grants.words.time.gt`), elsewhere "less/more than".
 */
export function operatorWordsKey(operator: Operator, column: FilterColumn | undefined) {
  return isOrdered(operator) && isTemporal(column)
    ? (`grants.words.time.${operator}` as const)
    : (`grants.words.${operator}` as const);
}

/** The label of a comparison in the builder's and the saved filter's lists, as above. */
export function operatorLabelKey(operator: Operator, column: FilterColumn | undefined) {
  return isOrdered(operator) && isTemporal(column)
    ? (`grants.op.time.${operator}` as const)
    : (`grants.op.${operator}` as const);
}

/** One node in words; an inner group of the other kind is put in parentheses. */
function nodeWords(
  node: FilterNode,
  byName: ReadonlyMap<string, FilterColumn>,
  t: GrantsT,
  parent: 'AND' | 'OR' | null,
): string {
  if (node.kind === 'group') {
    const parts = node.children.map((child) => nodeWords(child, byName, t, node.op));
    const text = parts.join(t(`grants.words.${node.op}`));
    return parent !== null && parent !== node.op && parts.length > 1 ? `(${text})` : text;
  }
  const column = byName.get(node.column);
  const name = node.column;
  if (isNullCheck(node.operator)) return t(`grants.words.${node.operator}`, { column: name });
  const values = node.values.map((value) => valueWords(value, column, t));
  if (node.operator === 'in' || node.operator === 'notIn') {
    return t(`grants.words.${node.operator}`, {
      column: name,
      values: values.join(t('grants.words.listJoin')),
    });
  }
  return t(operatorWordsKey(node.operator, column), { column: name, value: values[0] ?? '' });
}

/** The filter in words (`buyer.city is “Paris” and qty is at least 5`); '' when empty. */
export function filterInWords(
  root: FilterGroup,
  columns: readonly FilterColumn[],
  t: GrantsT,
): string {
  const byName = new Map(columns.map((column) => [column.name, column]));
  return nodeWords(root, byName, t, null);
}

export function literalProblemText(problem: LiteralProblem, t: GrantsT): string {
  switch (problem.code) {
    case 'intRange':
      return t('grants.literal.intRange', { min: problem.min, max: problem.max });
    case 'decimalDigits':
      return t('grants.literal.decimalDigits', {
        precision: problem.precision,
        scale: problem.scale,
        whole: problem.precision - problem.scale,
      });
    case 'tooLong':
      return t('grants.literal.tooLong', { length: problem.length });
    default:
      return t(`grants.literal.${problem.code}`);
  }
}

export function filterProblemText(problem: FilterProblem, t: GrantsT): string {
  switch (problem.code) {
    case 'literal':
      return literalProblemText(problem.problem, t);
    case 'unknownColumn':
      return t('grants.problem.unknownColumn', { column: problem.column });
    default:
      return t(`grants.problem.${problem.code}`);
  }
}

export function grantProblemText(problem: GrantProblem, t: GrantsT, objectType: string): string {
  switch (problem.code) {
    case 'noObject':
      return t('grants.problem.noObject', { type: objectType });
    default:
      return t(`grants.problem.${problem.code}`);
  }
}

export function readProblemText(problem: ReadProblem): string {
  switch (problem.code) {
    case 'unknownKind':
      return `kind ${problem.kind}`;
    case 'unknownFunction':
      return `function ${problem.function}`;
    default:
      return problem.code;
  }
}
