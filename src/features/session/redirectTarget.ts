import { PATHS } from '@/shared/site/paths';

/** Where the login sends a visitor when nothing else was asked for. */
const DEFAULT_AFTER_LOGIN = PATHS.admin;

/**
 * The address to open after logging in: the location RequireAdmin remembered in router state as `from`
 * (path, query and hash), or /admin. Router state can be anything, so only a same-site path is trusted.
 */
export function redirectTarget(state: unknown): string {
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : undefined;
  if (typeof from !== 'object' || from === null) return DEFAULT_AFTER_LOGIN;
  const { pathname, search = '', hash = '' } = from as Record<string, unknown>;
  const samePath = typeof pathname === 'string' && pathname.startsWith('/') && !/^\/[/\\]/.test(pathname);
  if (!samePath || pathname === PATHS.login || typeof search !== 'string' || typeof hash !== 'string') {
    return DEFAULT_AFTER_LOGIN;
  }
  return `${pathname}${search.startsWith('?') ? search : ''}${hash.startsWith('#') ? hash : ''}`;
}

/** The pages only the server renders that send a signed-out person to /login?next=…: a draft's preview. */
const SERVER_PAGE = /^\/preview\/articles\/[0-9a-f-]{36}$/;

/**
 * The server's page that sent a signed-out staff member to the login (`?next=` in `search`), if it is one
 * of those: opened with a full load once signed in, since the app has no route for it.
 */
export function serverPageAfterLogin(search: string): string | undefined {
  const next = new URLSearchParams(search).get('next');
  return next !== null && SERVER_PAGE.test(next) ? next : undefined;
}

/** True when the admin was sent to /login because their session ran out (RequireAdmin's `ended`). */
export function sessionRanOut(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'ended' in state && state.ended === 'expiry';
}
