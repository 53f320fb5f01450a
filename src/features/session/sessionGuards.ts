import type { SessionState, SessionUser } from './sessionSlice';

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * Accepts a stored session user of the right shape, copying only the known fields. Any role string is
 * kept: a session with another role is still a session, and the guard sends it to /unauthorized.
 */
export function parseSessionUser(value: unknown): SessionUser | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { id, email, role, name } = value as Record<string, unknown>;
  if (
    !isNonEmptyString(id) ||
    !isNonEmptyString(email) ||
    !isNonEmptyString(role) ||
    typeof name !== 'string'
  ) {
    return undefined;
  }
  return { id, email, role, name };
}

/** Accepts a stored session slice (`{ user: null }` is a valid "logged out"); anything else is undefined. */
export function parseStoredSession(value: unknown): SessionState | undefined {
  if (typeof value !== 'object' || value === null || !('user' in value)) return undefined;
  if (value.user === null) return { user: null };
  const user = parseSessionUser(value.user);
  return user && { user };
}
