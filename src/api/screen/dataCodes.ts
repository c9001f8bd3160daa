/**
 * The data codes a screen tile can show (spec `DescribeScreenDataMap`, docs/design.md §5): the
 * spec's ten plus `VUL_EMER` and `BEST_PRA_BEST_PRA`, which the service also offers. A layout names
 * a component by its numeric `Id` from `DescribeScreenDataMap`; the code says which widget draws
 * it.
 */
export const DATA_CODES = [
  'ASSETS_ASSETS',
  'VUL_VUL',
  'VUL_EMER',
  'HC_HC',
  'ALARM_ALARM',
  'SE_OP_SE_TREND',
  'SE_OP_ATTACK_CLASS',
  'SE_OP_SE_OP',
  'SE_OP_ATTACK_TOP5',
  'SE_OP_FLOW_TREND',
  'SE_OP_ATTACK_TREND',
  'BEST_PRA_BEST_PRA',
] as const;
export type DataCode = (typeof DATA_CODES)[number];

export const TYPE_CODES = ['ASSETS', 'VUL', 'HC', 'ALARM', 'SE_OP', 'BEST_PRA'] as const;
export type TypeCode = (typeof TYPE_CODES)[number];

export function isDataCode(value: unknown): value is DataCode {
  return typeof value === 'string' && (DATA_CODES as readonly string[]).includes(value);
}

/** The type group a code belongs to (its prefix). */
export function typeCodeOf(code: DataCode): TypeCode {
  const type = TYPE_CODES.find((t) => code.startsWith(`${t}_`));
  if (!type) throw new Error(`unreachable: ${code} has no type`);
  return type;
}
