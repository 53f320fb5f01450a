import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { STAFF_HINT_COOKIE } from '@/shared/api/staffHint';

const NAME = 'cgn_session';

/**
 * The session cookie: HttpOnly (no script reads it), SameSite=Lax, Path=/. Over HTTPS also Secure with
 * the `__Host-` prefix (the browser then refuses it from a sub-domain or over plain HTTP).
 */
export function writeSessionCookie(c: Context, token: string, secure: boolean, maxAgeSeconds: number) {
  setCookie(c, NAME, token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure,
    maxAge: maxAgeSeconds,
    ...(secure ? { prefix: 'host' as const } : {}),
  });
  // Beside it, for as long: the hint public pages read (STAFF_HINT_COOKIE), with no secret in it.
  setCookie(c, STAFF_HINT_COOKIE, '1', { sameSite: 'Lax', path: '/', secure, maxAge: maxAgeSeconds });
}

/** The session's token from the request's cookie, if any. */
export function readSessionToken(c: Context, secure: boolean): string | undefined {
  return secure ? getCookie(c, NAME, 'host') : getCookie(c, NAME);
}

/** Tells the browser to forget the cookie, and the hint beside it. */
export function clearSessionCookie(c: Context, secure: boolean) {
  deleteCookie(c, NAME, {
    path: '/',
    secure,
    httpOnly: true,
    sameSite: 'Lax',
    ...(secure ? { prefix: 'host' as const } : {}),
  });
  clearStaffHint(c, secure);
}

/** Tells the browser to forget the hint: its session has ended (it asked, and nobody is signed in). */
export function clearStaffHint(c: Context, secure: boolean) {
  if (getCookie(c, STAFF_HINT_COOKIE) !== undefined)
    deleteCookie(c, STAFF_HINT_COOKIE, { path: '/', secure, sameSite: 'Lax' });
}
