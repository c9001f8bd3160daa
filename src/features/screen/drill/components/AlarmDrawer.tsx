import { useId, useMemo, useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Checkbox, DatePicker, Descriptions, Input } from 'antd';
import dayjs from 'dayjs';
import type { AlarmListParams } from '../../../../api/screen/operations';
import { screenQueries } from '../../../../api/screen/queries';
import {
  alarmLevels,
  type AlarmEvent,
  type AlarmEventList,
  type AlarmLevel,
} from '../../../../api/screen/schemas';
import type { DataTableColumn } from '../../../../components/DataTable';
import { StatusBadge, type StatusTone } from '../../../../components/StatusBadge';
import { datePickerFormat, formatExact, formatNumber } from '../../../../lib/format';
import { DrillDrawer } from './DrillDrawer';
import { FilterSelect } from './FilterSelect';
import { hasDrillMessage, useDrillI18n, type DrillT } from '../i18n';
import { ServerPagedTable, usePageState } from './ServerPagedTable';
import type { DrillDrawerProps } from '../model/types';
import styles from './drill.module.css';

type DealedFilter = 'all' | 'pending' | 'handled';

/** The filters that are typed, applied together with Search (the others apply at once). */
interface TypedFilters {
  /** Latest occurrence from / to, epoch ms (local date and time as picked). */
  from: number | undefined;
  to: number | undefined;
  remark: string;
  name: string;
  type: string;
}

type TextFilter = 'remark' | 'name' | 'type';

const NO_TYPED_FILTERS: TypedFilters = {
  from: undefined,
  to: undefined,
  remark: '',
  name: '',
  type: '',
};

const LEVEL_TONE: Record<AlarmLevel, StatusTone> = {
  serious: 'error',
  suspicious: 'warning',
  remind: 'neutral',
};

type AlarmRow = AlarmEvent & { rowId: string };

/** Row ids from the alarm id, made unique on the page (the service does not promise it). */
function withRowIds(events: readonly AlarmEvent[]): AlarmRow[] {
  const seen = new Map<string, number>();
  return events.map((event) => {
    const base = event.AlarmUniqueInfo || event.Uuid || 'alarm';
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return { ...event, rowId: n === 0 ? base : `${base}#${n}` };
  });
}

function useColumns(): DataTableColumn<AlarmRow>[] {
  const { t, locale } = useDrillI18n();
  return useMemo(
    () => [
      {
        id: 'level',
        header: t('drill.alarms.col.level'),
        cell: ({ row }) => (
          <StatusBadge tone={LEVEL_TONE[row.original.Level]}>
            {t(`drill.level.${row.original.Level}`)}
          </StatusBadge>
        ),
      },
      {
        id: 'name',
        header: t('drill.alarms.col.name'),
        meta: { rowHeader: true, minWidth: 160 },
        cell: ({ row }) => row.original.AlarmEventName,
      },
      {
        id: 'type',
        header: t('drill.alarms.col.type'),
        cell: ({ row }) => row.original.AlarmEventType,
      },
      {
        id: 'asset',
        header: t('drill.alarms.col.asset'),
        meta: { minWidth: 160 },
        cell: ({ row }) => (
          <>
            {row.original.InstanceName}
            {row.original.InternetIp && (
              <span className={styles.secondary}>
                {t('drill.alarms.publicIp', { ip: row.original.InternetIp })}
              </span>
            )}
            {row.original.IntranetIp && (
              <span className={styles.secondary}>
                {t('drill.alarms.privateIp', { ip: row.original.IntranetIp })}
              </span>
            )}
          </>
        ),
      },
      {
        id: 'dealed',
        header: t('drill.alarms.col.dealed'),
        cell: ({ row }) =>
          row.original.Dealed ? (
            <StatusBadge tone="success">{t('drill.alarms.handled')}</StatusBadge>
          ) : (
            <StatusBadge tone="warning">{t('drill.alarms.pending')}</StatusBadge>
          ),
      },
      {
        id: 'start',
        header: t('drill.alarms.col.start'),
        cell: ({ row }) => formatExact(row.original.StartTime, locale),
      },
      {
        id: 'end',
        header: t('drill.alarms.col.end'),
        cell: ({ row }) => formatExact(row.original.EndTime, locale),
      },
      {
        id: 'count',
        header: t('drill.alarms.col.count'),
        meta: { align: 'right' },
        cell: ({ row }) => formatNumber(row.original.SuspiciousEventCount, locale),
      },
    ],
    [t, locale],
  );
}

