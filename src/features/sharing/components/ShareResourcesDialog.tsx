import { BusyModal } from '../../../components/BusyModal';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Flex, Select, Skeleton, Typography } from 'antd';
import { MAX_RESULTS_MAX } from '../../../api/lake/limits';
import { namePattern } from '../../../api/lake/params';
import { lakeCache } from '../../../api/lake/cache';
import { lakeQueries } from '../../../api/lake/queries';
import { lakeShareMutations } from '../../../api/lake/shareMutations';
import { lakeShareQueries } from '../../../api/lake/shareQueries';
import type { ShareResourceInput } from '../../../api/lake/shareOperations';
import type { ListShareResourcesResponse } from '../../../api/lake/shareSchemas';
import { ErrorState } from '../../../components/ErrorState';
import { useToast } from '../../../components/toast';
import { useSharingT } from '../i18n';
import { ChangePreview } from './ChangePreview';
import {
  choiceOf,
  diffResources,
  EMPTY_CHOICE,
  resourcesOf,
  resourceText,
  type ResourceChoice,
} from '../model/resourceChoice';
import { useDebounced } from '../hooks/useDebounced';

const SEARCH_SIZE = 50;

/** A labelled Select searched on the service (its options come from a list operation). */
function Picker({
  label,
  help,
  children,
}: {
  label: string;
  help?: string | undefined;
  children: (ids: { id: string; helpId: string | undefined }) => ReactNode;
}) {
  const id = useId();
  const helpId = useId();
  return (
    <div style={{ marginTop: 12 }}>
      <label htmlFor={id} style={{ display: 'block', marginBottom: 4 }}>
        {label}
      </label>
      {children({ id, helpId: help ? helpId : undefined })}
      {help && (
        <Typography.Text id={helpId} type="secondary" style={{ fontSize: 12 }}>
          {help}
        </Typography.Text>
      )}
    </div>
  );
}

/** Names from a searched list, with the ones already picked kept as options. */
function optionsOf(found: readonly string[] | undefined, picked: readonly string[]) {
  return [...new Set([...(found ?? []), ...picked])].sort().map((value) => ({
    value,
    label: value,
  }));
}

