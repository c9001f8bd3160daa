import {
  lazy,
  Suspense,
  useDeferredValue,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Typography } from 'antd';
import { isApiError } from '../../../../api/errors';
import { lakeCache } from '../../../../api/lake/cache';
import { lakeMutations } from '../../../../api/lake/mutations';
import { ButtonLink } from '../../../../components/ButtonLink';
import { ErrorState } from '../../../../components/ErrorState';
import { SectionCard } from '../../../../components/SectionCard';
import { useToast } from '../../../../components/toast';
import { catalogPaths } from '../../../lake-common/hooks/useCatalogRoute';
import { featureI18n } from '../../../../i18n/featureI18n';
import { messages as componentMessages } from '../../../lake-common/componentsMessages';
import { messages as schemaMessages } from '../../schema/messages';
import { messages } from '../messages';
import { validateBuilder, type BuilderIssue } from '../../schema/model/validateBuilder';
import { BuilderProvider, type BuilderContextValue } from './BuilderContext';
import { IssueStore } from '../model/issueStore';
import { schemaIssueText as issueText } from '../../schema/model/schemaText';
import { useLeaveGuard } from '../../../../lib/useLeaveGuard';
import { ColumnsSection, DetailsSection, OptionsSection } from './FormSections';
import { KeyPickers, useKeyColumns } from './KeyPickers';
import { ProblemSummary } from './ProblemSummary';
import {
  focusProblem,
  listProblems,
  nameProblem,
  shownIssues,
  type FormIds,
} from '../model/problems';
import { SchemaPreview } from './SchemaPreview';
import { createTableParams, isBlankForm } from '../model/tableForm';
import { useTableForm } from '../hooks/useTableForm';
import { useLakeAllowed } from '../../../lake-common/hooks/useLakeAllowed';

// The dialogs (antd Modal) are needed only once a navigation is held or "Clear form" is pressed:
// they load then, or ahead of that once there is input to lose.
/** The form's words: the tables area's, the schema area's (the builder's issues) and the options
 * editor's (its problems, listed with the others). */
const useCreateTableFormI18n = featureI18n(messages, schemaMessages, componentMessages);

const loadChoiceDialog = () => import('../../../../components/ChoiceDialog');
const ChoiceDialog = lazy(async () => ({ default: (await loadChoiceDialog()).ChoiceDialog }));

export interface CreateTableFormProps {
  catalogName: string;
  catalogId: string;
  databaseName: string;
}

/**
 * The create-table form. Input is kept as a draft in this tab until the table is created;
 * problems are shown where they are (and listed at the top once creating was tried), and a
 * request is sent only for a schema the API's own rules accept.
 */
