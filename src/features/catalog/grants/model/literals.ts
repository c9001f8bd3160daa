/**
 * A row filter's literal, as typed, checked against its column's type and turned into the value
 * the Predicate carries. Integers and decimals keep every digit (a BIGINT above 2^53 included):
 * they are held as `NumberLiteral` (the digits) and written as bare JSON numbers.
 */
import type { FullDataType } from '../../../../api/lake/schemas';
import { columnFamily } from './filterColumns';

/** A JSON number kept as its text, so no digit is lost on the way to the service. */
export class NumberLiteral {
  constructor(readonly text: string) {}
}

export type Literal = string | boolean | NumberLiteral;

export type LiteralProblem =
  | { code: 'empty' }
  | { code: 'notInteger' }
  | { code: 'intRange'; min: string; max: string }
  | { code: 'notDecimal' }
  | { code: 'decimalDigits'; precision: number; scale: number }
  | { code: 'notNumber' }
  | { code: 'notBoolean' }
  | { code: 'notDate' }
  | { code: 'notTime' }
  | { code: 'notTimestamp' }
  | { code: 'tooLong'; length: number }
  | { code: 'notComparable' };

export type LiteralResult = { ok: true; value: Literal } | { ok: false; problem: LiteralProblem };

const BIGINT_RANGE = [-9223372036854775808n, 9223372036854775807n] as const;
const INT_RANGES: Record<string, readonly [bigint, bigint]> = {
  TINYINT: [-128n, 127n],
  SMALLINT: [-32768n, 32767n],
  INT: [-2147483648n, 2147483647n],
  INTEGER: [-2147483648n, 2147483647n],
  BIGINT: BIGINT_RANGE,
};

const INTEGER = /^[-+]?\d+$/;
const DECIMAL = /^([-+]?)(\d*)(?:\.(\d*))?$/;
const FLOAT = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?$/;

/** Paimon's default DECIMAL when a type carries no parameters. */
const DEFAULT_PRECISION = 10;
const DEFAULT_SCALE = 0;

const fail = (problem: LiteralProblem): LiteralResult => ({ ok: false, problem });
const ok = (value: Literal): LiteralResult => ({ ok: true, value });

function validDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= days;
}

function validTime(text: string): boolean {
  const match = TIME.exec(text);
  if (!match) return false;
  return Number(match[1]) < 24 && Number(match[2]) < 60 && Number(match[3] ?? 0) < 60;
}

/** Integer text without a plus sign or leading zeros (`-007` → `-7`). */
function canonicalInteger(text: string): string {
  return BigInt(text).toString();
}

function readInteger(text: string, typeName: string): LiteralResult {
  if (!INTEGER.test(text)) return fail({ code: 'notInteger' });
  const [min, max] = INT_RANGES[typeName] ?? BIGINT_RANGE;
  const value = BigInt(text);
  if (value < min || value > max) {
    return fail({ code: 'intRange', min: min.toString(), max: max.toString() });
  }
  return ok(new NumberLiteral(canonicalInteger(text)));
}

function readDecimal(text: string, type: FullDataType): LiteralResult {
  const match = DECIMAL.exec(text);
  const whole = match?.[2] ?? '';
  const fraction = match?.[3] ?? '';
  if (!match || (whole === '' && fraction === '') || text.endsWith('.')) {
    return fail({ code: 'notDecimal' });
  }
  const precision = type.precision ?? DEFAULT_PRECISION;
  const scale = type.scale ?? DEFAULT_SCALE;
  const wholeDigits = whole.replace(/^0+/, '');
  if (fraction.length > scale || wholeDigits.length > precision - scale) {
    return fail({ code: 'decimalDigits', precision, scale });
  }
  const sign = match[1] === '-' ? '-' : '';
  const body = `${wholeDigits || '0'}${fraction ? `.${fraction}` : ''}`;
  return ok(new NumberLiteral(/^0(\.0*)?$/.test(body) ? body : `${sign}${body}`));
}

/**
 * Reads one literal for a column of `type`. Text is trimmed except for string columns, where
 * spaces are part of the value.
 */
export function readLiteral(raw: string, type: FullDataType): LiteralResult {
  const family = columnFamily(type);
  const typeName = type.type.toUpperCase();
  if (family === 'string') {
    const length = typeName === 'STRING' ? undefined : type.length;
    if (length !== undefined && [...raw].length > length) return fail({ code: 'tooLong', length });
    return ok(raw);
  }
  const text = raw.trim();
  if (text === '') return fail({ code: 'empty' });
  switch (family) {
    case 'integer':
      return readInteger(text, typeName);
    case 'decimal':
      return readDecimal(text, type);
    case 'float':
      if (!FLOAT.test(text) || !Number.isFinite(Number(text))) return fail({ code: 'notNumber' });
      return ok(new NumberLiteral(String(Number(text))));
    case 'boolean': {
      const lower = text.toLowerCase();
      if (lower !== 'true' && lower !== 'false') return fail({ code: 'notBoolean' });
      return ok(lower === 'true');
    }
    case 'date':
      return validDate(text) ? ok(text) : fail({ code: 'notDate' });
    case 'time':
      return validTime(text) ? ok(text) : fail({ code: 'notTime' });
    case 'timestamp': {
      const [date, time, ...rest] = text.split(/[ T]/);
      if (rest.length > 0 || date === undefined || !validDate(date)) {
        return fail({ code: 'notTimestamp' });
      }
      if (time === undefined) return ok(`${date} 00:00:00`);
      if (!validTime(time)) return fail({ code: 'notTimestamp' });
      return ok(`${date} ${time.length === 5 ? `${time}:00` : time}`);
    }
    default:
      return fail({ code: 'notComparable' });
  }
}

/** A literal back as the text a person types (the inverse of `readLiteral` for valid input). */
export function literalText(value: unknown): string {
  if (value instanceof NumberLiteral) return value.text;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value) ?? '';
}
