import { useQuery } from '@tanstack/react-query';
import { Descriptions, Typography } from 'antd';
import { lakeQueries } from '../../../../api/lake/queries';
import type { TableSnapshot } from '../../../../api/lake/schemas';
import { RelativeTime } from '../../../../components/RelativeTime';
import { SectionCard } from '../../../../components/SectionCard';
import { useTableT } from '../tableI18n';
import { isoOrNull } from '../model/time';
import { TabQuery } from './TabQuery';
import type { TableRef } from '../hooks/tableTabs';
import { Bytes, Count } from './Bytes';

/** GetTableSnapshot: the table's size now and the snapshot record it was read from. */
export function SnapshotTab({ table }: { table: TableRef }) {
  const t = useTableT();
  const query = useQuery(
    lakeQueries.tableSnapshot(table.catalogId, table.databaseName, table.tableName),
  );
  return (
    <TabQuery table={table} query={query} errorTitle={t('table.snapshot.loadFailed')}>
      {(snapshot) => <SnapshotView snapshot={snapshot} />}
    </TabQuery>
  );
}

function SnapshotView({ snapshot }: { snapshot: TableSnapshot }) {
  const t = useTableT();
  const record = snapshot.snapshot;
  return (
    <>
      <SectionCard title={t('table.snapshot.size')}>
        <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small">
          <Descriptions.Item label={t('table.snapshot.records')}>
            <Count value={snapshot.recordCount} />
          </Descriptions.Item>
          <Descriptions.Item label={t('table.fileSize')}>
            <Bytes value={snapshot.fileSizeInBytes} />
          </Descriptions.Item>
          <Descriptions.Item label={t('table.files')}>
            <Count value={snapshot.fileCount} />
          </Descriptions.Item>
          <Descriptions.Item label={t('table.partitionCount')}>
            <Count value={snapshot.partitionCount} />
          </Descriptions.Item>
          <Descriptions.Item label={t('table.snapshot.buckets')}>
            <Count value={snapshot.totalBuckets} />
          </Descriptions.Item>
          <Descriptions.Item label={t('table.snapshot.lastFileCreation')}>
            <RelativeTime value={isoOrNull(snapshot.lastFileCreationTime)} />
          </Descriptions.Item>
        </Descriptions>
      </SectionCard>
      <SectionCard title={t('table.snapshot.record')}>
        {record ? (
          <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small">
            <Descriptions.Item label={t('table.snapshot.id')}>
              <Count value={record.id} />
            </Descriptions.Item>
            <Descriptions.Item label={t('table.snapshot.schemaId')}>
              <Count value={record.schemaId} />
            </Descriptions.Item>
            <Descriptions.Item label={t('table.snapshot.commitKind')}>
              {record.commitKind ?? t('common.none')}
            </Descriptions.Item>
            <Descriptions.Item label={t('table.snapshot.commitUser')}>
              {record.commitUser ? (
                <Typography.Text code>{record.commitUser}</Typography.Text>
              ) : (
                t('common.none')
              )}
            </Descriptions.Item>
            <Descriptions.Item label={t('table.snapshot.commitTime')}>
              <RelativeTime value={isoOrNull(record.timeMillis)} />
            </Descriptions.Item>
            <Descriptions.Item label={t('table.snapshot.totalRecords')}>
              <Count value={record.totalRecordCount} />
            </Descriptions.Item>
            <Descriptions.Item label={t('table.snapshot.deltaRecords')}>
              <Count value={record.deltaRecordCount} />
            </Descriptions.Item>
          </Descriptions>
        ) : (
          <Typography.Paragraph type="secondary">{t('table.snapshot.none')}</Typography.Paragraph>
        )}
      </SectionCard>
    </>
  );
}
