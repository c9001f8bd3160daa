import { useQuery } from '@tanstack/react-query';
import { Descriptions, Typography } from 'antd';
import { lakeQueries } from '../../../../api/lake/queries';
import type { TableCompaction } from '../../../../api/lake/schemas';
import { SectionCard } from '../../../../components/SectionCard';
import { formatDuration, formatExact } from '../../../../lib/format';
import { numberFormat } from '../../../../lib/intl';
import { useNow } from '../../../../lib/useNow';
import { useTableI18n, useTableT } from '../tableI18n';
import { TabQuery } from './TabQuery';
import type { TableRef } from '../hooks/tableTabs';
import { RelativeTime } from '../../../../components/RelativeTime';
import { isoOrNull } from '../model/time';

/** GetTableCompaction: compute used so far and how long the oldest unmerged file has waited. */
export function CompactionTab({ table }: { table: TableRef }) {
  const t = useTableT();
  const query = useQuery(
    lakeQueries.tableCompaction(table.catalogId, table.databaseName, table.tableName),
  );
  return (
    <TabQuery table={table} query={query} errorTitle={t('table.compaction.loadFailed')}>
      {(compaction) => <CompactionView compaction={compaction} />}
    </TabQuery>
  );
}

export function formatCu(value: number, locale: string): string {
  return numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}

function CompactionView({ compaction }: { compaction: TableCompaction }) {
  const { t, locale } = useTableI18n();
  const earliest = compaction.latencyFileEarliestTime ?? null;
  const hasDeprecated =
    compaction.lastCompactedFileTime != null || compaction.maxLevel0FileCount != null;
  return (
    <SectionCard title={t('table.compaction.title')}>
      <Descriptions column={1} size="small">
        <Descriptions.Item label={t('table.compaction.cuUsage')}>
          {t('table.compaction.cu', { value: formatCu(compaction.cuUsage, locale) })}
        </Descriptions.Item>
        <Descriptions.Item label={t('table.compaction.oldestUnmerged')}>
          {earliest === null ? (
            t('table.compaction.noneUnmerged')
          ) : (
            <UnmergedAge since={earliest} />
          )}
        </Descriptions.Item>
        {compaction.lastCompactedFileTime != null && (
          <Descriptions.Item label={t('table.compaction.lastCompactedFileTime')}>
            <RelativeTime value={isoOrNull(compaction.lastCompactedFileTime)} />
          </Descriptions.Item>
        )}
        {compaction.maxLevel0FileCount != null && (
          <Descriptions.Item label={t('table.compaction.maxLevel0FileCount')}>
            {compaction.maxLevel0FileCount}
          </Descriptions.Item>
        )}
      </Descriptions>
      {hasDeprecated && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          {t('table.compaction.deprecatedNote')}
        </Typography.Paragraph>
      )}
    </SectionCard>
  );
}

/** The age of the oldest file compaction has not merged yet, counting up live. */
function UnmergedAge({ since }: { since: number }) {
  const { t, locale } = useTableI18n();
  const now = useNow('second');
  return (
    <span>
      <span>
        {t('table.compaction.age', {
          age: formatDuration(now - since, locale, { wholeSeconds: true }),
        })}
      </span>{' '}
      <Typography.Text type="secondary">
        {t('table.compaction.since', { time: formatExact(since, locale) })}
      </Typography.Text>
    </span>
  );
}
