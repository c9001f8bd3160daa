import { useEffect, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Flex } from 'antd';
import { Link } from 'react-router';
import type { LakeUser } from '../../../../api/lake/accessSchemas';
import { lakeAccessQueries } from '../../../../api/lake/accessQueries';
import type { DataTableColumn } from '../../../../components/DataTable';
import { PageHeader } from '../../../../components/PageHeader';
import { SectionCard } from '../../../../components/SectionCard';
import { useCursorPagedQuery } from '../../../../lib/usePager';
import { PagedTable } from '../../../lake-common/components/PagedTable';
import { PatternSearch } from '../../../lake-common/components/PatternSearch';
import { MsTime } from '../../../lake-common/components/MsTime';
import { useListParams } from '../../../lake-common/hooks/useListParams';
import { featureI18n } from '../../../../i18n/featureI18n';
import { messages as rolesMessages } from '../../roles/messages';
import { messages } from '../messages';
import { AccessNav } from '../../roles/components/AccessNav';
import { accessPaths, USER_LIST_PARAMS } from '../../roles/model/paths';
import { UserType } from '../components/UserType';
import styles from '../../roles/components/access.module.css';

/** The page's words: the users area's and access administration's (roles). */
const useUsersPageI18n = featureI18n(messages, rolesMessages);

function useColumns(): DataTableColumn<LakeUser>[] {
  const t = useUsersPageI18n().t;
  return useMemo(
    () => [
      {
        id: 'name',
        header: t('users.col.name'),
        meta: { rowHeader: true, minWidth: 140 },
        cell: ({ row }) => (
          <Link to={accessPaths.user(row.original.userName)}>{row.original.userName}</Link>
        ),
      },
      {
        id: 'displayName',
        header: t('users.col.displayName'),
        cell: ({ row }) => row.original.displayName || t('access.none'),
      },
      {
        id: 'type',
        header: t('users.col.type'),
        cell: ({ row }) => <UserType type={row.original.type} />,
      },
      {
        id: 'principal',
        header: t('users.col.principal'),
        meta: { minWidth: 280 },
        cell: ({ row }) => <span className={styles.principal}>{row.original.userPrincipal}</span>,
      },
      {
        id: 'created',
        header: t('users.col.created'),
        cell: ({ row }) => <MsTime value={row.original.createdAt} compact />,
      },
    ],
    [t],
  );
}

/** `/access/users`: the account's users (RAM users and RAM roles), searched by name. */
export function UsersPage() {
  const t = useUsersPageI18n().t;
  const list = useListParams(USER_LIST_PARAMS);
  const columns = useColumns();
  // A user opened from here is shown with its permissions in every catalog, which are asked for
  // once the catalogs are known: asked for now, the catalogs are no round trip of that page.
  // Through a chunk: the catalogs' read would add 5 KB to this page's initial JavaScript.
  const client = useQueryClient();
  useEffect(() => {
    void import('../components/PermissionsSection').then(
      (module) => module.preloadPermissions(client),
      () => undefined,
    );
  }, [client]);
  const { query, pager } = useCursorPagedQuery({
    view: [list.pattern, list.size],
    page: (cursor) =>
      lakeAccessQueries.users({ maxResults: list.size, pageToken: cursor, pattern: list.pattern }),
    nextCursor: (data) => data.nextPageToken ?? null,
  });
  return (
    <>
      <PageHeader title={t('access.title')} subtitle={t('access.subtitle')} />
      <AccessNav />
      <SectionCard title={t('users.title')}>
        <Flex gap={12} wrap align="flex-start" style={{ marginBottom: 16 }}>
          <PatternSearch
            label={t('users.search')}
            placeholder={t('users.placeholder')}
            help={t('access.patternHelp')}
            value={list.text}
            onChange={list.setText}
          />
        </Flex>
        <PagedTable<LakeUser>
          query={query}
          pager={pager}
          pageSize={list.size}
          onPageSize={list.setSize}
          label={t('users.title')}
          columns={columns}
          rows={query.data?.users ?? []}
          getRowId={(user) => user.userPrincipal}
          errorTitle={t('users.loadFailed')}
          empty={
            list.pattern ? t('users.emptyFiltered', { pattern: list.pattern }) : t('users.empty')
          }
        />
      </SectionCard>
    </>
  );
}
