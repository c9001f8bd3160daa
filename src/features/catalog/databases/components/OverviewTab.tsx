import type { UseQueryResult } from '@tanstack/react-query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Descriptions, Flex, Skeleton, Typography } from 'antd';
import { lakeCache } from '../../../../api/lake/cache';
import { lakeMutations } from '../../../../api/lake/mutations';
import type { Database } from '../../../../api/lake/schemas';
import { QueryState } from '../../../../components/QueryState';
import { SectionCard } from '../../../../components/SectionCard';
import { formatNumber } from '../../../../lib/format';
import { OptionsCard } from '../../../lake-common/components/OptionsCard';
import { useDatabasesI18n } from '../i18n';
import { MsTime } from '../../../lake-common/components/MsTime';

export interface OverviewTabProps {
  catalogId: string;
  databaseName: string;
  /** The page's GetDatabase (shared: the header's drop needs the same record). */
  query: UseQueryResult<Database>;
}

/** The database's record: where it lives, who made it, and its options (editable). */
export function OverviewTab({ catalogId, databaseName, query }: OverviewTabProps) {
  const { t } = useDatabasesI18n();
  return (
    <QueryState
      query={query}
      errorTitle={t('databases.loadFailed')}
      loading={<Skeleton active paragraph={{ rows: 6 }} />}
    >
      {(database) => (
        <Flex vertical gap={16}>
          <DatabaseFacts database={database} />
          <DatabaseOptions catalogId={catalogId} databaseName={databaseName} database={database} />
        </Flex>
      )}
    </QueryState>
  );
}

function DatabaseFacts({ database }: { database: Database }) {
  const { t, locale } = useDatabasesI18n();
  const none = t('common.none');
  return (
    <SectionCard title={t('databases.facts')}>
      <Descriptions column={{ xs: 1, md: 2 }} size="small">
        <Descriptions.Item label={t('databases.location')} span="filled">
          {database.location ? (
            <Typography.Text
              code
              copyable={{
                text: database.location,
                tooltips: [t('databases.copyLocation'), t('databases.copied')],
              }}
              style={{ wordBreak: 'break-all' }}
            >
              {database.location}
            </Typography.Text>
          ) : (
            none
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('databases.tableCount')}>
          {database.tableCount === undefined ? none : formatNumber(database.tableCount, locale)}
        </Descriptions.Item>
        <Descriptions.Item label={t('databases.id')}>
          {database.id ? <Typography.Text code>{database.id}</Typography.Text> : none}
        </Descriptions.Item>
        <Descriptions.Item label={t('databases.owner')}>{database.owner || none}</Descriptions.Item>
        <Descriptions.Item label={t('databases.createdBy')}>
          {database.createdBy || none}
        </Descriptions.Item>
        <Descriptions.Item label={t('databases.createdAt')}>
          <MsTime value={database.createdAt} />
        </Descriptions.Item>
        <Descriptions.Item label={t('databases.updatedBy')}>
          {database.updatedBy || none}
        </Descriptions.Item>
        <Descriptions.Item label={t('databases.updatedAt')}>
          <MsTime value={database.updatedAt} />
        </Descriptions.Item>
      </Descriptions>
    </SectionCard>
  );
}

function DatabaseOptions({
  catalogId,
  databaseName,
  database,
}: {
  catalogId: string;
  databaseName: string;
  database: Database;
}) {
  const t = useDatabasesI18n().t;
  const client = useQueryClient();
  const alter = useMutation(lakeMutations.alterDatabase());
  return (
    <OptionsCard
      title={t('databases.optionsTitle')}
      options={database.options}
      operation="AlterDatabase"
      save={(change) => alter.mutateAsync({ catalogId, database: databaseName, ...change })}
      onSaved={() => void lakeCache.databaseChanged(client, catalogId, databaseName)}
    />
  );
}
