import * as v from 'valibot';

const nonBlank = v.pipe(
  v.string(),
  v.check((text) => text.trim() !== ''),
);

/**
 * SPEC §3: the signed-in staff member; `role` is 'admin' for the one demo account. Any role string is
 * accepted: a session with another role is still a session, and the guard sends it to /unauthorized.
 * Unknown fields (a stored password, a token) are dropped.
 */
const sessionUserSchema = v.object({ id: nonBlank, email: nonBlank, role: nonBlank, name: v.string() });
export type SessionUser = v.InferOutput<typeof sessionUserSchema>;

/** The session slice as stored: `{ user: null }` is a valid "logged out". */
const sessionStateSchema = v.object({ user: v.nullable(sessionUserSchema) });
export type SessionState = v.InferOutput<typeof sessionStateSchema>;

/** The stored session when it has the right shape, otherwise undefined. */
export function parseStoredSession(value: unknown): SessionState | undefined {
  const result = v.safeParse(sessionStateSchema, value);
  return result.success ? result.output : undefined;
}
