import { memo } from 'react';
import { dataTypeNames, type DataTypeName } from '../../../../api/lake/schemas';
import { DECIMAL_MAX_PRECISION } from '../../schema/model/dataTypes';
import { kindParams, type BuilderType } from '../../schema/model/builder';
import { useTableBuilderI18n } from '../builderI18n';
import { useBuilder } from './BuilderContext';
import { typeControlId, type TypeControl } from '../model/controlIds';
import type { TypePathKey } from '../../schema/model/typePath';
import styles from './builder.module.css';

export interface TypeControlsProps {
  uid: string;
  typePath: TypePathKey;
  /** The type's own settings, as plain values: a change deeper inside the type (a new object
   * for every container on the way) does not render these inputs again. */
  kind: DataTypeName;
  precision: number | undefined;
  scale: number | undefined;
  length: number | undefined;
  nullable: boolean;
  /** The type's name for labels: `price`, `tags.element`. */
  target: string;
  /** Inputs an issue points at, space separated (a string keeps the memo cheap). */
  invalid: string;
  /** Id of the issue list that explains them. */
  describedBy: string | undefined;
}

const KINDS = new Set<string>(dataTypeNames);

/** A type's own settings as TypeControls takes them. */
export function typeSettings(type: BuilderType) {
  return {
    kind: type.kind,
    precision: type.precision,
    scale: type.scale,
    length: type.length,
    nullable: type.nullable,
  };
}

/** Optional numbers: an emptied input (or one the browser cannot read as a number) sends nothing;
 * a number out of range is kept, for the validation to name. */
const toNumber = (value: string): number | undefined => (value === '' ? undefined : Number(value));

/**
 * A native number input (antd's InputNumber is a chunk of its own, for three small fields):
 * labelled by `label`, marked when an issue points at it.
 */
function NumberInput({
  id,
  label,
  value,
  min,
  max,
  placeholder,
  wide,
  invalid,
  describedBy,
  onChange,
}: {
  id: string;
  label: string;
  value: number | undefined;
  min: number;
  max?: number;
  placeholder?: string;
  wide?: boolean;
  invalid: boolean;
  describedBy: string | undefined;
  onChange: (value: number | undefined) => void;
}) {
  return (
    <input
      type="number"
      inputMode="numeric"
      id={id}
      className={wide ? `${styles.number} ${styles.wide}` : styles.number}
      aria-label={label}
      value={value ?? ''}
      min={min}
      max={max}
      step={1}
      placeholder={placeholder}
      autoComplete="off"
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? describedBy : undefined}
      onChange={(event) => onChange(toNumber(event.target.value))}
    />
  );
}

/**
 * One type's own inputs, in a row: the type picker (every data type), its parameters (DECIMAL
 * precision and scale, a length for CHAR/VARCHAR/BINARY/VARBINARY, a precision for TIME and
 * TIMESTAMP; all optional) and whether it accepts NULL. The parts of collections are edited below
 * the row (TypeParts).
 */
export const TypeControls = memo(function TypeControls({
  uid,
  typePath,
  kind: typeKind,
  precision,
  scale,
  length,
  nullable,
  target,
  invalid,
  describedBy,
}: TypeControlsProps) {
  const t = useTableBuilderI18n().t;
  const { actions, baseId } = useBuilder();
  const params = kindParams(typeKind);
  const id = (control: TypeControl) => typeControlId(baseId, uid, typePath, control);
  const bad = (control: TypeControl) => invalid.split(' ').includes(control);
  const invalidProps = (control: TypeControl) =>
    bad(control) ? { 'aria-invalid': true, 'aria-describedby': describedBy } : {};

  return (
    <>
      <select
        id={id('type')}
        className={styles.select}
        aria-label={t('tables.builder.typeOf', { target })}
        value={typeKind}
        onChange={(event) => {
          const kind = event.target.value;
          if (KINDS.has(kind)) actions.setKind(uid, typePath, kind as DataTypeName);
        }}
        {...invalidProps('type')}
      >
        {dataTypeNames.map((kind) => (
          <option key={kind} value={kind}>
            {kind}
          </option>
        ))}
      </select>
      {params.precision && (
        <span className={styles.param}>
          <span aria-hidden>{t('tables.builder.precision')}</span>
          <NumberInput
            id={id('precision')}
            label={t('tables.builder.precisionOf', { target })}
            value={precision}
            min={typeKind === 'DECIMAL' ? 1 : 0}
            max={typeKind === 'DECIMAL' ? DECIMAL_MAX_PRECISION : 9}
            invalid={bad('precision')}
            describedBy={describedBy}
            onChange={(value) => actions.updateType(uid, typePath, { precision: value })}
          />
        </span>
      )}
      {params.scale && (
        <span className={styles.param}>
          <span aria-hidden>{t('tables.builder.scale')}</span>
          <NumberInput
            id={id('scale')}
            label={t('tables.builder.scaleOf', { target })}
            value={scale}
            min={0}
            max={DECIMAL_MAX_PRECISION}
            invalid={bad('scale')}
            describedBy={describedBy}
            onChange={(value) => actions.updateType(uid, typePath, { scale: value })}
          />
        </span>
      )}
      {params.length && (
        <span className={styles.param}>
          <span aria-hidden>{t('tables.builder.length')}</span>
          <NumberInput
            id={id('length')}
            label={t('tables.builder.lengthOf', { target })}
            placeholder={t('tables.builder.lengthPlaceholder')}
            value={length}
            min={1}
            wide
            invalid={bad('length')}
            describedBy={describedBy}
            onChange={(value) => actions.updateType(uid, typePath, { length: value })}
          />
        </span>
      )}
      <label className={styles.check}>
        <input
          type="checkbox"
          id={id('nullable')}
          checked={nullable}
          aria-label={t('tables.builder.nullableOf', { target })}
          onChange={(event) =>
            actions.updateType(uid, typePath, { nullable: event.target.checked })
          }
        />
        {t('tables.builder.nullable')}
      </label>
      {!nullable && <span className={styles.notNull}>{t('tables.builder.notNull')}</span>}
    </>
  );
});
