import { useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Modal, Typography } from 'antd';
import { ConfirmButton } from '../../../../components/ConfirmButton';
import { EyeOutlined } from '@ant-design/icons';
import { isApiError } from '../../../../api/errors';
import { lakeCache } from '../../../../api/lake/cache';
import { lakeMutations } from '../../../../api/lake/mutations';
import { lakeQueries } from '../../../../api/lake/queries';
import { applySchemaChanges } from '../../schema/model/applyChanges';
import type { TableSchema } from '../../../../api/lake/schemas';
import { ErrorState } from '../../../../components/ErrorState';
import { SectionCard } from '../../../../components/SectionCard';
import { useToast } from '../../../../components/toast';
import { SchemaDiff } from '../../schema/components/SchemaDiff';
import { useTableChangeI18n } from '../changeI18n';
import type { TableRef } from '../hooks/tableTabs';
import { ChangeEditor } from './ChangeEditor';
import {
  changeErrorTarget,
  checkQueue,
  requestChanges,
  type QueuedChange,
} from '../../schema/model/changeModel';
import { ChangeQueueList, type ServerRejection } from './ChangeQueueList';
import { describeChange } from '../model/describeChange';
import { problemText } from '../model/problemText';
import type { ChangeQueue } from '../hooks/useChangeQueue';
import { useLakeAllowed } from '../../../lake-common/hooks/useLakeAllowed';
import { RoleNotice } from '../../../lake-common/components/RoleNotice';

export interface ChangeSchemaTabProps {
  table: TableRef;
  /** The table's schema now (GetTable). */
  schema: TableSchema;
  queue: ChangeQueue;
}

/** A rejection belongs to the queue it was made for; any edit of the queue retires it. */
interface Rejection extends ServerRejection {
  items: readonly QueuedChange[];
}

/**
 * The change builder: write changes one at a time, queue several, check each against the schema
 * the ones before it leave, preview the resulting schema as a diff, then apply them together
 * (AlterTable is all or nothing). A change the service refuses is pointed at in the queue.
 */
