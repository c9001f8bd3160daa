import { lazy, Suspense, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import type { LakeRole } from '../../../../api/lake/accessSchemas';
import { lakeCache } from '../../../../api/lake/cache';
import { lakeAccessQueries } from '../../../../api/lake/accessQueries';
import type { DataTableColumn } from '../../../../components/DataTable';
import { PageHeader } from '../../../../components/PageHeader';
import { SectionCard } from '../../../../components/SectionCard';
import { useToast } from '../../../../components/toast';
import { useCursorPagedQuery } from '../../../../lib/usePager';
import { useAllowed } from '../../../../lib/useSession';
import { PagedTable } from '../../../lake-common/components/PagedTable';
import { PatternSearch } from '../../../lake-common/components/PatternSearch';
import { MsTime } from '../../../lake-common/components/MsTime';
import { useListParams } from '../../../lake-common/hooks/useListParams';
import { useRolesT } from '../i18n';
import { AccessNav } from '../components/AccessNav';
import { accessPaths, ROLE_LIST_PARAMS } from '../model/paths';
import { RoleKind } from '../components/RoleKind';

const CreateRoleModal = lazy(async () => ({
  default: (await import('../components/CreateRoleModal')).CreateRoleModal,
}));

function useColumns(): DataTableColumn<LakeRole>[] {
  const t = useRolesT();
  return useMemo(
    () => [
      {
        id: 'name',
        header: t('roles.col.name'),
        meta: { rowHeader: true, minWidth: 160 },
        cell: ({ row }) => (
          <Link to={accessPaths.role(row.original.roleName)}>{row.original.roleName}</Link>
        ),
      },
      {
        id: 'displayName',
        header: t('roles.col.displayName'),
        meta: { minWidth: 160 },
        cell: ({ row }) => row.original.displayName || t('access.none'),
      },
      {
        id: 'description',
        header: t('roles.col.description'),
        meta: { minWidth: 240 },
        cell: ({ row }) => row.original.description || t('access.none'),
      },
      {
        id: 'kind',
        header: t('roles.col.kind'),
        cell: ({ row }) => <RoleKind isPredefined={row.original.isPredefined} />,
      },
      {
        id: 'users',
        header: t('roles.col.users'),
        cell: ({ row }) => t('roles.userCount', { count: row.original.users.length }),
      },
      {
        id: 'created',
        header: t('roles.col.created'),
        cell: ({ row }) => <MsTime value={row.original.createdAt} compact />,
      },
    ],
    [t],
  );
}

/**
 * `/access/roles`: the account's lake roles, searched by name, and creating one (for a role that may
 * not call CreateRole, the button is disabled and says why).
 */
export function RolesPage() {
  const t = useRolesT();
  const toast = useToast();
  const client = useQueryClient();
  const navigate = useNavigate();
  const list = useListParams(ROLE_LIST_PARAMS);
  const [creating, setCreating] = useState(false);
  const mayCreate = useAllowed('lake', 'CreateRole');
  const columns = useColumns();
  const { query, pager } = useCursorPagedQuery({
    view: [list.pattern, list.size],
    page: (cursor) =>
      lakeAccessQueries.roles({ maxResults: list.size, pageToken: cursor, pattern: list.pattern }),
    nextCursor: (data) => data.nextPageToken ?? null,
  });
  return (
    <>
      <PageHeader title={t('access.title')} subtitle={t('access.subtitle')} />
      <AccessNav />
      <SectionCard
        title={t('roles.title')}
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => setCreating(true)}
            {...mayCreate.control}
          >
            {t('roles.create')}
          </Button>
        }
      >
        <Flex gap={12} wrap align="flex-start" style={{ marginBottom: 16 }}>
          <PatternSearch
            label={t('roles.search')}
            placeholder={t('roles.placeholder')}
            help={t('access.patternHelp')}
            value={list.text}
            onChange={list.setText}
          />
        </Flex>
        <PagedTable<LakeRole>
          query={query}
          pager={pager}
          pageSize={list.size}
          onPageSize={list.setSize}
          label={t('roles.title')}
          columns={columns}
          rows={query.data?.roles ?? []}
          getRowId={(role) => role.rolePrincipal}
          errorTitle={t('roles.loadFailed')}
          empty={
            list.pattern ? t('roles.emptyFiltered', { pattern: list.pattern }) : t('roles.empty')
          }
        />
      </SectionCard>
      {creating && (
        <Suspense fallback={null}>
          <CreateRoleModal
            onClose={() => setCreating(false)}
            onCreated={(name) => {
              setCreating(false);
              toast.info(t('roles.created', { name }));
              void lakeCache.rolesChanged(client);
              void navigate(accessPaths.role(name));
            }}
          />
        </Suspense>
      )}
    </>
  );
}
