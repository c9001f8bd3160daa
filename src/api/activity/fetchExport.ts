import * as z from 'zod/mini';
import { request } from '../http';
import {
  ACTIVITY_EXPORT_PATH,
  activityQuery,
  type ActivityFilter,
  type ActivityFormat,
} from './model';

/**
 * The filtered records' download as text, through the request core. The console links to the
 * export instead; this is for the demo, whose mock answers in a service worker that leaves
 * downloads (navigations) alone.
 */
export async function fetchActivityExport(
  filter: ActivityFilter,
  format: ActivityFormat,
  signal?: AbortSignal,
): Promise<string> {
  const text = await request({
    service: 'gateway',
    operation: 'ExportActivity',
    base: '',
    path: ACTIVITY_EXPORT_PATH,
    query: { ...activityQuery(filter), format },
    // The body is CSV or JSON lines, kept as it came.
    parseJson: (text) => text,
    // An export of no records is empty.
    schema: z.optional(z.string()),
    signal,
  });
  return text ?? '';
}