const yesNo = (value: boolean, t: DrillT) => (value ? t('drill.yes') : t('drill.no'));

function editionLabel(code: string, t: DrillT): string {
  const key = `drill.alarms.edition.${code}`;
  return hasDrillMessage(key) ? t(key) : code || '—';
}

/** An alarm's details: all service text is shown as text, never as markup. */
function AlarmDetails({ alarm }: { alarm: AlarmEvent }) {
  const { t } = useDrillI18n();
  return (
    <Descriptions size="small" column={1} bordered>
      <Descriptions.Item label={t('drill.alarms.description')}>
        <p className={styles.prose}>{alarm.Description || '—'}</p>
      </Descriptions.Item>
      <Descriptions.Item label={t('drill.alarms.solution')}>
        <p className={styles.prose}>{alarm.Solution || '—'}</p>
      </Descriptions.Item>
      <Descriptions.Item label={t('drill.alarms.dataSource')}>
        {alarm.DataSource || '—'}
      </Descriptions.Item>
      <Descriptions.Item label={t('drill.alarms.uniqueId')}>
        <code>{alarm.AlarmUniqueInfo || '—'}</code>
      </Descriptions.Item>
      <Descriptions.Item label={t('drill.alarms.instance')}>
        <code>{alarm.Uuid || '—'}</code>
      </Descriptions.Item>
      <Descriptions.Item label={t('drill.alarms.online')}>
        {yesNo(alarm.CanBeDealOnLine, t)}
      </Descriptions.Item>
      <Descriptions.Item label={t('drill.alarms.cancelFault')}>
        {yesNo(alarm.CanCancelFault, t)}
      </Descriptions.Item>
      <Descriptions.Item label={t('drill.alarms.edition')}>
        {editionLabel(alarm.SaleVersion, t)}
      </Descriptions.Item>
    </Descriptions>
  );
}

function dealedParam(filter: DealedFilter): boolean | undefined {
  return filter === 'all' ? undefined : filter === 'handled';
}

