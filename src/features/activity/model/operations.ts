import type { ActivityService } from '../../../api/activity/model';
import { PLAYLIST_OPERATIONS } from '../../../api/playlists/model';
import { DEVICE_LINK_OPERATIONS } from '../../../api/deviceLinks/model';
import { ADMIN_ONLY, EDITOR_WRITES } from '../../../api/roles';

/**
 * The operations the activity records, by service: every write and token read is named in the
 * role table (a write it does not name stops the gateway), so the table is the list, without
 * loading the three operation registries into this page. The service follows from the name; a
 * test holds both against the registries.
 */
export function serviceOfOperation(name: string): ActivityService {
  if (name.endsWith('ScreenSetting')) return 'screen';
  if (name === 'DisableWebhook') return 'agent';
  return 'lake';
}

export const AUDITED_OPERATIONS: Readonly<Record<ActivityService, readonly string[]>> = (() => {
  const grouped: Record<ActivityService, string[]> = {
    screen: [],
    lake: [],
    agent: [],
    gateway: [],
  };
  for (const name of [...EDITOR_WRITES, ...ADMIN_ONLY])
    grouped[serviceOfOperation(name)].push(name);
  // The gateway's own writes: no service's registry names them.
  const { list: _read, ...playlistWrites } = PLAYLIST_OPERATIONS;
  grouped.gateway.push(...Object.values(playlistWrites));
  // A device link's create and revoke, and its first use from an address.
  const { list: _links, ...deviceLinkRecords } = DEVICE_LINK_OPERATIONS;
  grouped.gateway.push(...Object.values(deviceLinkRecords));
  return grouped;
})();