function Editor({
  share,
  current,
  onClose,
  onPending,
}: {
  share: string;
  current: ListShareResourcesResponse;
  onClose: () => void;
  /** Whether a change is being sent (the dialog cannot close meanwhile). */
  onPending: (pending: boolean) => void;
}) {
  const t = useSharingT();
  const toast = useToast();
  const client = useQueryClient();
  const before = useMemo(() => resourcesOf(choiceOf(current.shareResources)), [current]);
  // A share's resources are in one catalog: while it has some, that catalog is fixed.
  const locked = current.catalogId && before.length > 0 ? current.catalogId : null;
  const [catalogId, setCatalogId] = useState<string | null>(current.catalogId ?? null);
  const [choice, setChoice] = useState<ResourceChoice>(() => choiceOf(current.shareResources));
  // The tables picker opens on the database of the share's first table, if it has one.
  const [tableDatabase, setTableDatabase] = useState<string | null>(
    () => choiceOf(current.shareResources).tables[0]?.database ?? null,
  );

  const [catalogSearch, setCatalogSearch] = useState('');
  const [databaseSearch, setDatabaseSearch] = useState('');
  const [tableDbSearch, setTableDbSearch] = useState('');
  const [tableSearch, setTableSearch] = useState('');
  const catalogPattern = namePattern(useDebounced(catalogSearch));
  const databasePattern = namePattern(useDebounced(databaseSearch));
  const tableDbPattern = namePattern(useDebounced(tableDbSearch));
  const tablePattern = namePattern(useDebounced(tableSearch));

  const catalogs = useQuery({
    ...lakeQueries.catalogs({ maxResults: SEARCH_SIZE, pattern: catalogPattern }),
    enabled: locked === null,
  });
  const catalog = useQuery({
    ...lakeQueries.catalogById(catalogId ?? ''),
    enabled: catalogId !== null,
  });
  const databases = useQuery({
    ...lakeQueries.databaseNames(catalogId ?? '', {
      maxResults: SEARCH_SIZE,
      pattern: databasePattern,
    }),
    enabled: catalogId !== null && !choice.whole,
  });
  const tableDatabases = useQuery({
    ...lakeQueries.databaseNames(catalogId ?? '', {
      maxResults: SEARCH_SIZE,
      pattern: tableDbPattern,
    }),
    enabled: catalogId !== null && !choice.whole,
  });
  const tables = useQuery({
    ...lakeQueries.tableNames(catalogId ?? '', tableDatabase ?? '', {
      maxResults: SEARCH_SIZE,
      pattern: tablePattern,
    }),
    enabled: catalogId !== null && tableDatabase !== null && !choice.whole,
  });
  const alter = useMutation(lakeShareMutations.alterShareResources());
  useEffect(() => onPending(alter.isPending), [alter.isPending, onPending]);

  const catalogName = catalog.data?.name ?? catalogId ?? '';
  const describe = (r: ShareResourceInput) =>
    `${t(`sharing.resources.type.${r.shareType}`)}: ${resourceText(r, catalogName)}`;
  const after = resourcesOf(choice);
  const diff = diffResources(before, after);
  const unchanged = diff.added.length === 0 && diff.removed.length === 0;
  const pickedTables = choice.tables
    .filter((ref) => ref.database === tableDatabase)
    .map((ref) => ref.table);
  const covered = tableDatabase !== null && choice.databases.includes(tableDatabase);

  const change = (next: Partial<ResourceChoice>) => {
    setChoice((previous) => ({ ...previous, ...next }));
    if (alter.isError) alter.reset();
  };

  const apply = async () => {
    if (catalogId === null) return;
    try {
      await alter.mutateAsync({ share, catalogId, shareResourceList: after });
    } catch {
      return;
    }
    await lakeCache.shareChanged(client, share);
    toast.info(t('sharing.resources.done', { name: share }));
    onClose();
  };

  const catalogOptions = useMemo(() => {
    const options = (catalogs.data?.catalogs ?? []).map((c) => ({ value: c.id, label: c.name }));
    if (catalogId !== null && !options.some((o) => o.value === catalogId)) {
      options.push({ value: catalogId, label: catalogName });
    }
    return options;
  }, [catalogs.data, catalogId, catalogName]);

  const listError = [catalogs, databases, tableDatabases, tables].find((q) => q.isError)?.error;

  return (
    <>
      <Picker
        label={t('sharing.resources.pickCatalog')}
        help={t('sharing.resources.pickCatalogHelp')}
      >
        {({ id, helpId }) => (
          <Select
            id={id}
            style={{ width: '100%' }}
            value={catalogId ?? undefined}
            options={catalogOptions}
            disabled={locked !== null}
            showSearch={{
              filterOption: false,
              onSearch: setCatalogSearch,
              searchValue: catalogSearch,
            }}
            loading={catalogs.isFetching}
            aria-describedby={helpId}
            placeholder={t('sharing.resources.searchHint')}
            onChange={(value: string) => {
              setCatalogId(value);
              setChoice(EMPTY_CHOICE);
              setTableDatabase(null);
              setCatalogSearch('');
              if (alter.isError) alter.reset();
            }}
          />
        )}
      </Picker>
      {catalogId !== null && (
        <>
          <Checkbox
            checked={choice.whole}
            onChange={(event) => change({ whole: event.target.checked })}
            style={{ marginTop: 12 }}
          >
            {t('sharing.resources.whole')}
          </Checkbox>
          {!choice.whole && (
            <>
              <Picker
                label={t('sharing.resources.databases')}
                help={t('sharing.resources.databasesHelp')}
              >
                {({ id, helpId }) => (
                  <Select
                    id={id}
                    mode="multiple"
                    style={{ width: '100%' }}
                    value={[...choice.databases]}
                    options={optionsOf(databases.data?.databases, choice.databases)}
                    showSearch={{
                      filterOption: false,
                      onSearch: setDatabaseSearch,
                      searchValue: databaseSearch,
                    }}
                    loading={databases.isFetching}
                    aria-describedby={helpId}
                    placeholder={t('sharing.resources.searchHint')}
                    onChange={(value: string[]) => {
                      change({ databases: value });
                      setDatabaseSearch('');
                    }}
                  />
                )}
              </Picker>
              <Picker label={t('sharing.resources.tableDatabase')}>
                {({ id }) => (
                  <Select
                    id={id}
                    style={{ width: '100%' }}
                    value={tableDatabase ?? undefined}
                    options={optionsOf(
                      tableDatabases.data?.databases,
                      tableDatabase ? [tableDatabase] : [],
                    )}
                    showSearch={{
                      filterOption: false,
                      onSearch: setTableDbSearch,
                      searchValue: tableDbSearch,
                    }}
                    loading={tableDatabases.isFetching}
                    placeholder={t('sharing.resources.searchHint')}
                    onChange={(value: string) => {
                      setTableDatabase(value);
                      setTableDbSearch('');
                      setTableSearch('');
                    }}
                  />
                )}
              </Picker>
              {tableDatabase === null ? (
                <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
                  {t('sharing.resources.tablesNone')}
                </Typography.Paragraph>
              ) : covered ? (
                <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
                  {t('sharing.resources.tablesCovered', { database: tableDatabase })}
                </Typography.Paragraph>
              ) : (
                <Picker label={t('sharing.resources.tables', { database: tableDatabase })}>
                  {({ id }) => (
                    <Select
                      id={id}
                      mode="multiple"
                      style={{ width: '100%' }}
                      value={pickedTables}
                      options={optionsOf(tables.data?.tables, pickedTables)}
                      showSearch={{
                        filterOption: false,
                        onSearch: setTableSearch,
                        searchValue: tableSearch,
                      }}
                      loading={tables.isFetching}
                      placeholder={t('sharing.resources.searchHint')}
                      onChange={(value: string[]) => {
                        change({
                          tables: [
                            ...choice.tables.filter((ref) => ref.database !== tableDatabase),
                            ...value.map((table) => ({ database: tableDatabase, table })),
                          ],
                        });
                        setTableSearch('');
                      }}
                    />
                  )}
                </Picker>
              )}
            </>
          )}
        </>
      )}
      {listError !== undefined && (
        <div style={{ marginTop: 12 }}>
          <ErrorState error={listError} title={t('sharing.resources.listFailed')} />
        </div>
      )}
      {!choice.whole && choice.tables.length > 0 && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          {t('sharing.resources.chosenTables', {
            tables: choice.tables.map((ref) => `${ref.database}.${ref.table}`).join(', '),
          })}
        </Typography.Paragraph>
      )}
      <ChangePreview added={diff.added.map(describe)} removed={diff.removed.map(describe)} />
      {alter.isError && (
        <div style={{ marginTop: 12 }}>
          <ErrorState error={alter.error} title={t('sharing.resources.failed')} />
        </div>
      )}
      <Flex justify="end" gap={8} style={{ marginTop: 24 }}>
        <Button onClick={onClose} disabled={alter.isPending}>
          {t('common.cancel')}
        </Button>
        <Button
          type="primary"
          onClick={() => void apply()}
          loading={alter.isPending}
          disabled={unchanged || catalogId === null}
        >
          {t('sharing.resources.submit')}
        </Button>
      </Flex>
    </>
  );
}