/** The alarm list behind the alarm tiles: server-side filters and paging. */
export function AlarmDrawer({ request, onClose }: DrillDrawerProps<'alarms'>) {
  const { t, locale } = useDrillI18n();
  const columns = useColumns();
  const ids = {
    from: useId(),
    to: useId(),
    remark: useId(),
    name: useId(),
    type: useId(),
    error: useId(),
  };

  const [levels, setLevels] = useState<AlarmLevel[]>(() => [...(request.levels ?? [])]);
  const [dealed, setDealed] = useState<DealedFilter>(
    request.dealed === undefined ? 'all' : request.dealed ? 'handled' : 'pending',
  );
  const [draft, setDraft] = useState<TypedFilters>(NO_TYPED_FILTERS);
  const [typed, setTyped] = useState<TypedFilters>(NO_TYPED_FILTERS);
  const [timeError, setTimeError] = useState(false);
  const paging = usePageState();
  const { page, pageSize, setPage } = paging;

  const params: AlarmListParams = {
    lang: locale,
    levels,
    dealed: dealedParam(dealed),
    remark: typed.remark,
    name: typed.name,
    type: typed.type,
    fromMs: typed.from,
    toMs: typed.to,
    page,
    pageSize,
  };
  const query = useQuery({ ...screenQueries.alarms(params), placeholderData: keepPreviousData });
  // Typed here: the registry's query options do not carry the response type through.
  const data: AlarmEventList | undefined = query.data;
  const rows = useMemo(() => withRowIds(data?.SuspEvents ?? []), [data]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    if (draft.from !== undefined && draft.to !== undefined && draft.from > draft.to) {
      setTimeError(true);
      return;
    }
    setTimeError(false);
    setTyped(draft);
    setPage(1);
  };
  const reset = () => {
    setLevels([]);
    setDealed('all');
    setDraft(NO_TYPED_FILTERS);
    setTyped(NO_TYPED_FILTERS);
    setTimeError(false);
    setPage(1);
  };
  const text = (field: TextFilter, id: string, label: string) => (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <Input
        id={id}
        value={draft[field]}
        onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
        style={{ width: 180 }}
      />
    </div>
  );
  // A date and time as the app writes them in this language (not the browser's own format), typed
  // or picked; it applies with Search like the text filters.
  const time = (field: 'from' | 'to', id: string, label: string) => {
    const value = draft[field];
    return (
      <div className={styles.field}>
        <label htmlFor={id}>{label}</label>
        <DatePicker
          id={id}
          showTime={{ format: 'HH:mm' }}
          format={datePickerFormat(locale, true)}
          needConfirm={false}
          value={value === undefined ? null : dayjs(value)}
          onChange={(next) => setDraft({ ...draft, [field]: next ? next.valueOf() : undefined })}
          status={timeError ? 'error' : undefined}
          aria-invalid={timeError ? true : undefined}
          aria-describedby={timeError ? ids.error : undefined}
          style={{ width: 220 }}
        />
      </div>
    );
  };

  return (
    <DrillDrawer title={t('drill.alarms.title')} onClose={onClose}>
      <form
        className={styles.filters}
        aria-label={t('drill.alarms.filters')}
        onSubmit={search}
        noValidate
      >
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('drill.alarms.levels')}</legend>
          <Checkbox.Group<AlarmLevel>
            value={levels}
            onChange={(next) => {
              setLevels(alarmLevels.filter((level) => next.includes(level)));
              setPage(1);
            }}
            options={alarmLevels.map((level) => ({
              value: level,
              label: t(`drill.level.${level}`),
            }))}
          />
        </fieldset>
        <FilterSelect<DealedFilter>
          label={t('drill.alarms.dealed')}
          value={dealed}
          onChange={(next) => {
            setDealed(next);
            setPage(1);
          }}
          options={(['all', 'pending', 'handled'] as const).map((value) => ({
            value,
            label: t(`drill.alarms.dealed.${value}`),
          }))}
        />
        {time('from', ids.from, t('drill.alarms.timeFrom'))}
        {time('to', ids.to, t('drill.alarms.timeTo'))}
        {text('remark', ids.remark, t('drill.alarms.remark'))}
        {text('name', ids.name, t('drill.alarms.name'))}
        {text('type', ids.type, t('drill.alarms.type'))}
        <Button type="primary" htmlType="submit">
          {t('drill.search')}
        </Button>
        <Button onClick={reset}>{t('drill.reset')}</Button>
        {timeError && (
          <span
            id={ids.error}
            className={styles.fieldError}
            role="alert"
            style={{ flexBasis: '100%' }}
          >
            {t('drill.alarms.timeOrder')}
          </span>
        )}
      </form>

      <ServerPagedTable<AlarmRow>
        query={query}
        paging={paging}
        total={data?.PageInfo.TotalCount}
        count={(count) => t('drill.alarms.count', { count })}
        label={t('drill.alarms.table')}
        columns={columns}
        data={rows}
        getRowId={(row) => row.rowId}
        getRowLabel={(row) => row.AlarmEventName || row.rowId}
        renderExpanded={(row) => <AlarmDetails alarm={row} />}
        empty={t('drill.alarms.empty')}
      />
    </DrillDrawer>
  );
}
