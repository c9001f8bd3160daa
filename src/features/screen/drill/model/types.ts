import type { AlarmLevel } from '../../../../api/screen/schemas';
import type { RangeOption } from '../../../../api/screen/timeRange';

/**
 * What a widget asks the viewer to open when a user drills into it. The viewer owns the drawers
 * (lazy, console only); the wall display passes no handler, so widgets show no drill controls.
 */
export type DrillRequest =
  | { kind: 'alarms'; levels?: readonly AlarmLevel[]; dealed?: boolean }
  | { kind: 'attacks'; range: RangeOption; crackType?: string }
  | { kind: 'hosts'; focus?: 'alarm' | 'weakness' | 'safe' };

export type DrillHandler = (request: DrillRequest) => void;

/** The props of the drawer that answers one kind of request. */
export interface DrillDrawerProps<K extends DrillRequest['kind']> {
  request: Extract<DrillRequest, { kind: K }>;
  onClose: () => void;
}
