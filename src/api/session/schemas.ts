import * as z from 'zod/mini';
import { deviceSchema } from '../deviceLinks/deviceSchema';
import { ROLES } from '../roles';

/**
 * `GET /api/session` (docs/deploy.md "Sign-in, sessions and roles"): who is signed in and which
 * operations they may call, as the gateway answers it, or the demo's mock (`auth: 'demo'`).
 */
export const sessionBodySchema = z.object({
  /**
   * `oidc`: a person signed in; `none`: a gateway that signs nobody in; `demo`: the mock;
   * `device`: a wall's computer through a device link (`device` says what it shows).
   */
  auth: z.enum(['oidc', 'none', 'demo', 'device']),
  subject: z.nullable(z.string()),
  name: z.nullable(z.string()),
  email: z.nullable(z.string()),
  role: z.enum(ROLES),
  /** When the session ends unless used again (idle) or at the latest (absolute). */
  expiresAt: z.optional(z.string()),
  /** Where signing out is posted. */
  signOut: z.optional(z.string()),
  /**
   * The device link this browser holds, when it holds a valid one: what a display shows (also
   * sent beside a person's session, who then sees the wall with their own role).
   */
  device: z.optional(deviceSchema),
  operations: z.object({
    screen: z.array(z.string()),
    lake: z.array(z.string()),
    agent: z.array(z.string()),
  }),
});

export type SessionBody = z.infer<typeof sessionBodySchema>;
