import { useId, type ReactNode } from 'react';
import { Button, Flex, Input, InputNumber } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { isPrimitiveType } from '../../schema/model/dataTypes';
import { dataTypeNames, type DataField, type FullDataType } from '../../../../api/lake/schemas';
import { NativeSelect } from '../../../../components/NativeSelect';
import { useTableT } from '../tableI18n';
import styles from './change.module.css';

const LENGTH_TYPES = new Set(['CHAR', 'VARCHAR', 'BINARY', 'VARBINARY']);
const TIME_TYPES = new Set(['TIME', 'TIMESTAMP']);
const PRIMITIVES = dataTypeNames.filter((name) => isPrimitiveType({ type: name }));

/** A type of another kind, keeping what still fits (a collection starts with STRING inside). */
function retyped(type: FullDataType, name: string): FullDataType {
  const next: FullDataType = { type: name };
  if (type.nullable !== undefined) next.nullable = type.nullable;
  switch (name) {
    case 'ARRAY':
    case 'MULTISET':
      next.element = type.element ?? { type: 'STRING' };
      break;
    case 'MAP':
      next.key = type.key ?? { type: 'STRING' };
      next.value = type.value ?? { type: 'STRING' };
      break;
    case 'ROW':
      next.fields = type.fields ?? [{ name: '', type: { type: 'STRING' } }];
      break;
    default:
      break;
  }
  return next;
}

function optionalNumber(value: number | string | null): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

export interface TypePickerProps {
  /** Accessible name of the type select, e.g. "Data type" or "Element type of tags". */
  label: string;
  value: FullDataType;
  onChange: (type: FullDataType) => void;
  /** MAP keys must be primitive: only those are offered. */
  primitiveOnly?: boolean;
}

/**
 * A compact recursive type editor: the type name, then what that type needs: length or precision
 * (optional), the element of an ARRAY/MULTISET, the key and value of a MAP, the fields of a ROW
 * (each a name and a type of its own). Nested editors are indented and named by their place.
 */
export function TypePicker({ label, value, onChange, primitiveOnly }: TypePickerProps) {
  const t = useTableT();
  const names = primitiveOnly ? PRIMITIVES : dataTypeNames;
  const options = names.map((name) => ({ value: name as string, label: name as string }));
  if (!names.some((name) => name === value.type)) {
    options.push({ value: value.type, label: value.type });
  }
  const set = (patch: Partial<FullDataType>) => onChange({ ...value, ...patch });

  return (
    <div className={styles.typePicker}>
      <Flex gap={8} wrap align="center">
        <NativeSelect<string>
          label={label}
          value={value.type}
          options={options}
          onChange={(name) => onChange(retyped(value, name))}
        />
        {value.type === 'DECIMAL' && (
          <>
            <InputNumber
              aria-label={t('table.change.type.precision', { type: label })}
              placeholder={t('table.change.type.precisionShort')}
              min={1}
              max={38}
              value={value.precision ?? null}
              onChange={(next) => set({ precision: optionalNumber(next) })}
            />
            <InputNumber
              aria-label={t('table.change.type.scale', { type: label })}
              placeholder={t('table.change.type.scaleShort')}
              min={0}
              max={38}
              value={value.scale ?? null}
              onChange={(next) => set({ scale: optionalNumber(next) })}
            />
          </>
        )}
        {LENGTH_TYPES.has(value.type) && (
          <InputNumber
            aria-label={t('table.change.type.length', { type: label })}
            placeholder={t('table.change.type.lengthShort')}
            min={1}
            value={value.length ?? null}
            onChange={(next) => set({ length: optionalNumber(next) })}
          />
        )}
        {TIME_TYPES.has(value.type) && (
          <InputNumber
            aria-label={t('table.change.type.precision', { type: label })}
            placeholder={t('table.change.type.precisionShort')}
            min={0}
            max={9}
            value={value.precision ?? null}
            onChange={(next) => set({ precision: optionalNumber(next) })}
          />
        )}
      </Flex>
      {(value.type === 'ARRAY' || value.type === 'MULTISET') && (
        <Nested label={t('table.change.type.element')}>
          <TypePicker
            label={t('table.change.type.elementOf', { type: label })}
            value={value.element ?? { type: 'STRING' }}
            onChange={(element) => set({ element })}
          />
        </Nested>
      )}
      {value.type === 'MAP' && (
        <>
          <Nested label={t('table.change.type.key')}>
            <TypePicker
              label={t('table.change.type.keyOf', { type: label })}
              value={value.key ?? { type: 'STRING' }}
              onChange={(key) => set({ key })}
              primitiveOnly
            />
          </Nested>
          <Nested label={t('table.change.type.value')}>
            <TypePicker
              label={t('table.change.type.valueOf', { type: label })}
              value={value.value ?? { type: 'STRING' }}
              onChange={(next) => set({ value: next })}
            />
          </Nested>
        </>
      )}
      {value.type === 'ROW' && (
        <RowFields
          label={label}
          fields={value.fields ?? []}
          onChange={(fields) => set({ fields })}
        />
      )}
    </div>
  );
}

function Nested({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.nested}>
      <span className={styles.nestedLabel}>{label}</span>
      {children}
    </div>
  );
}

function RowFields({
  label,
  fields,
  onChange,
}: {
  label: string;
  fields: DataField[];
  onChange: (fields: DataField[]) => void;
}) {
  const t = useTableT();
  const groupId = useId();
  const update = (index: number, patch: Partial<DataField>) =>
    onChange(fields.map((field, i) => (i === index ? { ...field, ...patch } : field)));
  return (
    <div className={styles.nested} role="group" aria-labelledby={groupId}>
      <span id={groupId} className={styles.nestedLabel}>
        {t('table.change.type.fieldsOf', { type: label })}
      </span>
      {fields.map((field, index) => {
        const name = field.name || t('table.change.type.fieldN', { n: index + 1 });
        return (
          // Fields have no id yet while being written; their position is their identity here.
          <div key={index} className={styles.rowField}>
            <Flex gap={8} align="center">
              <Input
                aria-label={t('table.change.type.fieldName', { n: index + 1, type: label })}
                placeholder={t('table.change.type.fieldNamePlaceholder')}
                value={field.name}
                onChange={(event) => update(index, { name: event.target.value })}
                style={{ maxWidth: 220 }}
              />
              <Button
                icon={<DeleteOutlined aria-hidden />}
                aria-label={t('table.change.type.removeField', { name })}
                disabled={fields.length <= 1}
                onClick={() => onChange(fields.filter((_, i) => i !== index))}
              />
            </Flex>
            <TypePicker
              label={t('table.change.type.typeOf', { name })}
              value={field.type}
              onChange={(type) => update(index, { type })}
            />
          </div>
        );
      })}
      <Button
        size="small"
        icon={<PlusOutlined aria-hidden />}
        onClick={() => onChange([...fields, { name: '', type: { type: 'STRING' } }])}
      >
        {t('table.change.type.addField')}
      </Button>
    </div>
  );
}
