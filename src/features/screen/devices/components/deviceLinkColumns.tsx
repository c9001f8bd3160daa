import { useMemo } from 'react';
import { Button, Typography } from 'antd';
import { InfoCircleOutlined, StopOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { deviceLinkStatus } from '../../../../api/deviceLinks/model';
import type { DeviceLink } from '../../../../api/deviceLinks/schemas';
import type { DataTableColumn } from '../../../../components/DataTable';
import { RelativeTime } from '../../../../components/RelativeTime';
import { StatusBadge } from '../../../../components/StatusBadge';
import { formatExact } from '../../../../lib/format';
import { useDeviceLinksI18n } from '../i18n';
import styles from './devices.module.css';

export const personName = (person: DeviceLink['createdBy']) =>
  person?.name ?? person?.email ?? person?.subject ?? null;

/**
 * The list's columns: name, what it shows (linked, or said to be gone), who made it and when, when
 * it expires, its last use and from where, its state, and revoking it.
 */
export function useDeviceLinkColumns({
  now,
  targetName,
  targetLabel,
  targetsKnown,
  revokedFirst,
  revoking,
  onRevoke,
  onReachRevoke,
}: {
  now: number;
  /** The target's own name, or null when it is not (or not yet known to be) saved. */
  targetName: (link: Pick<DeviceLink, 'target'>) => string | null;
  targetLabel: (link: Pick<DeviceLink, 'target'>) => string;
  /** Whether the saved screens and playlists were read (a name missing then means deleted). */
  targetsKnown: Readonly<Record<DeviceLink['target']['kind'], boolean>>;
  /** Links someone else had revoked when this person tried: the row says so. */
  revokedFirst: ReadonlySet<string>;
  revoking: string | null;
  /** Asks to revoke (the page confirms first). */
  onRevoke: (link: DeviceLink) => void;
  /** A pointer or the focus reached a Revoke button: the confirmation's code can start loading. */
  onReachRevoke: () => void;
}): DataTableColumn<DeviceLink>[] {
  const { t, locale } = useDeviceLinksI18n();
  return useMemo<DataTableColumn<DeviceLink>[]>(
    () => [
      {
        id: 'name',
        header: t('devices.col.name'),
        meta: { rowHeader: true },
        cell: ({ row }) => <span className={styles.name}>{row.original.name}</span>,
      },
      {
        id: 'shows',
        header: t('devices.col.shows'),
        cell: ({ row }) => {
          const { target } = row.original;
          const name = targetName(row.original);
          const known = targetsKnown[target.kind];
          const kind = t(`devices.kind.${target.kind}`);
          const to =
            target.kind === 'screen'
              ? `/screen/${encodeURIComponent(target.screenId)}`
              : `/screen/playlists/${encodeURIComponent(target.playlistId)}`;
          return (
            <span className={styles.stack}>
              <span className={styles.secondary}>{kind}</span>
              {name !== null ? (
                <Link to={to}>{name}</Link>
              ) : known ? (
                <Typography.Text type="secondary">
                  {target.kind === 'screen'
                    ? t('devices.missing.screen', { id: target.screenId })
                    : t('devices.missing.playlist', { id: target.playlistId })}
                </Typography.Text>
              ) : (
                <span>{targetLabel(row.original)}</span>
              )}
            </span>
          );
        },
      },
      {
        id: 'createdBy',
        header: t('devices.col.createdBy'),
        cell: ({ row }) => {
          const person = row.original.createdBy;
          return (
            <span title={person?.email ?? undefined} style={{ whiteSpace: 'nowrap' }}>
              {personName(person) ?? t('devices.byNobody')}
            </span>
          );
        },
      },
      {
        id: 'created',
        header: t('devices.col.created'),
        cell: ({ row }) => <RelativeTime value={row.original.createdAt} compact />,
      },
      {
        id: 'expires',
        header: t('devices.col.expires'),
        cell: ({ row }) => <RelativeTime value={row.original.expiresAt} compact />,
      },
      {
        id: 'lastUsed',
        header: t('devices.col.lastUsed'),
        cell: ({ row }) => <RelativeTime value={row.original.lastUsedAt} compact />,
      },
      {
        id: 'from',
        header: t('devices.col.from'),
        cell: ({ row }) => {
          const { lastUsedFrom, addresses } = row.original;
          if (lastUsedFrom === null) return <span aria-label={t('time.never')}>—</span>;
          return (
            <span className={styles.stack}>
              <code className={styles.address}>{lastUsedFrom}</code>
              {addresses > 1 && (
                <span className={styles.secondary}>
                  {t('devices.addresses', { count: addresses })}
                </span>
              )}
            </span>
          );
        },
      },
      {
        id: 'status',
        header: t('devices.col.status'),
        cell: ({ row }) => {
          const link = row.original;
          const status = deviceLinkStatus(link, now);
          const by = personName(link.revokedBy);
          return (
            <span className={styles.stack}>
              <span>
                {status === 'active' ? (
                  <StatusBadge tone="success">{t('devices.status.active')}</StatusBadge>
                ) : status === 'expired' ? (
                  <StatusBadge tone="neutral">{t('devices.status.expired')}</StatusBadge>
                ) : (
                  <StatusBadge tone="error">
                    {by ? t('devices.status.revokedBy', { name: by }) : t('devices.status.revoked')}
                  </StatusBadge>
                )}
              </span>
              {status === 'revoked' && link.revokedAt && (
                <span className={styles.secondary}>
                  <RelativeTime value={link.revokedAt} compact />
                </span>
              )}
              {revokedFirst.has(link.id) && (
                <span className={styles.notice} role="status">
                  <InfoCircleOutlined aria-hidden />
                  <span>
                    {link.revokedAt && by
                      ? t('devices.alreadyRevoked', {
                          name: link.name,
                          by,
                          time: formatExact(Date.parse(link.revokedAt), locale),
                        })
                      : t('devices.alreadyRevokedUnknown', { name: link.name })}
                  </span>
                </span>
              )}
            </span>
          );
        },
      },
      {
        id: 'actions',
        header: t('devices.col.actions'),
        cell: ({ row }) => {
          const link = row.original;
          // An expired link opens nothing any more: there is nothing left to revoke.
          if (deviceLinkStatus(link, now) !== 'active') return null;
          return (
            <Button
              danger
              icon={<StopOutlined aria-hidden />}
              aria-label={t('devices.revokeNamed', { name: link.name })}
              loading={revoking === link.id}
              onClick={() => onRevoke(link)}
              onPointerEnter={() => void onReachRevoke()}
              onFocus={() => void onReachRevoke()}
            >
              {t('devices.revoke')}
            </Button>
          );
        },
      },
    ],
    [
      t,
      locale,
      now,
      targetsKnown,
      targetName,
      targetLabel,
      onRevoke,
      onReachRevoke,
      revoking,
      revokedFirst,
    ],
  );
}
