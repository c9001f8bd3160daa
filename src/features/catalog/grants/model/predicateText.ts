/**
 * A row filter's Predicate as RowFilter `predicate` text (numbers with every digit) and read back
 * into the builder's tree, with what could not be read.
 */
import { ROW_FILTER } from '../../../../api/lake/assumed';
import { parseJsonNumbersAsText } from '../../../../api/jsonNumbersAsText';
import { formatDataType } from '../../schema/model/dataTypes';
import { columnFamily, type FilterColumn } from './filterColumns';
import { NumberLiteral, literalText } from './literals';
import {
  OPERATOR_OF,
  isNullCheck,
  newId,
  type FilterGroup,
  type FilterNode,
  type Predicate,
} from './rowFilter';

// ---------------------------------------------------------------- JSON text (RowFilter.predicate)

const MARK = '\u0000number:';
const MARKED = /"\\u0000number:([-+0-9.eE]+)"/g;

/** The Predicate as the JSON text RowFilter `predicate` carries, numbers with every digit. */
export function stringifyPredicate(predicate: Predicate): string {
  const text = JSON.stringify(predicate, (_key, value: unknown) =>
    value instanceof NumberLiteral ? `${MARK}${value.text}` : value,
  );
  return text.replace(MARKED, '$1');
}

/**
 * JSON text with every number read as a `NumberLiteral` (its digits as written), so a literal
 * above 2^53 keeps every digit; sizes and indexes are plain numbers.
 */
function parseKeepingNumbers(text: string): unknown {
  return parseJsonNumbersAsText(text, (digits, key) =>
    key === '' || /^\d+$/.test(key) ? new NumberLiteral(digits) : Number(digits),
  );
}

/** Reads RowFilter `predicate` text; null when it is not a JSON object. */
export function parsePredicateText(text: string): Predicate | null {
  try {
    const value = parseKeepingNumbers(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Predicate)
      : null;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------- reading a Predicate back

export type ReadProblem =
  | { code: 'unknownKind'; kind: string }
  | { code: 'unknownFunction'; function: string }
  | { code: 'noField' }
  | { code: 'noChildren' };

export type ReadResult =
  { ok: true; root: FilterGroup; columns: FilterColumn[] } | { ok: false; problem: ReadProblem };

/**
 * The builder's model of a saved Predicate. Columns the schema no longer has are taken from the
 * FieldRef (its name and type), so a filter on a dropped column still reads and says which.
 * `columns` returns the schema's columns plus any such.
 */
export function readPredicate(
  predicate: Predicate,
  schemaColumns: readonly FilterColumn[],
): ReadResult {
  const columns = [...schemaColumns];
  const known = new Set(columns.map((column) => column.name));
  let problem: ReadProblem | null = null;

  const visit = (node: Predicate): FilterNode | null => {
    const kind = String(node.kind ?? '').toUpperCase();
    if (kind === 'AND' || kind === 'OR') {
      const children = (node.children ?? []).map(visit);
      if (children.length === 0) problem ??= { code: 'noChildren' };
      if (children.some((child) => child === null) || children.length === 0) return null;
      return { kind: 'group', id: newId(), op: kind, children: children as FilterNode[] };
    }
    if (kind !== 'LEAF') {
      problem ??= { code: 'unknownKind', kind: String(node.kind) };
      return null;
    }
    const operator = OPERATOR_OF.get(String(node.function ?? '').toUpperCase());
    if (!operator) {
      problem ??= { code: 'unknownFunction', function: String(node.function) };
      return null;
    }
    const ref = node.transform?.fieldRef;
    if (!ref || typeof ref.name !== 'string' || ref.name === '') {
      problem ??= { code: 'noField' };
      return null;
    }
    if (!known.has(ref.name) && ref.type && typeof ref.type.type === 'string') {
      known.add(ref.name);
      const path = ref.name.split(ROW_FILTER.pathSeparator);
      columns.push({
        name: ref.name,
        path,
        depth: path.length - 1,
        type: ref.type,
        typeLabel: formatDataType(ref.type, { elideRows: true }),
        index: typeof ref.index === 'number' ? ref.index : 0,
        family: columnFamily(ref.type),
      });
    }
    const values = isNullCheck(operator) ? [] : (node.literals ?? []).map(literalText);
    return { kind: 'condition', id: newId(), column: ref.name, operator, values };
  };

  const top = visit(predicate);
  if (problem !== null || top === null)
    return { ok: false, problem: problem ?? { code: 'noField' } };
  const root: FilterGroup =
    top.kind === 'group' ? top : { kind: 'group', id: newId(), op: 'AND', children: [top] };
  return { ok: true, root, columns };
}

/** The tree without ids, for comparing two models. */
export function shapeOf(node: FilterNode): unknown {
  return node.kind === 'group'
    ? { op: node.op, children: node.children.map(shapeOf) }
    : { column: node.column, operator: node.operator, values: node.values };
}
