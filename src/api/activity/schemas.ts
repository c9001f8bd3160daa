import * as z from 'zod/mini';
import { ROLES } from '../roles';
import { ACTIVITY_OUTCOMES, ACTIVITY_SERVICES } from './model';

/** A person the gateway names: the IdP's subject, email and name. */
export const personSchema = z.object({
  subject: z.string(),
  email: z.nullable(z.string()),
  name: z.nullable(z.string()),
});

/** One audit record as `/api/activity` answers it. */
export const activityRecordSchema = z.object({
  id: z.string(),
  /** ISO time the call was received. */
  time: z.string(),
  /** Which gateway instance took the call. */
  instance: z.string(),
  /** Null: nobody signed in (a gateway with `auth.mode: none`) or a device link (`device`). */
  user: z.nullable(personSchema),
  role: z.nullable(z.enum(ROLES)),
  /** A device link's name when one made the call. */
  device: z.optional(z.nullable(z.string())),
  service: z.enum(ACTIVITY_SERVICES),
  operation: z.string(),
  method: z.string(),
  /** Path parameters and naming fields only (never a body). */
  resource: z.record(z.string(), z.string()),
  outcome: z.enum(ACTIVITY_OUTCOMES),
  upstreamStatus: z.nullable(z.number()),
  requestId: z.nullable(z.string()),
  durationMs: z.nullable(z.number()),
  /** A later record removed what this one names (a drop or delete that was answered 2xx). */
  gone: z.boolean(),
});

export const activityPageSchema = z.object({
  records: z.array(activityRecordSchema),
  /** The next (older) page's cursor; null on the last page. */
  nextCursor: z.nullable(z.string()),
  /** Records matching the filter, across every page. */
  total: z.number(),
  /** `own`: the person is not an admin and sees only their own records. */
  scope: z.enum(['all', 'own']),
});

export const activityPeopleSchema = z.object({
  people: z.array(personSchema),
});

export type ActivityRecord = z.infer<typeof activityRecordSchema>;
export type ActivityPage = z.infer<typeof activityPageSchema>;
export type ActivityPerson = z.infer<typeof personSchema>;
