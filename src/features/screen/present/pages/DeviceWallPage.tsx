import { useLocation } from 'react-router';
import type { Device } from '../../../../api/deviceLinks/schemas';
import { isApiError } from '../../../../api/errors';
import { preloadable } from '../../../../components/preloadable';
import { useDeviceWallI18n } from '../deviceI18n';
import { Connecting, DeviceLinkEnded, NoDeviceLink } from '../components/DeviceWallMessages';
import { CannotLoad, WallCrash } from '../components/WallMessage';
import {
  DEVICE_SESSION_POLL_MS,
  deviceLinkEndOfError,
  useDeviceLinkEnd,
  useDisplaySession,
  useTokenTrade,
} from '../hooks/useDeviceLink';

// The wall's code loads once the session says what this display shows: `/wall` itself stays
// small, and a display of one screen never loads the playlist player.
const ScreenWall = preloadable(
  () => import('./WallDisplayPage').then((module) => module.WallDisplay),
  <Connecting />,
);
const PlaylistWall = preloadable(
  () => import('./PlaylistWallPage').then((module) => module.DevicePlaylistWall),
  <Connecting />,
);

/**
 * `/wall#<token>` and `/wall`: the computer behind a wall, with nobody signed in, shows what its
 * device link names. The link is opened once (its token traded for the gateway's cookie); from
 * then on `/wall` shows the link's screen or playlist, until the link ends, which the wall then
 * says calmly instead of its tiles. Never sends anyone to sign in: nobody is there to.
 */
export function DeviceWallPage() {
  // The token is after `#` (wallEntryPath): never sent to a server, so in no log.
  const { hash } = useLocation();
  const token = tokenOf(hash);
  if (token !== '') return <OpenLink key={token} token={token} />;
  return <DeviceWall />;
}

/** The token after `#`; a cut one (`%` without its two digits) is kept as it is, and refused. */
function tokenOf(hash: string): string {
  const text = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function OpenLink({ token }: { token: string }) {
  const { t } = useDeviceWallI18n();
  const trade = useTokenTrade(token);
  if (trade.kind === 'ended') return <DeviceLinkEnded end={trade.end} />;
  if (trade.kind === 'failed') {
    return <CannotLoad title={t('deviceWall.cannotConnect')} nextRefreshAt={trade.retryAt} />;
  }
  return <Connecting />;
}

function DeviceWall() {
  const refused = useDeviceLinkEnd();
  const session = useDisplaySession(refused === null);
  const end = refused ?? deviceLinkEndOfError(session.error);
  const { t } = useDeviceWallI18n();
  // Kept from the last answer that had it: an ended link's session no longer says its date.
  const device: Device | undefined = session.data?.gateway ? session.data.device : undefined;

  if (end) return <DeviceLinkEnded end={end} expiresAt={device?.expiresAt} />;
  // Nobody signed in and no link held (the gateway's "sign in first"), or another refusal: also
  // when it answered a link before (its cookie gone), rather than tiles refused one by one.
  if (isApiError(session.error) && session.error.isAuth) return <NoDeviceLink />;
  if (!session.data) {
    if (!session.isError) return <Connecting />;
    return (
      <CannotLoad
        title={t('deviceWall.cannotConnect')}
        nextRefreshAt={session.errorUpdatedAt + DEVICE_SESSION_POLL_MS}
      />
    );
  }
  if (!device) return <NoDeviceLink />;
  if (device.target.kind === 'screen') {
    return <ScreenWall.Component screenId={device.target.screenId} />;
  }
  return <PlaylistWall.Component playlistId={device.target.playlistId} />;
}

/** The display's last resort (WallCrash), with no way to the console. */
export function DeviceWallError() {
  const { t } = useDeviceWallI18n();
  return <WallCrash title={t('error.boundary.title')} />;
}
