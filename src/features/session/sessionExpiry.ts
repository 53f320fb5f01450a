/** How long a login lasts (issue 13): after this the admin must log in again. */
export const SESSION_MAX_AGE_MS = 8 * 60 * 60 * 1000;

/**
 * How far in the future a start may be and still count as now: another tab's clock may run a moment
 * ahead of this one's (or the system clock was corrected by a few seconds).
 */
export const SESSION_CLOCK_SKEW_MS = 60 * 1000;

/**
 * True when a session started at `startedAt` is over at `now`: 8 hours have passed, it has no start
 * (stored before sessions expired, or written by hand), or it starts in the future (a clock put back,
 * or a value forged to last for ever) by more than SESSION_CLOCK_SKEW_MS.
 */
export function sessionHasEnded(startedAt: number | null | undefined, now: number): boolean {
  if (startedAt === null || startedAt === undefined || !Number.isFinite(startedAt)) return true;
  return startedAt - now > SESSION_CLOCK_SKEW_MS || now - startedAt >= SESSION_MAX_AGE_MS;
}