export function CreateTableForm({ catalogName, catalogId, databaseName }: CreateTableFormProps) {
  const t = useCreateTableFormI18n().t;
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const baseId = useId();
  const ids: FormIds = useMemo(
    () => ({
      baseId,
      name: `${baseId}-table-name`,
      primaryKeys: `${baseId}-primary-keys`,
      partitionKeys: `${baseId}-partition-keys`,
      options: `${baseId}-options`,
    }),
    [baseId],
  );
  const {
    form,
    restored,
    actions,
    setName,
    setComment,
    setPrimaryKeys,
    setPartitionKeys,
    setOptions,
    fillFromSchema,
    reset,
    clearDraft,
    focusAfterRender,
  } = useTableForm(catalogName, databaseName, baseId);

  const [attempted, setAttempted] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const [showRestored, setShowRestored] = useState(restored);
  const mutation = useMutation(lakeMutations.createTable());
  // The page says why a role may not create a table; what it types stays a draft.
  const mayCreate = useLakeAllowed('CreateTable');

  // Validation runs on every edit (it is linear in the schema); rows learn their own issues
  // through the store, so only rows whose issues change render again.
  const issues = useMemo(
    () =>
      validateBuilder(form.fields, {
        primaryKeys: form.primaryKeys,
        partitionKeys: form.partitionKeys,
      }),
    [form.fields, form.primaryKeys, form.partitionKeys],
  );
  const shown = useMemo(() => shownIssues(issues, attempted), [issues, attempted]);
  const [store] = useState(() => new IssueStore());
  useLayoutEffect(() => store.set(shown.byUid), [store, shown]);
  const builder = useMemo<BuilderContextValue>(
    () => ({ actions, issues: store, baseId }),
    [actions, store, baseId],
  );

  const nameError = nameProblem(form, attempted, conflict, databaseName, t);
  const problemsNow = () =>
    listProblems(form, issues, nameProblem(form, true, conflict, databaseName, t), ids, t);
  // The summary appears once creating was tried; until then nothing needs the list.
  const problems = useMemo(
    () =>
      attempted
        ? listProblems(form, issues, nameProblem(form, true, conflict, databaseName, t), ids, t)
        : [],
    [attempted, form, issues, conflict, databaseName, ids, t],
  );

  const dirty = !isBlankForm(form);
  const { blocker, allowLeaving } = useLeaveGuard(dirty && !mutation.isSuccess);
  const leaving = blocker.state === 'blocked';
  // Mounted from the first held navigation on, so the dialog can animate closed.
  const [leaveAsked, setLeaveAsked] = useState(false);
  if (leaving && !leaveAsked) setLeaveAsked(true);
  const [clearOpen, setClearOpen] = useState(false);
  const [clearAsked, setClearAsked] = useState(false);
  useEffect(() => {
    if (!dirty) return;
    void loadChoiceDialog();
  }, [dirty]);
  const preview = useDeferredValue(form);
  const keyColumns = useKeyColumns(form.fields);
  const keyError = (issues: readonly BuilderIssue[]) =>
    issues.length === 0 ? null : issues.map((issue) => issueText(t, issue)).join(' ');

  const submit = () => {
    if (!mayCreate.allowed) return;
    setAttempted(true);
    const first = problemsNow()[0];
    if (first) {
      // The inputs are there already; their messages appear with this render.
      focusProblem(first);
      return;
    }
    const params = createTableParams(form, catalogId, databaseName);
    mutation.mutate(params, {
      onSuccess: () => {
        clearDraft();
        allowLeaving();
        void lakeCache.tablesChanged(queryClient, catalogId, databaseName);
        toast.success(t('tables.form.created', { name: params.identifier.object }));
        void navigate(catalogPaths.table(catalogName, databaseName, params.identifier.object));
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 409) {
          setConflict(params.identifier.object);
          focusAfterRender(ids.name);
        }
      },
    });
  };

  const otherError =
    mutation.isError && !(isApiError(mutation.error) && mutation.error.status === 409)
      ? mutation.error
      : null;

  return (
    <BuilderProvider value={builder}>
      <form
        noValidate
        aria-label={t('tables.new.title')}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {showRestored && (
          <Alert
            type="info"
            showIcon
            closable={{ onClose: () => setShowRestored(false) }}
            title={t('tables.form.draftRestored')}
            style={{ marginBottom: 16 }}
          />
        )}
        {otherError && (
          <div style={{ marginBottom: 16 }}>
            <ErrorState error={otherError} title={t('tables.form.failed')} />
          </div>
        )}
        {attempted && <ProblemSummary problems={problems} />}

        <DetailsSection
          name={form.name}
          comment={form.comment}
          nameError={nameError}
          nameId={ids.name}
          commentId={`${baseId}-comment`}
          onName={setName}
          onComment={setComment}
        />
        <ColumnsSection fields={form.fields} onFillFromSchema={fillFromSchema} />
        <SectionCard title={t('tables.form.keys')}>
          <KeyPickers
            columns={keyColumns}
            primaryKeys={form.primaryKeys}
            partitionKeys={form.partitionKeys}
            onPrimaryKeys={setPrimaryKeys}
            onPartitionKeys={setPartitionKeys}
            primaryError={keyError(shown.primaryKeys)}
            partitionError={keyError(shown.partitionKeys)}
            primaryId={ids.primaryKeys}
            partitionId={ids.partitionKeys}
          />
        </SectionCard>
        <OptionsSection id={ids.options} rows={form.options} onChange={setOptions} />

        <SectionCard title={t('tables.preview.title')}>
          <SchemaPreview form={preview} database={databaseName} />
        </SectionCard>

        <Flex gap={8} wrap align="center" style={{ marginTop: 16 }}>
          <Button
            type="primary"
            htmlType="submit"
            loading={mutation.isPending}
            {...mayCreate.control}
          >
            {mutation.isPending ? t('tables.form.creating') : t('tables.form.submit')}
          </Button>
          <ButtonLink to={catalogPaths.database(catalogName, databaseName)}>
            {t('tables.form.cancel')}
          </ButtonLink>
          <Button
            disabled={!dirty}
            onClick={() => {
              setClearAsked(true);
              setClearOpen(true);
            }}
          >
            {t('tables.form.clear')}
          </Button>
          {attempted && problems.length > 0 && (
            <Typography.Text type="danger" role="status">
              {t('tables.form.blocked', { count: problems.length })}
            </Typography.Text>
          )}
        </Flex>
      </form>
      {clearAsked && (
        <Suspense fallback={null}>
          {/* Clear form asks first; the button that opened it is disabled once the form is
              empty, and the form moves focus itself. */}
          <ChoiceDialog
            open={clearOpen}
            title={t('tables.form.clearConfirm')}
            actionText={t('tables.form.clear')}
            keepText={t('common.cancel')}
            returnFocus={false}
            onKeep={() => setClearOpen(false)}
            onAction={() => {
              setClearOpen(false);
              reset();
              setAttempted(false);
              setConflict(null);
              mutation.reset();
              focusAfterRender(ids.name);
            }}
          />
        </Suspense>
      )}
      {leaveAsked && (
        <Suspense fallback={null}>
          <ChoiceDialog
            open={leaving}
            title={t('tables.leave.title')}
            body={t('tables.leave.body')}
            actionText={t('tables.leave.go')}
            keepText={t('tables.leave.stay')}
            onKeep={() => blocker.reset?.()}
            onAction={() => blocker.proceed?.()}
          />
        </Suspense>
      )}
    </BuilderProvider>
  );
}