export function ChangeSchemaTab({ table, schema, queue }: ChangeSchemaTabProps) {
  const t = useTableChangeI18n().t;
  const toast = useToast();
  const client = useQueryClient();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [rejection, setRejection] = useState<Rejection | null>(null);
  const apply = useMutation(lakeMutations.alterTable());
  // Changes can still be queued and previewed; applying them needs AlterTable.
  const mayApply = useLakeAllowed('AlterTable');

  const items = queue.items;
  const check = useMemo(() => checkQueue(schema, requestChanges(items)), [schema, items]);
  const invalid = check.errors.some((error) => error !== null);
  const rejected = rejection?.items === items ? rejection : null;
  const editingIndex = editingId === null ? -1 : items.findIndex((e) => e.id === editingId);
  const editing = items[editingIndex];

  const submitApply = () => {
    if (!mayApply.allowed) return;
    const { catalogId, databaseName: database, tableName } = table;
    apply.mutate(
      { catalogId, database, table: tableName, changes: requestChanges(items) },
      {
        onSuccess: async () => {
          await lakeCache.tableChanged(client, catalogId, database, tableName);
          const updated = client.getQueryData(
            lakeQueries.table(catalogId, database, tableName).queryKey,
          );
          toast.success(
            updated?.schemaId === undefined
              ? t('table.change.appliedNoId')
              : t('table.change.applied', { id: updated.schemaId }),
          );
          queue.clear();
          setEditingId(null);
          setPreviewing(false);
          apply.reset();
        },
        onError: (error) => {
          if (!isApiError(error) || error.status !== 400) return;
          const target = changeErrorTarget(error.fieldPath) ?? changeErrorTarget(error.message);
          if (!target || target.index >= items.length) return;
          setRejection({ index: target.index, message: error.message, items });
          setPreviewing(false);
          apply.reset();
        },
      },
    );
  };

  return (
    <>
      <RoleNotice reason={mayApply.reason} />
      <SectionCard
        title={t('table.change.queueTitle', { count: items.length })}
        extra={
          items.length > 0 && (
            <Flex gap={8}>
              <ConfirmButton
                question={t('table.change.discardConfirm', { count: items.length })}
                actionText={t('table.change.discard')}
                keepText={t('common.cancel')}
                onConfirm={() => {
                  queue.clear();
                  setEditingId(null);
                }}
                danger
              >
                {t('table.change.discard')}
              </ConfirmButton>
              <Button
                type="primary"
                icon={<EyeOutlined aria-hidden />}
                onClick={() => setPreviewing(true)}
              >
                {t('table.change.preview')}
              </Button>
            </Flex>
          )
        }
      >
        {items.length === 0 ? (
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {t('table.change.empty')}
          </Typography.Paragraph>
        ) : (
          <ChangeQueueList
            items={items}
            errors={check.errors}
            rejected={rejected}
            editingId={editing ? editingId : null}
            onEdit={(id) => setEditingId((current) => (current === id ? null : id))}
            onRemove={(id) => {
              if (id === editingId) setEditingId(null);
              queue.remove(id);
            }}
            onMove={queue.move}
          />
        )}
      </SectionCard>
      <SectionCard
        title={
          editing
            ? t('table.change.editTitle', { n: editingIndex + 1 })
            : t('table.change.newTitle')
        }
      >
        <ChangeEditor
          key={editing ? editing.id : 'new'}
          schema={editing ? (check.before[editingIndex] ?? schema) : check.after}
          index={editing ? editingIndex : items.length}
          editing={editing?.change ?? null}
          onSubmit={(change) => {
            if (editing) {
              queue.replace(editing.id, change);
              setEditingId(null);
            } else queue.add(change);
          }}
          onCancel={editing ? () => setEditingId(null) : undefined}
        />
      </SectionCard>
      <Modal
        open={previewing}
        title={t('table.change.previewTitle')}
        width={880}
        onCancel={() => {
          if (!apply.isPending) setPreviewing(false);
        }}
        closable={!apply.isPending}
        mask={{ closable: !apply.isPending }}
        keyboard={!apply.isPending}
        // After a refusal, focus goes to the refused change rather than back to Preview.
        focusable={{ focusTriggerAfterClose: rejected === null }}
        destroyOnHidden
        footer={
          <Flex justify="flex-end" gap={8}>
            <Button disabled={apply.isPending} onClick={() => setPreviewing(false)}>
              {t('common.cancel')}
            </Button>
            <Button
              type="primary"
              disabled={invalid || items.length === 0 || !mayApply.allowed}
              title={mayApply.reason}
              loading={apply.isPending}
              onClick={submitApply}
            >
              {t('table.change.apply', { count: items.length })}
            </Button>
          </Flex>
        }
      >
        {invalid && (
          // Which changes cannot apply, by number, before anything else.
          <ol>
            {items.map((entry, index) => (
              <li key={entry.id}>
                {describeChange(entry.change, t)}
                {check.errors[index] && (
                  <Typography.Text type="danger">
                    {' '}
                    — {problemText(t, check.errors[index])}
                  </Typography.Text>
                )}
              </li>
            ))}
          </ol>
        )}
        {previewing && <PreviewDiff schema={schema} items={items} invalid={invalid} />}
        {apply.isError && (
          <div style={{ marginTop: 12 }}>
            <ErrorState error={apply.error} title={t('table.change.applyFailed')} />
          </div>
        )}
      </Modal>
    </>
  );
}

/** The schema now against the schema after every queued change, or why they cannot apply. */
function PreviewDiff({
  schema,
  items,
  invalid,
}: {
  schema: TableSchema;
  items: readonly QueuedChange[];
  invalid: boolean;
}) {
  const t = useTableChangeI18n().t;
  const result = useMemo(() => applySchemaChanges(schema, requestChanges(items)), [schema, items]);
  if (invalid || !result.ok) {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={t('table.change.fixFirst')}
        description={result.ok ? undefined : problemText(t, result)}
      />
    );
  }
  return <SchemaDiff before={schema} after={result.schema} />;
}
