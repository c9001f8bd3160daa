/**
 * The row-filter builder's model: AND/OR groups nested to any depth, holding conditions on the
 * table's columns (nested ROW fields by their dotted path). From it come the spec's Predicate
 * tree and its readable SQL-like `expression`; a saved Predicate reads back into the model.
 * The values of `kind`, `function` and the transform are assumed (ROW_FILTER in
 * api/lake/assumed.ts).
 */
import { ROW_FILTER } from '../../../../api/lake/assumed';
import type { FullDataType } from '../../../../api/lake/schemas';
import type { ColumnFamily, FilterColumn } from './filterColumns';
import { NumberLiteral, readLiteral, type Literal, type LiteralProblem } from './literals';

export const OPERATORS = [
  'eq',
  'ne',
  'lt',
  'le',
  'gt',
  'ge',
  'in',
  'notIn',
  'isNull',
  'isNotNull',
] as const;
export type Operator = (typeof OPERATORS)[number];
export type GroupOp = 'AND' | 'OR';

export interface FilterCondition {
  kind: 'condition';
  id: string;
  /** The column's dotted path; '' until one is chosen. */
  column: string;
  operator: Operator;
  /** The literals as typed: one for a comparison, any number for IN / NOT IN, none for nulls. */
  values: string[];
}
export interface FilterGroup {
  kind: 'group';
  id: string;
  op: GroupOp;
  children: FilterNode[];
}
export type FilterNode = FilterCondition | FilterGroup;

type PredicateFunction = (typeof ROW_FILTER.functions)[number];

const FUNCTION_OF: Record<Operator, PredicateFunction> = {
  eq: 'EQUAL',
  ne: 'NOT_EQUAL',
  lt: 'LESS_THAN',
  le: 'LESS_OR_EQUAL',
  gt: 'GREATER_THAN',
  ge: 'GREATER_OR_EQUAL',
  in: 'IN',
  notIn: 'NOT_IN',
  isNull: 'IS_NULL',
  isNotNull: 'IS_NOT_NULL',
};
export const OPERATOR_OF = new Map(
  Object.entries(FUNCTION_OF).map(([operator, fn]) => [fn as string, operator as Operator]),
);
const SQL_OPERATOR: Partial<Record<Operator, string>> = {
  eq: '=',
  ne: '<>',
  lt: '<',
  le: '<=',
  gt: '>',
  ge: '>=',
};

export const isNullCheck = (operator: Operator) =>
  operator === 'isNull' || operator === 'isNotNull';
export const isList = (operator: Operator) => operator === 'in' || operator === 'notIn';

/** The operators a column of this family offers: ordering needs ordered values. */
export function operatorsFor(family: ColumnFamily): readonly Operator[] {
  switch (family) {
    case 'binary':
    case 'complex':
      return ['isNull', 'isNotNull'];
    case 'boolean':
      return ['eq', 'ne', 'isNull', 'isNotNull'];
    default:
      return OPERATORS;
  }
}

// ---------------------------------------------------------------- the Predicate (wire shape)

export interface FieldRef {
  name: string;
  type: FullDataType;
  index: number;
}
export interface Transform {
  name: string;
  fieldRef?: FieldRef | undefined;
  castType?: FullDataType | undefined;
  inputs?: { type: string; input: unknown }[] | undefined;
}
export interface Predicate {
  kind: string;
  transform?: Transform | undefined;
  function?: string | undefined;
  literals?: unknown[] | undefined;
  children?: Predicate[] | undefined;
}

// ---------------------------------------------------------------- editing

export const newId = (): string => globalThis.crypto.randomUUID();

export function emptyCondition(): FilterCondition {
  return { kind: 'condition', id: newId(), column: '', operator: 'eq', values: [''] };
}
export function emptyGroup(op: GroupOp = 'AND'): FilterGroup {
  return { kind: 'group', id: newId(), op, children: [emptyCondition()] };
}
/** A builder with nothing in it: a filter is optional, so an empty root means "all rows". */
export function emptyFilter(): FilterGroup {
  return { kind: 'group', id: newId(), op: 'AND', children: [] };
}

/** The tree with the node of `id` replaced by `change(node)` (or removed when it returns null). */
export function updateNode(
  root: FilterGroup,
  id: string,
  change: (node: FilterNode) => FilterNode | null,
): FilterGroup {
  const visit = (node: FilterNode): FilterNode | null => {
    if (node.id === id) return change(node);
    if (node.kind === 'condition') return node;
    const children = node.children
      .map(visit)
      .filter((child): child is FilterNode => child !== null);
    const same =
      children.length === node.children.length &&
      children.every((child, i) => child === node.children[i]);
    return same ? node : { ...node, children };
  };
  const next = visit(root);
  return next?.kind === 'group' ? next : { ...root, children: [] };
}

/** Changing the operator keeps the values that still fit (one for a comparison, a list for IN). */
export function withOperator(condition: FilterCondition, operator: Operator): FilterCondition {
  const values = isNullCheck(operator)
    ? []
    : isList(operator)
      ? condition.values.length > 0
        ? condition.values
        : ['']
      : [condition.values[0] ?? ''];
  return { ...condition, operator, values };
}

