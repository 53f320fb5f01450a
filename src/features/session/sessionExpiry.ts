/**
 * True when a session the server ends at `expiresAt` (ms since 1970, its `expiresAt`) is over at `now`;
 * no end at all counts as over. The server is the authority (it may end the session sooner, when idle):
 * this only keeps a dashboard left open from looking signed in after the server's absolute limit.
 */
export function sessionHasEnded(expiresAt: number | null | undefined, now: number): boolean {
  return expiresAt === null || expiresAt === undefined || !Number.isFinite(expiresAt) || now >= expiresAt;
}
