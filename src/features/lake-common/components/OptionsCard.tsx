import { useMemo, useState, type ReactNode } from 'react';
import { Alert, Button, Flex, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import type { AlterOptionsResult } from '../../../api/lake/schemas';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { ErrorState } from '../../../components/ErrorState';
import { SectionCard } from '../../../components/SectionCard';
import { formatNumber } from '../../../lib/format';
import { useComponentsI18n } from '../componentsI18n';
import {
  diffOptions,
  isEmptyChange,
  optionsFromRows,
  rowsFromOptions,
  type OptionRow,
} from '../model/optionRows';
import { OptionsEditor } from './OptionsEditor';
import { listFormat } from '../../../lib/intl';
import type { LakeOperationName } from '../../../api/lake/operations';
import { useLakeAllowed } from '../hooks/useLakeAllowed';

interface OptionsChange {
  removals: string[];
  updates: Record<string, string>;
}

export interface OptionsCardProps {
  title: string;
  options: Record<string, string>;
  /** Sends the change (only what differs) and resolves with the service's report. */
  save: (change: OptionsChange) => Promise<AlterOptionsResult>;
  onSaved?: () => void;
  /** The lake operation `save` calls: while the role may not call it, Edit and Save are disabled
   * with the reason. */
  operation: LakeOperationName;
}

interface OptionEntry {
  key: string;
  value: string;
}

function useColumns(): DataTableColumn<OptionEntry>[] {
  const { t } = useComponentsI18n();
  return useMemo(
    () => [
      {
        id: 'key',
        header: t('catalogs.options.key'),
        accessorFn: (entry) => entry.key,
        meta: { rowHeader: true },
        cell: ({ row }) => <code>{row.original.key}</code>,
      },
      {
        id: 'value',
        header: t('catalogs.options.value'),
        accessorFn: (entry) => entry.value,
        cell: ({ row }) => <span style={{ wordBreak: 'break-all' }}>{row.original.value}</span>,
      },
    ],
    [t],
  );
}

/** The service's answer in words: which keys it removed and set, and removals that named nothing. */
function SaveReport({ result, onClose }: { result: AlterOptionsResult; onClose: () => void }) {
  const { t, locale } = useComponentsI18n();
  const list = (keys: string[]) => listFormat(locale, { type: 'conjunction' }).format(keys);
  const lines: ReactNode[] = [];
  if (result.removed.length > 0) {
    lines.push(
      <li key="removed">{t('catalogs.options.removed', { keys: list(result.removed) })}</li>,
    );
  }
  if (result.updated.length > 0) {
    lines.push(
      <li key="updated">{t('catalogs.options.updated', { keys: list(result.updated) })}</li>,
    );
  }
  if (result.missing.length > 0) {
    lines.push(
      <li key="missing">{t('catalogs.options.missing', { keys: list(result.missing) })}</li>,
    );
  }
  return (
    <Alert
      type={result.missing.length > 0 ? 'warning' : 'success'}
      showIcon
      role="status"
      closable={{ 'aria-label': t('catalogs.options.dismiss') }}
      onClose={onClose}
      style={{ marginBottom: 16 }}
      title={t('catalogs.options.saved')}
      description={
        lines.length > 0 ? (
          <ul style={{ margin: 0, paddingLeft: 20 }}>{lines}</ul>
        ) : (
          t('catalogs.options.nothingReported')
        )
      }
    />
  );
}

/**
 * Options as a key/value table; Edit turns it into an OptionsEditor, and Save sends only what
 * changed (keys removed, keys added or with a new value), then reports the service's answer.
 * A failed save keeps the edits on screen with the error.
 */
export function OptionsCard({ title, options, save, onSaved, operation }: OptionsCardProps) {
  const { t, locale } = useComponentsI18n();
  const allowed = useLakeAllowed(operation);
  const columns = useColumns();
  const [rows, setRows] = useState<OptionRow[] | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [report, setReport] = useState<AlterOptionsResult | null>(null);

  const entries = useMemo(
    () =>
      Object.keys(options)
        .sort((a, b) => a.localeCompare(b))
        .map((key) => ({ key, value: options[key] ?? '' })),
    [options],
  );
  const editing = rows !== null;
  const parsed = useMemo(() => (rows ? optionsFromRows(rows) : null), [rows]);
  const change = useMemo(
    () => (parsed ? diffOptions(options, parsed.options) : null),
    [parsed, options],
  );
  const blocked = !parsed || parsed.errors.length > 0 || !change || isEmptyChange(change);

  const startEditing = () => {
    setRows(rowsFromOptions(options));
    setError(null);
    setReport(null);
  };
  const cancel = () => {
    if (pending) return;
    setRows(null);
    setError(null);
  };
  const submit = async () => {
    if (blocked || pending || !change || !allowed.allowed) return;
    setPending(true);
    setError(null);
    try {
      const result = await save(change);
      setReport(result);
      setRows(null);
      onSaved?.();
    } catch (caught) {
      setError(caught);
    } finally {
      setPending(false);
    }
  };

  const extra = editing ? null : (
    <Button icon={<EditOutlined aria-hidden />} onClick={startEditing} {...allowed.control}>
      {t('catalogs.options.edit')}
    </Button>
  );

  return (
    <SectionCard title={title} extra={extra}>
      {report && <SaveReport result={report} onClose={() => setReport(null)} />}
      {editing ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <OptionsEditor label={title} rows={rows} onChange={setRows} />
          {error !== null && (
            <div style={{ marginBottom: 12 }}>
              <ErrorState error={error} title={t('catalogs.options.saveFailed')} />
            </div>
          )}
          <Flex gap={8} align="center" wrap>
            <Button
              type="primary"
              htmlType="submit"
              loading={pending}
              disabled={blocked || !allowed.allowed}
              title={allowed.reason}
            >
              {t('catalogs.options.save')}
            </Button>
            <Button onClick={cancel} disabled={pending}>
              {t('common.cancel')}
            </Button>
            <Typography.Text type="secondary" aria-live="polite">
              {change && !isEmptyChange(change)
                ? t('catalogs.options.pendingChange', {
                    removals: formatNumber(change.removals.length, locale),
                    updates: formatNumber(Object.keys(change.updates).length, locale),
                  })
                : t('catalogs.options.noChanges')}
            </Typography.Text>
          </Flex>
        </form>
      ) : (
        <DataTable<OptionEntry>
          label={title}
          size="small"
          columns={columns}
          data={entries}
          getRowId={(entry) => entry.key}
          empty={t('catalogs.options.none')}
        />
      )}
    </SectionCard>
  );
}
