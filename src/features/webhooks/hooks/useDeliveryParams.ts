import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { EVENTS_LIMIT_DEFAULT } from '../../../api/agent/assumed';
import { clampEventsLimit } from '../../../api/agent/client';

/** Page size and filters live in the URL: a reload or a shared link shows the same view. */
export function useDeliveryParams() {
  const [params, setParams] = useSearchParams();
  const rawSize = Number(params.get('size'));
  const pageSize =
    params.has('size') && Number.isFinite(rawSize)
      ? clampEventsLimit(rawSize)
      : EVENTS_LIMIT_DEFAULT;
  const status = params.get('status') || null;
  const kind = params.get('kind') || null;

  const update = useCallback(
    (changes: Record<string, string | number | null>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return { pageSize, status, kind, update };
}
