import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import type { TrustedVpc } from '../../../../api/lake/accessSchemas';
import { lakeAccessQueries } from '../../../../api/lake/accessQueries';
import { DataTable, type DataTableColumn } from '../../../../components/DataTable';
import { ErrorState } from '../../../../components/ErrorState';
import { PageHeader } from '../../../../components/PageHeader';
import { SectionCard } from '../../../../components/SectionCard';
import { formatDateTime } from '../../../../lib/format';
import { featureI18n } from '../../../../i18n/featureI18n';
import { messages as rolesMessages } from '../../roles/messages';
import { messages } from '../messages';
import { AccessNav } from '../../roles/components/AccessNav';
import styles from '../../roles/components/access.module.css';

/** The page's words: the trusted VPCs' and access administration's (roles). */
const useVpcPageI18n = featureI18n(messages, rolesMessages);

function useColumns(): DataTableColumn<TrustedVpc>[] {
  const { t, locale } = useVpcPageI18n();
  return useMemo(
    () => [
      {
        id: 'id',
        header: t('vpcs.col.id'),
        meta: { rowHeader: true, minWidth: 220 },
        cell: ({ row }) => <span className={styles.principal}>{row.original.vpcId}</span>,
      },
      {
        id: 'options',
        header: t('vpcs.col.options'),
        meta: { minWidth: 320 },
        cell: ({ row }) => {
          const entries = Object.entries(row.original.extendedOptions).sort(([a], [b]) =>
            a.localeCompare(b),
          );
          if (entries.length === 0) return t('vpcs.noOptions');
          return (
            <ul className={styles.options}>
              {entries.map(([key, value]) => (
                <li key={key}>
                  <span className={styles.optionKey}>{key}</span> = {value}
                </li>
              ))}
            </ul>
          );
        },
      },
      {
        id: 'created',
        header: t('vpcs.col.created'),
        meta: { minWidth: 160 },
        cell: ({ row }) =>
          row.original.createdAt === undefined
            ? t('access.none')
            : formatDateTime(row.original.createdAt, locale, { seconds: true }),
      },
    ],
    [t, locale],
  );
}

/** `/access/vpcs`: the VPCs the service trusts (GetVpcConfig), with their options. */
export function VpcPage() {
  const { t } = useVpcPageI18n();
  const config = useQuery(lakeAccessQueries.vpcConfig());
  const columns = useColumns();
  const vpcs = config.data?.trustedVpcs ?? [];
  return (
    <>
      <PageHeader title={t('access.title')} subtitle={t('access.subtitle')} />
      <AccessNav />
      <SectionCard
        title={t('vpcs.title')}
        extra={config.isSuccess ? t('vpcs.count', { count: vpcs.length }) : undefined}
      >
        <Typography.Paragraph type="secondary">{t('vpcs.help')}</Typography.Paragraph>
        {config.isError ? (
          <ErrorState
            error={config.error}
            title={t('vpcs.loadFailed')}
            onRetry={() => void config.refetch()}
            retrying={config.isFetching}
          />
        ) : (
          <DataTable<TrustedVpc>
            label={t('vpcs.title')}
            columns={columns}
            data={vpcs}
            getRowId={(vpc) => vpc.vpcId}
            loading={config.isPending}
            empty={t('vpcs.empty')}
          />
        )}
      </SectionCard>
    </>
  );
}
