import { useId, useMemo } from 'react';
import { Button, Flex, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { lakeQueries } from '../../../../api/lake/queries';
import type { Table } from '../../../../api/lake/schemas';
import { ButtonLink } from '../../../../components/ButtonLink';
import { useCursorPagedQuery } from '../../../../lib/usePager';
import { catalogPaths } from '../../../lake-common/hooks/useCatalogRoute';
import { useTablesT } from '../i18n';
import { useTableListParams } from '../hooks/useTableListParams';
import { PagedTable } from '../../../lake-common/components/PagedTable';
import { PatternSearch } from '../../../lake-common/components/PatternSearch';
import { useTableColumns } from '../hooks/useTableColumns';
import { namePattern } from '../../../../api/lake/params';
import { useLakeAllowed } from '../../../lake-common/hooks/useLakeAllowed';

export interface TablesTabProps {
  /**
   * `Catalog.type`: an ICEBERG catalog's tables link to the Iceberg table page, and it is offered
   * no create flow (catalogPaths.newTable).
   */
  catalogType: string;
  catalogName: string;
  catalogId: string;
  databaseName: string;
}

const NO_TABLES: readonly Table[] = [];

/**
 * A database's tables, a server page at a time (databases hold thousands): the name filter and
 * page size are in the URL, the pager remembers the cursors it passed, and the table renders only
 * the rows in view however large the page.
 */
export function TablesTab({ catalogType, catalogName, catalogId, databaseName }: TablesTabProps) {
  const t = useTablesT();
  const [{ tq, tsize }, update] = useTableListParams();
  const pattern = namePattern(tq);
  const columns = useTableColumns(catalogType, catalogName, databaseName);
  const headingId = useId();
  const mayCreate = useLakeAllowed('CreateTable');
  const createPath = catalogPaths.newTable(catalogType, catalogName, databaseName);

  const { query, pager } = useCursorPagedQuery({
    view: [catalogId, databaseName, pattern, tsize],
    page: (cursor) =>
      lakeQueries.tables(catalogId, databaseName, {
        maxResults: tsize,
        pageToken: cursor,
        pattern,
      }),
    nextCursor: (data) => data.nextPageToken ?? null,
  });
  const rows = query.data?.tableDetails ?? NO_TABLES;
  const empty = useMemo(
    () => (pattern ? t('tables.emptyFiltered', { pattern }) : t('tables.empty')),
    [pattern, t],
  );

  return (
    <section aria-labelledby={headingId}>
      <Flex gap={12} wrap align="center" justify="space-between" style={{ marginBottom: 12 }}>
        <Typography.Title level={2} id={headingId} style={{ fontSize: 18, margin: 0 }}>
          {t('tables.title')}
        </Typography.Title>
        {createPath === null ? (
          <Typography.Text type="secondary">{t('tables.createElsewhere')}</Typography.Text>
        ) : mayCreate.allowed ? (
          <ButtonLink to={createPath} variant="primary">
            <PlusOutlined aria-hidden /> {t('tables.create')}
          </ButtonLink>
        ) : (
          // A link cannot be disabled: the role that may not create a table gets the reason.
          <Button type="primary" icon={<PlusOutlined aria-hidden />} {...mayCreate.control}>
            {t('tables.create')}
          </Button>
        )}
      </Flex>
      <Flex gap={12} wrap align="center" style={{ marginBottom: 12 }}>
        <PatternSearch
          label={t('tables.search')}
          placeholder={t('tables.searchPlaceholder')}
          help={t('tables.searchHint')}
          value={tq}
          onChange={(text) => update({ tq: text })}
        />
      </Flex>
      <PagedTable<Table>
        query={query}
        pager={pager}
        pageSize={tsize}
        onPageSize={(size) => update({ tsize: size })}
        label={t('tables.tableLabel', { database: databaseName })}
        size="small"
        columns={columns}
        rows={rows}
        getRowId={(table) => table.name}
        empty={empty}
        errorTitle={t('tables.loadFailed')}
      />
    </section>
  );
}
