import { useId, useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Checkbox, DatePicker, Drawer, Flex, Radio, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import { permissionBody } from '../../../../api/lake/accessOperations';
import type { PermissionResourceType } from '../../../../api/lake/assumed';
import { lakeCache } from '../../../../api/lake/cache';
import { lakeQueries } from '../../../../api/lake/queries';
import { lakeAccessMutations } from '../../../../api/lake/accessMutations';
import { ErrorState } from '../../../../components/ErrorState';
import { describeError } from '../../../../components/describeError';
import { useI18n } from '../../../../i18n/useI18n';
import { datePickerFormat } from '../../../../lib/format';
import { useNow } from '../../../../lib/useNow';
import { useGrantsI18n } from '../i18n';
import { useSessionDraft } from '../../../lake-common/hooks/useSessionDraft';
import { BatchOutcome, type BatchOutcomeValue } from './BatchOutcome';
import { filterProblemText, grantProblemText } from '../model/filterText';
import type { AccessPlace } from '../model/accessRows';
import { filterColumns } from '../model/filterColumns';
import {
  accessFor,
  buildPermissions,
  isBlankDraft,
  RESOURCE_TYPES,
  reviveGrantDraft,
  startingDraft,
  takesFineGrained,
  type ColumnMode,
  type GrantDraft,
} from '../model/grantDraft';
import { buildRowFilter } from '../model/rowFilter';
import { DatabasePicker, ObjectPicker, PrincipalPicker } from './pickers';
import { RowFilterBuilder } from './RowFilterBuilder';
import styles from './grants.module.css';
import { useLakeAllowed } from '../../../lake-common/hooks/useLakeAllowed';
import { RoleNotice } from '../../../lake-common/components/RoleNotice';

export interface GrantDrawerProps {
  catalogId: string;
  catalogName: string;
  /** The page it was opened from: the resource it starts with. */
  place: AccessPlace;
  onClose: () => void;
  onOutcome: (outcome: BatchOutcomeValue) => void;
}

const DRAWER_SIZE = 'min(880px, 100vw)';

export const grantDraftKey = (catalogName: string, place: AccessPlace) =>
  `parapet.grants.draft.v1.${catalogName}/${place.database ?? ''}/${place.table ?? ''}`;

/**
 * The grant builder: resource, access, users and roles, columns, expiry and row filter, the
 * exact body previewed, then one BatchGrantPermissions call for all of it. The form is a session
 * draft, so an error, closing the drawer or a reload loses nothing; it is cleared only once every
 * permission went through.
 */
export function GrantDrawer({
  catalogId,
  catalogName,
  place,
  onClose,
  onOutcome,
}: GrantDrawerProps) {
  const { t, locale } = useGrantsI18n();
  const { t: shared } = useI18n();
  const client = useQueryClient();
  // The expiry is checked against the app's one clock (a minute's precision is enough here).
  const now = useNow('minute');
  const titleId = useId();
  const ids = {
    type: useId(),
    database: useId(),
    object: useId(),
    principals: useId(),
    columns: useId(),
    expiry: useId(),
    problems: useId(),
    preview: useId(),
  };
  const codec = useMemo(
    () => ({
      initial: () => startingDraft(place),
      serialize: (draft: GrantDraft) => draft,
      revive: reviveGrantDraft,
      isBlank: isBlankDraft,
    }),
    [place],
  );
  const { draft, restored, setDraft, clear } = useSessionDraft(
    grantDraftKey(catalogName, place),
    codec,
  );
  const [attempted, setAttempted] = useState(false);
  const [outcome, setOutcome] = useState<BatchOutcomeValue | null>(null);
  const grant = useMutation(lakeAccessMutations.grantPermissions());
  const mayGrant = useLakeAllowed('BatchGrantPermissions');
  const update = (change: Partial<GrantDraft>) =>
    setDraft((current) => ({ ...current, ...change }));

  const isTable = draft.resourceType === 'TABLE';
  const tableQuery = useQuery({
    ...lakeQueries.table(catalogId, draft.database, draft.object),
    enabled: isTable && draft.database !== '' && draft.object !== '',
  });
  const schema = isTable ? tableQuery.data?.schema : undefined;
  const columns = useMemo(() => (schema ? filterColumns(schema) : []), [schema]);
  const topColumns = useMemo(() => columns.filter((column) => column.depth === 0), [columns]);
  const fine = takesFineGrained(draft);
  const filterBuild = useMemo(() => buildRowFilter(draft.filter, columns), [draft.filter, columns]);
  const built = buildPermissions(draft, isTable ? columns : null, now);
  const problems = built.ok ? [] : built.problems;
  const filterProblems = attempted
    ? problems.flatMap((problem) => (problem.code === 'filter' ? problem.problems : []))
    : [];
  const objectType = t(`grants.type.${draft.resourceType}`);
  const formProblems = problems.filter((problem) => problem.code !== 'filter');
  const showProblem = (code: string) =>
    attempted ? problems.find((problem) => problem.code === code) : undefined;

  const submit = async () => {
    setAttempted(true);
    if (!built.ok || grant.isPending || !mayGrant.allowed) return;
    const permissions = built.permissions;
    const result = await grant.mutateAsync({ catalogId, permissions }).catch(() => null);
    if (result === null) return;
    void lakeCache.permissionsChanged(client, catalogId);
    const next: BatchOutcomeValue = {
      kind: 'grant',
      attempted: permissions,
      success: result.success,
      errorMessage: result.errorMessage,
      failures: result.failurePermissions,
    };
    onOutcome(next);
    if (result.success && result.failurePermissions.length === 0) {
      clear();
      onClose();
      return;
    }
    setOutcome(next);
  };

  const preview = built.ok
    ? JSON.stringify({ permissions: built.permissions.map(permissionBody) }, null, 2)
    : null;

  return (
    <Drawer
      open
      title={<span id={titleId}>{t('grants.drawer.title')}</span>}
      aria-labelledby={titleId}
      onClose={onClose}
      size={DRAWER_SIZE}
      keyboard
      destroyOnHidden
      footer={
        <Flex gap={8} justify="space-between" wrap>
          <Button
            onClick={() => {
              clear();
              setAttempted(false);
              setOutcome(null);
              setDraft(() => startingDraft(place));
            }}
          >
            {t('grants.discardDraft')}
          </Button>
          <Flex gap={8}>
            <Button onClick={onClose}>{shared('common.cancel')}</Button>
            <Button
              type="primary"
              loading={grant.isPending}
              onClick={() => void submit()}
              {...mayGrant.control}
            >
              {built.ok
                ? t('grants.submit', { count: built.permissions.length })
                : t('grants.submitEmpty')}
            </Button>
          </Flex>
        </Flex>
      }
    >
      <RoleNotice reason={mayGrant.reason} />
      {outcome && <BatchOutcome outcome={outcome} onDismiss={() => setOutcome(null)} />}
      {grant.isError && (
        <div style={{ marginBottom: 16 }}>
          <ErrorState error={grant.error} title={t('grants.failed')} />
        </div>
      )}
      {restored && !outcome && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('grants.draftRestored')}
        />
      )}
      <form
        className={styles.form}
        aria-labelledby={titleId}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className={styles.field}>
          <label htmlFor={ids.type}>{t('grants.field.resourceType')}</label>
          <Select<PermissionResourceType>
            id={ids.type}
            value={draft.resourceType}
            options={RESOURCE_TYPES.map((type) => ({
              value: type,
              label: t(`grants.type.${type}`),
            }))}
            onChange={(resourceType) =>
              update({
                resourceType,
                object: resourceType === draft.resourceType ? draft.object : '',
                access: draft.access.filter((access) => accessFor(resourceType).includes(access)),
              })
            }
            style={{ maxWidth: 320 }}
          />
        </div>
        {draft.resourceType === 'CATALOG' ? (
          <div className={styles.field}>
            <span className={styles.fieldLabel}>{t('grants.field.catalog')}</span>
            <Typography.Text code>{catalogName}</Typography.Text>
          </div>
        ) : (
          <div className={styles.field}>
            <label htmlFor={ids.database}>{t('grants.field.database')}</label>
            <DatabasePicker
              id={ids.database}
              catalogId={catalogId}
              value={draft.database}
              onChange={(database) =>
                update({ database, object: database === draft.database ? draft.object : '' })
              }
              invalid={showProblem('noDatabase') !== undefined}
            />
          </div>
        )}
        {(draft.resourceType === 'TABLE' ||
          draft.resourceType === 'FUNCTION' ||
          draft.resourceType === 'VIEW') && (
          <div className={styles.field}>
            <label htmlFor={ids.object}>{t(`grants.field.${draft.resourceType}`)}</label>
            <ObjectPicker
              id={ids.object}
              catalogId={catalogId}
              database={draft.database}
              type={draft.resourceType}
              value={draft.object}
              onChange={(object) => update({ object, columns: [] })}
              invalid={showProblem('noObject') !== undefined}
            />
          </div>
        )}
        <fieldset className={styles.field} style={{ border: 0, padding: 0, margin: 0 }}>
          <legend className={styles.fieldLabel}>{t('grants.field.access')}</legend>
          <Checkbox.Group
            value={draft.access}
            options={accessFor(draft.resourceType).map((access) => ({
              value: access,
              label: access,
            }))}
            onChange={(access) => update({ access: access.map(String) })}
          />
        </fieldset>
        <div className={styles.field}>
          <label htmlFor={ids.principals}>{t('grants.field.principals')}</label>
          <PrincipalPicker
            id={ids.principals}
            value={draft.principals}
            onChange={(principals) => update({ principals })}
            invalid={showProblem('noPrincipals') !== undefined}
          />
        </div>
        {isTable && !fine && (
          <Typography.Text className={styles.help}>{t('grants.fineGrainedNote')}</Typography.Text>
        )}
        {isTable && tableQuery.isError && (
          <Alert
            type="error"
            showIcon
            title={t('grants.schemaLoadFailed', {
              message: describeError(tableQuery.error, shared).message,
            })}
          />
        )}
        {fine && (
          <>
            <fieldset className={styles.field} style={{ border: 0, padding: 0, margin: 0 }}>
              <legend className={styles.fieldLabel}>{t('grants.field.columns')}</legend>
              <Radio.Group
                value={draft.columnMode}
                onChange={(event) => update({ columnMode: event.target.value as ColumnMode })}
                options={(['all', 'include', 'exclude'] as const).map((mode) => ({
                  value: mode,
                  label: t(
                    mode === 'all'
                      ? 'grants.columns.modeAll'
                      : mode === 'include'
                        ? 'grants.columns.modeInclude'
                        : 'grants.columns.modeExclude',
                  ),
                }))}
              />
              {draft.columnMode !== 'all' && (
                <Select
                  id={ids.columns}
                  mode="multiple"
                  aria-label={t('grants.columns.pick')}
                  placeholder={t('grants.columns.placeholder')}
                  value={draft.columns}
                  loading={tableQuery.isPending}
                  options={topColumns.map((column) => ({
                    value: column.name,
                    label: `${column.name} · ${column.typeLabel}`,
                  }))}
                  onChange={(next: string[]) => update({ columns: next })}
                  status={showProblem('noColumns') ? 'error' : undefined}
                  style={{ width: '100%' }}
                />
              )}
            </fieldset>
            <RowFilterBuilder
              root={draft.filter}
              columns={columns}
              onChange={(filter) => setDraft((current) => ({ ...current, filter }))}
              problems={filterBuild.ok ? [] : filterBuild.problems}
              attempted={attempted}
              expression={filterBuild.ok ? filterBuild.expression : ''}
            />
          </>
        )}
        <div className={styles.field}>
          <label htmlFor={ids.expiry}>{t('grants.field.expiry')}</label>
          <DatePicker
            id={ids.expiry}
            showTime={{ format: 'HH:mm' }}
            format={datePickerFormat(locale, true)}
            needConfirm={false}
            value={draft.expireTime === '' ? null : dayjs(draft.expireTime)}
            disabledDate={(day) => day.isBefore(dayjs(), 'day')}
            onChange={(next) => update({ expireTime: next ? next.toISOString() : '' })}
            status={showProblem('expiryPast') || showProblem('expiryInvalid') ? 'error' : undefined}
            aria-describedby={`${ids.expiry}-help`}
            style={{ width: 260 }}
          />
          <span id={`${ids.expiry}-help`} className={styles.help}>
            {t('grants.expiry.help')}
          </span>
        </div>
        {attempted && (formProblems.length > 0 || filterProblems.length > 0) && (
          <Alert
            type="error"
            showIcon
            role="alert"
            id={ids.problems}
            title={
              <ul style={{ margin: 0, paddingLeft: 16 }}>
                {formProblems.map((problem) => (
                  <li key={problem.code}>{grantProblemText(problem, t, objectType)}</li>
                ))}
                {filterProblems.length > 0 && <li>{t('grants.problem.filter')}</li>}
              </ul>
            }
          />
        )}
        <div className={styles.field}>
          <span className={styles.fieldLabel} id={ids.preview}>
            {t('grants.preview')}
          </span>
          <span className={styles.help}>{t('grants.preview.help')}</span>
          {preview !== null ? (
            <pre className={styles.preview} tabIndex={0} aria-labelledby={ids.preview}>
              {preview}
            </pre>
          ) : (
            <div className={styles.help}>
              {t('grants.preview.notReady')}{' '}
              {[
                ...formProblems.map((problem) => grantProblemText(problem, t, objectType)),
                ...problems
                  .flatMap((problem) => (problem.code === 'filter' ? problem.problems : []))
                  .slice(0, 1)
                  .map((problem) => filterProblemText(problem, t)),
              ].join(' ')}
            </div>
          )}
        </div>
      </form>
    </Drawer>
  );
}
