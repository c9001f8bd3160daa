import { memo } from 'react';
import { Checkbox, InputNumber } from 'antd';
import { dataTypeNames, type DataTypeName } from '../../../../api/lake/schemas';
import { DECIMAL_MAX_PRECISION } from '../../../../api/lake/schemaChanges';
import { kindParams, type BuilderType } from '../../schema/model/builder';
import { useCatalogT } from '../../i18n';
import { useBuilder } from './BuilderContext';
import { typeControlId, type TypeControl } from './controlIds';
import type { TypePathKey } from './typePath';
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

/** Optional numbers: an emptied input sends nothing. */
const toNumber = (value: number | string | null): number | undefined =>
  value === null || value === '' ? undefined : Number(value);

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
  const t = useCatalogT();
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
          <InputNumber
            id={id('precision')}
            aria-label={t('tables.builder.precisionOf', { target })}
            value={precision ?? null}
            min={typeKind === 'DECIMAL' ? 1 : 0}
            max={typeKind === 'DECIMAL' ? DECIMAL_MAX_PRECISION : 9}
            controls={false}
            status={bad('precision') ? 'error' : undefined}
            onChange={(value) => actions.updateType(uid, typePath, { precision: toNumber(value) })}
            style={{ width: 64 }}
            {...invalidProps('precision')}
          />
        </span>
      )}
      {params.scale && (
        <span className={styles.param}>
          <span aria-hidden>{t('tables.builder.scale')}</span>
          <InputNumber
            id={id('scale')}
            aria-label={t('tables.builder.scaleOf', { target })}
            value={scale ?? null}
            min={0}
            max={DECIMAL_MAX_PRECISION}
            controls={false}
            status={bad('scale') ? 'error' : undefined}
            onChange={(value) => actions.updateType(uid, typePath, { scale: toNumber(value) })}
            style={{ width: 64 }}
            {...invalidProps('scale')}
          />
        </span>
      )}
      {params.length && (
        <span className={styles.param}>
          <span aria-hidden>{t('tables.builder.length')}</span>
          <InputNumber
            id={id('length')}
            aria-label={t('tables.builder.lengthOf', { target })}
            placeholder={t('tables.builder.lengthPlaceholder')}
            value={length ?? null}
            min={1}
            controls={false}
            status={bad('length') ? 'error' : undefined}
            onChange={(value) => actions.updateType(uid, typePath, { length: toNumber(value) })}
            style={{ width: 88 }}
            {...invalidProps('length')}
          />
        </span>
      )}
      <Checkbox
        id={id('nullable')}
        checked={nullable}
        aria-label={t('tables.builder.nullableOf', { target })}
        onChange={(event) => actions.updateType(uid, typePath, { nullable: event.target.checked })}
      >
        {t('tables.builder.nullable')}
      </Checkbox>
      {!nullable && <span className={styles.notNull}>{t('tables.builder.notNull')}</span>}
    </>
  );
});
