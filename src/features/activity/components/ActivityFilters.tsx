import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex } from 'antd';
import {
  ACTIVITY_OUTCOMES,
  ACTIVITY_SERVICES,
  type ActivityOutcome,
  type ActivityService,
} from '../../../api/activity/model';
import { activityQueries } from '../../../api/activity/queries';
import { NativeSelect } from '../../../components/NativeSelect';
import selectStyles from '../../../components/NativeSelect.module.css';
import { useActivityI18n } from '../i18n';
import { isFiltered, type ActivityParams } from '../model/filters';
import { AUDITED_OPERATIONS } from '../model/operations';
import styles from './activity.module.css';

/** antd's date pickers are a large chunk: the time range loads beside the page, not before it. */
const TimeRangePicker = lazy(() => import('./TimeRangePicker'));

interface ActivityFiltersProps {
  params: ActivityParams;
  update: (changes: Partial<ActivityParams>) => void;
  /** An admin's view: everyone's records, filtered by person from the people the log names. */
  byPerson: boolean;
}

export function ActivityFilters({ params, update, byPerson }: ActivityFiltersProps) {
  const { t } = useActivityI18n();
  const people = useQuery({ ...activityQueries.people(), enabled: byPerson });
  const opLabel = (name: string) => {
    const key = `activity.op.${name}` as const;
    const label = t(key as Parameters<typeof t>[0]);
    return label === key ? name : `${label} (${name})`;
  };

  return (
    <Flex gap={8} wrap align="center" role="group" aria-label={t('activity.filters')}>
      {byPerson && (
        <NativeSelect<string>
          label={t('activity.filter.person')}
          value={params.user ?? ''}
          onChange={(value) => update({ user: value || null })}
          minWidth={160}
          options={[
            { value: '', label: t('activity.filter.allPeople') },
            ...(people.data?.people ?? []).map((person) => ({
              value: person.subject,
              label: person.name ?? person.email ?? person.subject,
            })),
            // A bookmarked person the list does not (yet) name stays chosen.
            ...(params.user && !people.data?.people.some((p) => p.subject === params.user)
              ? [{ value: params.user, label: params.user }]
              : []),
          ]}
        />
      )}
      <select
        aria-label={t('activity.filter.operation')}
        className={selectStyles.select}
        style={{ width: 250 }}
        value={params.operation ?? ''}
        onChange={(event) => update({ operation: event.target.value || null })}
      >
        <option value="">{t('activity.filter.allOperations')}</option>
        {ACTIVITY_SERVICES.filter((service) => AUDITED_OPERATIONS[service].length > 0).map(
          (service) => (
            <optgroup key={service} label={t(`activity.service.${service}`)}>
              {AUDITED_OPERATIONS[service].map((name) => (
                <option key={name} value={name}>
                  {opLabel(name)}
                </option>
              ))}
            </optgroup>
          ),
        )}
        {params.operation &&
          !ACTIVITY_SERVICES.some((s) =>
            AUDITED_OPERATIONS[s].includes(params.operation ?? ''),
          ) && <option value={params.operation}>{params.operation}</option>}
      </select>
      <NativeSelect<'' | ActivityService>
        label={t('activity.filter.service')}
        value={params.service}
        onChange={(service) => update({ service })}
        options={[
          { value: '', label: t('activity.filter.allServices') },
          ...ACTIVITY_SERVICES.map((service) => ({
            value: service,
            label: t(`activity.service.${service}`),
          })),
        ]}
      />
      <NativeSelect<'' | ActivityOutcome>
        label={t('activity.filter.outcome')}
        value={params.outcome}
        onChange={(outcome) => update({ outcome })}
        options={[
          { value: '', label: t('activity.filter.allOutcomes') },
          ...ACTIVITY_OUTCOMES.map((outcome) => ({
            value: outcome,
            label: t(`activity.outcome.${outcome}`),
          })),
        ]}
      />
      <Suspense fallback={<span className={styles.rangeSlot} aria-hidden />}>
        <TimeRangePicker from={params.from} to={params.to} update={update} />
      </Suspense>
      {isFiltered(params) && (
        <Button
          onClick={() =>
            update({ user: null, operation: null, service: '', outcome: '', from: null, to: null })
          }
        >
          {t('activity.filter.clear')}
        </Button>
      )}
    </Flex>
  );
}
