import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import { ConfirmButton } from '../../../../components/ConfirmButton';
import { DeleteOutlined, EditOutlined, PlayCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { isApiError } from '../../../../api/errors';
import { deletePlaylist } from '../../../../api/playlists/fetchPlaylists';
import { PLAYLIST_WRITE_ROLE } from '../../../../api/playlists/model';
import { playlistKeys, playlistQueries } from '../../../../api/playlists/queries';
import type { Playlist } from '../../../../api/playlists/schemas';
import { ButtonLink } from '../../../../components/ButtonLink';
import { DataTable, type DataTableColumn } from '../../../../components/DataTable';
import { ErrorState } from '../../../../components/ErrorState';
import { PageHeader } from '../../../../components/PageHeader';
import { RelativeTime } from '../../../../components/RelativeTime';
import { useToast } from '../../../../components/toast';
import { createPath } from '../../../../lib/createPath';
import { formatDuration } from '../../../../lib/format';
import { useRoleAllowed } from '../../../../lib/useSession';
import { usePlaylistI18n } from '../i18n';
import { totalSeconds } from '../model/sequence';
import styles from '../components/playlists.module.css';

const NONE: readonly Playlist[] = [];

/**
 * `/screen/playlists`: the saved playlists of the team, newest change first, each with its
 * screens, how long it plays once through, who made it and when; play, edit or delete one. With
 * no gateway to keep them, the page says so and still offers building one to play by its link.
 */
export function PlaylistsPage() {
  const { t, locale } = usePlaylistI18n();
  const toast = useToast();
  const queryClient = useQueryClient();
  const write = useRoleAllowed(PLAYLIST_WRITE_ROLE);
  const list = useQuery(playlistQueries.list());
  const noGateway = list.isError && isApiError(list.error) && list.error.status === 404;
  const [deleting, setDeleting] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: (playlist: Playlist) => deletePlaylist(playlist.id),
    onMutate: (playlist) => setDeleting(playlist.id),
    onSettled: () => setDeleting(null),
    onSuccess: (_, playlist) => {
      toast.success(t('playlist.deleted', { name: playlist.name }));
      void queryClient.invalidateQueries({ queryKey: playlistKeys.all });
    },
  });

  const columns = useMemo<DataTableColumn<Playlist>[]>(
    () => [
      {
        id: 'name',
        header: t('playlist.col.name'),
        meta: { rowHeader: true },
        cell: ({ row }) => (
          <Link to={`/screen/playlists/${encodeURIComponent(row.original.id)}`}>
            {row.original.name}
          </Link>
        ),
      },
      {
        id: 'screens',
        header: t('playlist.col.screens'),
        cell: ({ row }) => t('playlist.screens', { count: row.original.entries.length }),
      },
      {
        id: 'duration',
        header: t('playlist.col.duration'),
        cell: ({ row }) =>
          formatDuration(totalSeconds(row.original.entries) * 1000, locale, { wholeSeconds: true }),
      },
      {
        id: 'by',
        header: t('playlist.col.by'),
        cell: ({ row }) => {
          const person = row.original.createdBy;
          const name = person?.name ?? person?.email ?? person?.subject;
          return (
            <span style={{ display: 'flex', flexDirection: 'column' }}>
              <span title={person?.email ?? undefined}>
                {name ? t('playlist.by', { name }) : t('playlist.byNobody')}
              </span>
              <RelativeTime value={row.original.createdAt} compact />
            </span>
          );
        },
      },
      {
        id: 'actions',
        header: t('playlist.col.actions'),
        cell: ({ row }) => {
          const playlist = row.original;
          return (
            <span className={styles.actions}>
              <ButtonLink
                to={`/screen/playlists/${encodeURIComponent(playlist.id)}/present`}
                aria-label={t('playlist.playNamed', { name: playlist.name })}
              >
                <PlayCircleOutlined aria-hidden /> {t('playlist.play')}
              </ButtonLink>
              <ButtonLink
                to={`/screen/playlists/${encodeURIComponent(playlist.id)}`}
                aria-label={t('playlist.editNamed', { name: playlist.name })}
              >
                <EditOutlined aria-hidden /> {t('playlist.edit')}
              </ButtonLink>
              {write.allowed ? (
                <ConfirmButton
                  question={t('playlist.deleteConfirm', { name: playlist.name })}
                  actionText={t('playlist.delete')}
                  keepText={t('common.cancel')}
                  onConfirm={() => remove.mutate(playlist)}
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={t('playlist.deleteNamed', { name: playlist.name })}
                  loading={deleting === playlist.id}
                >
                  {t('playlist.delete')}
                </ConfirmButton>
              ) : (
                <Button
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={t('playlist.deleteNamed', { name: playlist.name })}
                  {...write.control}
                >
                  {t('playlist.delete')}
                </Button>
              )}
            </span>
          );
        },
      },
    ],
    [t, locale, write, remove, deleting],
  );

  return (
    <>
      <PageHeader
        title={t('playlist.list.title')}
        subtitle={t('playlist.list.subtitle')}
        actions={
          <ButtonLink to={createPath('/screen/playlists')} variant="primary">
            <PlusOutlined aria-hidden /> {t('playlist.list.new')}
          </ButtonLink>
        }
      />
      {noGateway ? (
        <Alert type="info" showIcon role="status" title={t('playlist.list.noGateway')} />
      ) : list.isError && !list.data ? (
        <ErrorState
          error={list.error}
          title={t('playlist.list.loadFailed')}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : (
        <>
          {remove.isError && <ErrorState error={remove.error} title={t('playlist.deleteFailed')} />}
          <DataTable<Playlist>
            label={t('playlist.list.table')}
            columns={columns}
            data={list.data?.playlists ?? NONE}
            getRowId={(playlist) => playlist.id}
            loading={list.isPending}
            empty={t('playlist.list.empty')}
          />
        </>
      )}
    </>
  );
}
