import { useId } from 'react';
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useActivityI18n } from '../i18n';
import { RANGE_PRESETS, type ActivityParams } from '../model/filters';

interface TimeRangePickerProps {
  from: string | null;
  to: string | null;
  update: (changes: Partial<ActivityParams>) => void;
}

/** From (inclusive) and until (exclusive), local time, with the usual "last …" presets. */
export default function TimeRangePicker({ from, to, update }: TimeRangePickerProps) {
  const { t } = useActivityI18n();
  const id = useId();
  const now = dayjs();
  const presets = RANGE_PRESETS.map(({ key, ms }) => ({
    label: t(`activity.preset.${key}`),
    value: [now.subtract(ms, 'millisecond'), now] as [Dayjs, Dayjs],
  }));
  return (
    <>
      <label htmlFor={`${id}-from`} className="visually-hidden">
        {t('activity.filter.from')}
      </label>
      <label htmlFor={`${id}-to`} className="visually-hidden">
        {t('activity.filter.to')}
      </label>
      <DatePicker.RangePicker
        id={{ start: `${id}-from`, end: `${id}-to` }}
        showTime={{ format: 'HH:mm' }}
        format="YYYY-MM-DD HH:mm"
        placeholder={[t('activity.filter.from'), t('activity.filter.to')]}
        allowEmpty={[true, true]}
        presets={presets}
        style={{ width: 380 }}
        value={[from ? dayjs(from) : null, to ? dayjs(to) : null]}
        onChange={(values) => {
          const [start, end] = values ?? [];
          update({ from: start ? start.toISOString() : null, to: end ? end.toISOString() : null });
        }}
      />
    </>
  );
}
