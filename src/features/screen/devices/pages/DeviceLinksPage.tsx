import { useCallback, useMemo, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { isApiError } from '../../../../api/errors';
import { revokeDeviceLink } from '../../../../api/deviceLinks/fetchDeviceLinks';
import { DEVICE_LINK_ROLE, DEVICE_LINKS_MAX } from '../../../../api/deviceLinks/model';
import { deviceLinkKeys, deviceLinkQueries } from '../../../../api/deviceLinks/queries';
import type { DeviceLink } from '../../../../api/deviceLinks/schemas';
import { playlistQueries } from '../../../../api/playlists/queries';
import { screenQueries } from '../../../../api/screen/queries';
import { FORBIDDEN_ROLE } from '../../../../api/session/model';
import { DataTable } from '../../../../components/DataTable';
import { ErrorState } from '../../../../components/ErrorState';
import { PageHeader } from '../../../../components/PageHeader';
import { preloadable } from '../../../../components/preloadable';
import { useToast } from '../../../../components/toast';
import { useNow } from '../../../../lib/useNow';
import { useRoleAllowed, useSession } from '../../../../lib/useSession';
import { useDeviceLinksI18n } from '../i18n';
import type { TargetChoice } from '../components/DeviceLinkFields';
import { useDeviceLinkColumns } from '../components/deviceLinkColumns';
import styles from '../components/devices.module.css';

/**
 * The dialog in a chunk of its own (its date picker and QR code are most of the page's weight),
 * fetched as a person reaches for the button.
 */
const CreateDialog = preloadable(
  async () => (await import('../components/CreateDeviceLinkDialog')).CreateDeviceLinkDialog,
  null,
);

/** Likewise the confirmation, fetched as a person reaches for a row's Revoke. */
const ConfirmRevoke = preloadable(
  async () => (await import('../components/RevokeDialog')).RevokeDialog,
  null,
);

const NONE: readonly DeviceLink[] = [];
/** Long lists render only the rows in view (a deployment keeps up to DEVICE_LINKS_MAX). */
const VIRTUALIZE_ABOVE = 50;

/**
 * `/screen/devices`: the device links an admin gave walls' computers, newest first — what each
 * shows, who made it and when, when it expires, when and where it was last used, and whether it
 * still works; create one (its link shown once) or revoke one. Anyone else is told calmly that
 * this is an admin's page.
 */
export function DeviceLinksPage() {
  const { t } = useDeviceLinksI18n();
  const toast = useToast();
  const queryClient = useQueryClient();
  const session = useSession();
  const admin = useRoleAllowed(DEVICE_LINK_ROLE);
  const list = useQuery({ ...deviceLinkQueries.list(), enabled: admin.allowed });
  const titles = useQuery({ ...screenQueries.titles(), enabled: admin.allowed });
  const playlists = useQuery({ ...playlistQueries.list(), enabled: admin.allowed });
  const now = useNow();
  const [creating, setCreating] = useState(false);
  const createButton = useRef<HTMLButtonElement>(null);
  const [revoking, setRevoking] = useState<string | null>(null);
  /** Links someone else had revoked when this person tried: the row says so. */
  const [revokedFirst, setRevokedFirst] = useState<ReadonlySet<string>>(new Set());
  const revoke = useMutation({
    mutationFn: (link: DeviceLink) => revokeDeviceLink(link.id),
    onMutate: (link) => setRevoking(link.id),
    onSettled: () => {
      setRevoking(null);
      void queryClient.invalidateQueries({ queryKey: deviceLinkKeys.all });
    },
    onSuccess: (revoked, link) => {
      toast.success(t('devices.revoked', { name: link.name }));
      queryClient.setQueryData(
        deviceLinkQueries.list().queryKey,
        (current) =>
          current && {
            links: current.links.map((each) => (each.id === revoked.id ? revoked : each)),
          },
      );
    },
    onError: (error, link) => {
      if (isApiError(error) && error.status === 409 && error.code === 'AlreadyRevoked') {
        setRevokedFirst((current) => new Set(current).add(link.id));
      }
    },
  });
  const revokeError =
    revoke.isError &&
    !(
      isApiError(revoke.error) &&
      revoke.error.status === 409 &&
      revoke.error.code === 'AlreadyRevoked'
    )
      ? revoke.error
      : null;

  const screenTitles = useMemo(
    () => new Map((titles.data ?? []).map((entry) => [entry.ScreenID, entry.ScreenTitle])),
    [titles.data],
  );
  const playlistNames = useMemo(
    () => new Map((playlists.data?.playlists ?? []).map((each) => [each.id, each.name])),
    [playlists.data],
  );
  /** The target's own name, or null when it is not (or not yet known to be) saved. */
  const targetName = useCallback(
    (link: Pick<DeviceLink, 'target'>): string | null =>
      link.target.kind === 'screen'
        ? (screenTitles.get(link.target.screenId) ?? null)
        : (playlistNames.get(link.target.playlistId) ?? null),
    [screenTitles, playlistNames],
  );
  const targetLabel = useCallback(
    (link: Pick<DeviceLink, 'target'>) =>
      targetName(link) ??
      (link.target.kind === 'screen' ? `#${link.target.screenId}` : link.target.playlistId),
    [targetName],
  );

  // A dialog, not a popover: focus moves into it and comes back, so the keyboard confirms too.
  const [confirming, setConfirming] = useState<{ link: DeviceLink; open: boolean } | null>(null);
  const askRevoke = useCallback((link: DeviceLink) => setConfirming({ link, open: true }), []);
  const targetsKnown = useMemo(
    () => ({ screen: titles.isSuccess, playlist: playlists.isSuccess }),
    [titles.isSuccess, playlists.isSuccess],
  );
  const columns = useDeviceLinkColumns({
    now,
    targetName,
    targetLabel,
    targetsKnown,
    revokedFirst,
    revoking,
    onRevoke: askRevoke,
    onReachRevoke: ConfirmRevoke.preload,
  });

  const links = useMemo(
    () =>
      [...(list.data?.links ?? NONE)].sort(
        (a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id),
      ),
    [list.data],
  );
  const screenChoices = useMemo<TargetChoice[]>(
    () =>
      (titles.data ?? []).map((entry) => ({
        value: `screen:${entry.ScreenID}`,
        label: entry.ScreenTitle || `#${entry.ScreenID}`,
      })),
    [titles.data],
  );
  const playlistChoices = useMemo<TargetChoice[]>(
    () =>
      (playlists.data?.playlists ?? []).map((each) => ({
        value: `playlist:${each.id}`,
        label: each.name,
      })),
    [playlists.data],
  );

  const forbidden =
    !admin.allowed ||
    (list.isError && isApiError(list.error) && list.error.code === FORBIDDEN_ROLE);
  const noGateway = list.isError && isApiError(list.error) && list.error.status === 404;
  const role = session?.gateway ? session.role : null;
  const full = links.length >= DEVICE_LINKS_MAX;

  const closeDialog = () => {
    setCreating(false);
    // The dialog is gone, not hidden: focus goes back to where the person opened it.
    requestAnimationFrame(() => createButton.current?.focus());
  };

  const createAction = (
    <Button
      ref={createButton}
      type="primary"
      icon={<PlusOutlined aria-hidden />}
      onClick={() => setCreating(true)}
      onPointerEnter={() => void CreateDialog.preload()}
      onFocus={() => void CreateDialog.preload()}
      disabled={full}
    >
      {t('devices.create')}
    </Button>
  );

  let body: React.ReactNode;
  if (forbidden) {
    body = (
      <Alert
        type="info"
        showIcon
        role="status"
        title={t('devices.notAdmin', { role: role ? t(`role.${role}`) : '—' })}
      />
    );
  } else if (noGateway) {
    body = <Alert type="info" showIcon role="status" title={t('devices.noGateway')} />;
  } else if (list.isError && !list.data) {
    body = (
      <ErrorState
        error={list.error}
        title={t('devices.loadFailed')}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  } else {
    body = (
      <>
        {revokeError && (
          <ErrorState
            error={revokeError}
            title={t('devices.revokeFailed', { name: revoke.variables?.name ?? '' })}
          />
        )}
        <DataTable<DeviceLink>
          label={t('devices.table')}
          columns={columns}
          data={links}
          getRowId={(link) => link.id}
          loading={list.isPending}
          virtualizeAbove={VIRTUALIZE_ABOVE}
          empty={
            <span className={styles.empty}>
              <span>{t('devices.empty')}</span>
              <Button
                icon={<PlusOutlined aria-hidden />}
                onClick={() => setCreating(true)}
                onPointerEnter={() => void CreateDialog.preload()}
                onFocus={() => void CreateDialog.preload()}
              >
                {t('devices.create')}
              </Button>
            </span>
          }
        />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={t('devices.title')}
        subtitle={t('devices.subtitle')}
        actions={!forbidden && !noGateway ? createAction : undefined}
      />
      {body}
      {confirming && (
        <ConfirmRevoke.Component
          link={confirming.link}
          open={confirming.open}
          target={targetLabel(confirming.link)}
          onConfirm={() => {
            revoke.mutate(confirming.link);
            setConfirming({ ...confirming, open: false });
          }}
          onCancel={() => setConfirming({ ...confirming, open: false })}
          afterClose={() => setConfirming(null)}
        />
      )}
      {creating && (
        <CreateDialog.Component
          screens={screenChoices}
          playlists={playlistChoices}
          targetsFailed={titles.isError || playlists.isError}
          targetLabel={targetLabel}
          onClose={closeDialog}
        />
      )}
    </>
  );
}
