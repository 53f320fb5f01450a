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

/**
 * The session as stored: `{ user: null }` is a valid "logged out". `startedAt` (ms since 1970) is when
 * the login happened; a session stored before sessions expired has none, and reads as `null`, which
 * counts as ended (sessionExpiry.ts) — so an old or hand-written value is never signed in forever.
 */
const sessionStateSchema = v.object({
  user: v.nullable(sessionUserSchema),
  startedAt: v.nullish(v.pipe(v.number(), v.finite()), null),
});
export type SessionState = v.InferOutput<typeof sessionStateSchema>;

/** The stored session when it has the right shape, otherwise undefined. */
export function parseStoredSession(value: unknown): SessionState | undefined {
  const result = v.safeParse(sessionStateSchema, value);
  return result.success ? result.output : undefined;
}

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** Failed logins as stored (loginLockSlice.ts): `until` is when the running lock ends, in ms since 1970. */
const loginLockSchema = v.object({
  failures: count,
  locks: count,
  until: v.nullable(v.pipe(v.number(), v.finite())),
});
export type LoginLockRecord = v.InferOutput<typeof loginLockSchema>;

/** The stored record of failed logins when it has the right shape, otherwise undefined. */
export function parseStoredLoginLock(value: unknown): LoginLockRecord | undefined {
  const result = v.safeParse(loginLockSchema, value);
  return result.success ? result.output : undefined;
}
