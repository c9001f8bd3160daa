import { useId, type Ref } from 'react';
import { DatePicker, Input, Radio, type InputRef } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { DEVICE_LINK_MAX_DAYS, DEVICE_LINK_NAME_MAX } from '../../../../api/deviceLinks/model';
import { NativeSelect } from '../../../../components/NativeSelect';
import { datePickerFormat, formatDateTime } from '../../../../lib/format';
import { useDeviceLinksI18n, type DeviceLinksT } from '../i18n';
import { EXPIRY_PRESETS, expiresAtMs, latestExpiry, type DeviceLinkForm } from '../model/form';
import styles from './devices.module.css';

export type Field = 'name' | 'target' | 'expiresAt';

export interface TargetChoice {
  value: string;
  label: string;
}

/** A field's problem (deviceLinkProblems' `why`, or a 400's) in the person's words. */
export function problemText(t: DeviceLinksT, field: Field, why: string): string {
  switch (`${field}.${why}`) {
    case 'name.empty':
      return t('devices.problem.name.empty');
    case 'name.tooLong':
      return t('devices.problem.name.tooLong', { max: DEVICE_LINK_NAME_MAX });
    case 'target.empty':
      return t('devices.problem.target.empty');
    case 'target.notFound':
      return t('devices.problem.target.notFound');
    case 'expiresAt.invalid':
      return t('devices.problem.expiresAt.invalid');
    case 'expiresAt.past':
      return t('devices.problem.expiresAt.past');
    case 'expiresAt.tooFar':
      return t('devices.problem.expiresAt.tooFar', { max: DEVICE_LINK_MAX_DAYS });
    default:
      return t('devices.problem.other', { why });
  }
}

function FieldError({ id, field, why }: { id: string; field: Field; why: string | undefined }) {
  const { t } = useDeviceLinksI18n();
  if (!why) return null;
  return (
    <p id={id} className={styles.error}>
      {problemText(t, field, why)}
    </p>
  );
}

export function NameField({
  value,
  problem,
  onChange,
  inputRef,
}: {
  value: string;
  problem: string | undefined;
  onChange: (name: string) => void;
  inputRef?: Ref<InputRef>;
}) {
  const { t } = useDeviceLinksI18n();
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {t('devices.dialog.name')}
      </label>
      <Input
        id={id}
        ref={inputRef}
        value={value}
        maxLength={DEVICE_LINK_NAME_MAX * 2}
        placeholder={t('devices.dialog.namePlaceholder')}
        status={problem ? 'error' : undefined}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : `${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
      {problem ? (
        <FieldError id={`${id}-error`} field="name" why={problem} />
      ) : (
        <p id={`${id}-hint`} className={styles.hint}>
          {t('devices.dialog.nameHint')}
        </p>
      )}
    </div>
  );
}

export function TargetField({
  value,
  screens,
  playlists,
  failed,
  problem,
  onChange,
}: {
  value: string;
  screens: readonly TargetChoice[];
  playlists: readonly TargetChoice[];
  failed: boolean;
  problem: string | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useDeviceLinksI18n();
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {t('devices.dialog.shows')}
      </label>
      <NativeSelect
        id={id}
        label={t('devices.dialog.shows')}
        value={value}
        invalid={Boolean(problem)}
        describedBy={problem ? `${id}-error` : undefined}
        options={[
          { value: '', label: t('devices.dialog.showsPlaceholder'), disabled: true },
          { group: t('devices.dialog.screens'), options: screens },
          { group: t('devices.dialog.playlists'), options: playlists },
        ]}
        onChange={onChange}
      />
      {failed && (
        <p className={styles.error} role="status">
          {t('devices.dialog.targetsFailed')}
        </p>
      )}
      <FieldError id={`${id}-error`} field="target" why={problem} />
    </div>
  );
}

const ON_DATE = 'date';

export function ExpiryField({
  form,
  now,
  locale,
  problem,
  onChange,
}: {
  form: DeviceLinkForm;
  now: number;
  locale: string;
  problem: string | undefined;
  onChange: (expiry: DeviceLinkForm['expiry']) => void;
}) {
  const { t } = useDeviceLinksI18n();
  const id = useId();
  const { expiry } = form;
  const chosen = expiry.kind === 'preset' ? String(expiry.days) : ON_DATE;
  const expires = expiresAtMs(expiry, now);
  const today = dayjs(now).startOf('day');
  const last = dayjs(latestExpiry(now));
  // A date is that many whole days from now: the same time of day, so the last one is exactly the
  // longest a link may last and none is in the past.
  const onDate = (date: Dayjs | null) => {
    if (!date) return;
    const days = date.startOf('day').diff(today, 'day');
    onChange({ kind: 'date', atMs: dayjs(now).add(days, 'day').valueOf() });
  };
  return (
    <fieldset className={styles.fieldset} aria-describedby={problem ? `${id}-error` : `${id}-on`}>
      <legend className={styles.label}>{t('devices.dialog.expires')}</legend>
      <Radio.Group
        optionType="button"
        value={chosen}
        options={[
          ...EXPIRY_PRESETS.map((days) => ({
            value: String(days),
            label: t('devices.dialog.preset', { days }),
          })),
          { value: ON_DATE, label: t('devices.dialog.onDate') },
        ]}
        onChange={(event) => {
          const value = String(event.target.value);
          if (value === ON_DATE) {
            onChange({ kind: 'date', atMs: expires });
          } else {
            onChange({ kind: 'preset', days: Number(value) });
          }
        }}
      />
      {expiry.kind === 'date' && (
        <div className={styles.datePicker}>
          <label htmlFor={`${id}-date`} className="visually-hidden">
            {t('devices.dialog.date')}
          </label>
          <DatePicker
            id={`${id}-date`}
            value={dayjs(expiry.atMs)}
            format={datePickerFormat(locale)}
            allowClear={false}
            disabledDate={(date) => !date.isAfter(today, 'day') || date.isAfter(last, 'day')}
            onChange={onDate}
          />
        </div>
      )}
      {problem ? (
        <FieldError id={`${id}-error`} field="expiresAt" why={problem} />
      ) : (
        <p id={`${id}-on`} className={styles.hint}>
          {Number.isFinite(expires)
            ? t('devices.dialog.expiresOn', { date: formatDateTime(expires, locale) })
            : null}
        </p>
      )}
    </fieldset>
  );
}
