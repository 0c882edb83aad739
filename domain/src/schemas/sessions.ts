// A staff member's server-side sessions (one per sign-in), as the profile lists them.
import { z } from 'zod';

export const StaffSession = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** No refresh extends the session past this moment (its sign-in plus the maximum age). */
  expiresAt: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  /** The session of the token that asked. */
  current: z.boolean(),
});
export type StaffSession = z.infer<typeof StaffSession>;

export const SessionsResponse = z.object({ success: z.literal(true), sessions: z.array(StaffSession) });
export type SessionsResponse = z.infer<typeof SessionsResponse>;

export const SessionIdParams = z.object({ id: z.string().min(1).max(64) });

/** DELETE /api/auth/users/:id/sessions: how many of the user's sessions an administrator ended. */
export const SessionsEndedResponse = z.object({ success: z.literal(true), ended: z.number(), message: z.string() });
export type SessionsEndedResponse = z.infer<typeof SessionsEndedResponse>;