/**
 * Change what a share holds: a catalog, then the whole catalog, whole databases or tables picked
 * through the catalog's own list operations; what will be added and removed is shown before one
 * AlterShareResources sends the share's whole list. A failure keeps every pick.
 */
export function ShareResourcesDialog({ share, onClose }: { share: string; onClose: () => void }) {
  const t = useSharingT();
  const current = useQuery(lakeShareQueries.shareResources(share, { maxResults: MAX_RESULTS_MAX }));
  const [pending, setPending] = useState(false);
  // One dialog from the first frame: its body is the editor once the share's list is read.
  return (
    <BusyModal
      open
      title={t('sharing.resources.dialog', { name: share })}
      footer={null}
      busy={pending}
      onClose={onClose}
      destroyOnHidden
      width={720}
    >
      {current.isError ? (
        <ErrorState
          error={current.error}
          title={t('sharing.resources.loadFailed')}
          onRetry={() => void current.refetch()}
          retrying={current.isFetching}
        />
      ) : current.data === undefined ? (
        <Skeleton active />
      ) : current.data.nextPageToken ? (
        <Alert type="warning" showIcon title={t('sharing.resources.moreThanPage')} />
      ) : (
        <Editor share={share} current={current.data} onClose={onClose} onPending={setPending} />
      )}
    </BusyModal>
  );
}
