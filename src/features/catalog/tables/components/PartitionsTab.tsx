import { useId, useMemo } from 'react';
import { Flex, Typography } from 'antd';
import { lakeQueries } from '../../../../api/lake/queries';
import type { PartitionSummary } from '../../../../api/lake/schemas';
import { useCursorPagedQuery } from '../../../../lib/usePager';
import { useTableT } from '../tableI18n';
import { PagedTable } from '../../../lake-common/components/PagedTable';
import { PatternSearch } from '../../../lake-common/components/PatternSearch';
import { namePattern } from '../../../../api/lake/params';
import { usePartitionParams } from '../hooks/usePartitionParams';
import { TabQueryError } from './TabQuery';
import type { TableRef } from '../hooks/tableTabs';
import { PartitionDetails } from './PartitionDetails';
import { usePartitionColumns } from '../hooks/usePartitionColumns';

const NO_PARTITIONS: readonly PartitionSummary[] = [];

export interface PartitionsTabProps {
  table: TableRef;
  /** The table's partition keys (GetTable); none means the table is not partitioned. */
  partitionKeys: readonly string[];
}

/**
 * A table's partitions with their storage facts (ListPartitionSummaries), a server page at a time:
 * tables hold thousands. The name filter and page size are in the URL; a row opens the
 * partition's own record (ListPartitions for that one name: records, done flag, buckets).
 */
export function PartitionsTab({ table, partitionKeys }: PartitionsTabProps) {
  const t = useTableT();
  if (partitionKeys.length === 0) {
    return <Typography.Paragraph>{t('table.partitions.unpartitioned')}</Typography.Paragraph>;
  }
  return <PartitionList table={table} partitionKeys={partitionKeys} />;
}

function PartitionList({ table, partitionKeys }: PartitionsTabProps) {
  const t = useTableT();
  const [{ pq, psize }, update] = usePartitionParams();
  const pattern = namePattern(pq);
  const columns = usePartitionColumns();
  const headingId = useId();
  const { catalogId, databaseName, tableName } = table;

  const { query, pager } = useCursorPagedQuery({
    view: [catalogId, databaseName, tableName, pattern, psize],
    page: (cursor) =>
      lakeQueries.partitionSummaries(catalogId, databaseName, tableName, {
        maxResults: psize,
        pageToken: cursor,
        pattern,
      }),
    nextCursor: (data) => data.nextPageToken ?? null,
  });
  const rows = query.data?.partitions ?? NO_PARTITIONS;
  const empty = useMemo(
    () =>
      pattern ? t('table.partitions.emptyFiltered', { pattern }) : t('table.partitions.empty'),
    [pattern, t],
  );

  return (
    <section aria-labelledby={headingId}>
      <Typography.Title level={2} id={headingId} style={{ fontSize: 18, marginTop: 0 }}>
        {t('table.partitions.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('table.partitions.keys', { keys: partitionKeys.join(', ') })}
      </Typography.Paragraph>
      <Flex gap={12} wrap align="center" style={{ marginBottom: 12 }}>
        <PatternSearch
          label={t('table.partitions.search')}
          placeholder={t('table.partitions.searchPlaceholder', {
            example: `${partitionKeys[0] ?? 'dt'}=2026-11`,
          })}
          help={t('table.partitions.searchHint')}
          value={pq}
          onChange={(text) => update({ pq: text })}
        />
      </Flex>
      <PagedTable<PartitionSummary>
        query={query}
        pager={pager}
        pageSize={psize}
        onPageSize={(size) => update({ psize: size })}
        label={t('table.partitions.tableLabel', { table: tableName })}
        size="small"
        columns={columns}
        rows={rows}
        getRowId={(row) => row.partitionName}
        getRowLabel={(row) => row.partitionName}
        renderExpanded={(row) => <PartitionDetails table={table} name={row.partitionName} />}
        empty={empty}
        errorTitle={t('table.partitions.loadFailed')}
        errorState={
          <TabQueryError
            table={table}
            error={query.error}
            errorTitle={t('table.partitions.loadFailed')}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        }
      />
    </section>
  );
}