/** Choosing another column keeps the operator when the column offers it. */
export function withColumn(condition: FilterCondition, column: FilterColumn): FilterCondition {
  const offered = operatorsFor(column.family);
  const operator = offered.includes(condition.operator)
    ? condition.operator
    : (offered[0] ?? 'isNull');
  return withOperator({ ...condition, column: column.name }, operator);
}

// ---------------------------------------------------------------- validation

export type FilterProblem =
  | { code: 'emptyGroup'; nodeId: string }
  | { code: 'noColumn'; nodeId: string }
  | { code: 'unknownColumn'; nodeId: string; column: string }
  | { code: 'operatorNotForType'; nodeId: string }
  | { code: 'noValues'; nodeId: string }
  | { code: 'literal'; nodeId: string; valueIndex: number; problem: LiteralProblem };

export type BuildResult =
  | { ok: true; predicate: Predicate | null; expression: string }
  | { ok: false; problems: FilterProblem[] };

function quoteIdentifier(path: string): string {
  return path
    .split(ROW_FILTER.pathSeparator)
    .map((part) => `\`${part.replaceAll('`', '``')}\``)
    .join('.');
}

function sqlLiteral(value: Literal, family: ColumnFamily): string {
  if (value instanceof NumberLiteral) return value.text;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  const quoted = `'${value.replaceAll("'", "''")}'`;
  if (family === 'date') return `DATE ${quoted}`;
  if (family === 'time') return `TIME ${quoted}`;
  if (family === 'timestamp') return `TIMESTAMP ${quoted}`;
  return quoted;
}

interface Built {
  predicate: Predicate;
  expression: string;
  /** Whether the expression is an OR/AND that needs parentheses inside another group. */
  compound: GroupOp | null;
}

/**
 * Checks the tree against the columns and builds the Predicate and its expression. A root with
 * no conditions builds `null` (no filter). A group of one child builds that child alone.
 */
export function buildRowFilter(root: FilterGroup, columns: readonly FilterColumn[]): BuildResult {
  const byName = new Map(columns.map((column) => [column.name, column]));
  const problems: FilterProblem[] = [];

  const condition = (node: FilterCondition): Built | null => {
    if (node.column === '') {
      problems.push({ code: 'noColumn', nodeId: node.id });
      return null;
    }
    const column = byName.get(node.column);
    if (!column) {
      problems.push({ code: 'unknownColumn', nodeId: node.id, column: node.column });
      return null;
    }
    if (!operatorsFor(column.family).includes(node.operator)) {
      problems.push({ code: 'operatorNotForType', nodeId: node.id });
      return null;
    }
    const literals: Literal[] = [];
    let valid = true;
    const raw = isNullCheck(node.operator) ? [] : node.values;
    if (!isNullCheck(node.operator) && raw.length === 0) {
      problems.push({ code: 'noValues', nodeId: node.id });
      return null;
    }
    raw.forEach((text, valueIndex) => {
      const read = readLiteral(text, column.type);
      if (read.ok) literals.push(read.value);
      else {
        valid = false;
        problems.push({ code: 'literal', nodeId: node.id, valueIndex, problem: read.problem });
      }
    });
    if (!valid) return null;
    const predicate: Predicate = {
      kind: 'LEAF',
      transform: {
        name: ROW_FILTER.fieldTransform,
        fieldRef: { name: column.name, type: column.type, index: column.index },
        inputs: [],
      },
      function: FUNCTION_OF[node.operator],
      literals,
    };
    const field = quoteIdentifier(column.name);
    const sql = literals.map((value) => sqlLiteral(value, column.family));
    let expression: string;
    if (node.operator === 'isNull') expression = `${field} IS NULL`;
    else if (node.operator === 'isNotNull') expression = `${field} IS NOT NULL`;
    else if (node.operator === 'in') expression = `${field} IN (${sql.join(', ')})`;
    else if (node.operator === 'notIn') expression = `${field} NOT IN (${sql.join(', ')})`;
    else expression = `${field} ${SQL_OPERATOR[node.operator]} ${sql[0]}`;
    return { predicate, expression, compound: null };
  };

  const group = (node: FilterGroup, isRoot: boolean): Built | null => {
    if (node.children.length === 0) {
      if (!isRoot) problems.push({ code: 'emptyGroup', nodeId: node.id });
      return null;
    }
    const built = node.children.map((child) =>
      child.kind === 'group' ? group(child, false) : condition(child),
    );
    if (built.some((part) => part === null)) return null;
    const parts = built as Built[];
    const [only] = parts;
    if (parts.length === 1 && only) return only;
    const expression = parts
      .map((part) =>
        part.compound !== null && part.compound !== node.op
          ? `(${part.expression})`
          : part.expression,
      )
      .join(` ${node.op} `);
    return {
      predicate: { kind: node.op, children: parts.map((part) => part.predicate) },
      expression,
      compound: node.op,
    };
  };

  const built = group(root, true);
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, predicate: built?.predicate ?? null, expression: built?.expression ?? '' };
}
