import type { LakeOperationName } from '../../../api/lake/operations';
import { useAllowed, type Allowed } from '../../../lib/useSession';

const ALLOWED: Allowed = { allowed: true, reason: undefined, control: {} };

/**
 * Whether the person's role lets them call the lake operation a control starts, and if not, why
 * (`useAllowed` for the lake, the operation's name checked against the registry). Undefined: the
 * control names no operation, so nothing is gated (the service decides).
 */
export function useLakeAllowed(operation: LakeOperationName | undefined): Allowed {
  const allowed = useAllowed('lake', operation ?? '');
  return operation === undefined ? ALLOWED : allowed;
}
