import { AlarmDrawer } from './AlarmDrawer';
import { AttackDrawer } from './AttackDrawer';
import { HostsDrawer } from './HostsDrawer';
import type { DrillRequest } from '../model/types';

/**
 * The drawer a drill-down request asks for; the console viewer lazy-loads this one module. A new
 * request remounts its drawer, so its filters start from that request.
 */
export function DrillDrawers({
  request,
  onClose,
}: {
  request: DrillRequest | null;
  onClose: () => void;
}) {
  if (!request) return null;
  const key = JSON.stringify(request);
  switch (request.kind) {
    case 'alarms':
      return <AlarmDrawer key={key} request={request} onClose={onClose} />;
    case 'attacks':
      return <AttackDrawer key={key} request={request} onClose={onClose} />;
    case 'hosts':
      return <HostsDrawer key={key} request={request} onClose={onClose} />;
  }
}
