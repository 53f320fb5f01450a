import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';

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
}

/** The session's token from the request's cookie, if any. */
export function readSessionToken(c: Context, secure: boolean): string | undefined {
  return secure ? getCookie(c, NAME, 'host') : getCookie(c, NAME);
}

/** Tells the browser to forget the cookie. */
export function clearSessionCookie(c: Context, secure: boolean) {
  deleteCookie(c, NAME, {
    path: '/',
    secure,
    httpOnly: true,
    sameSite: 'Lax',
    ...(secure ? { prefix: 'host' as const } : {}),
  });
}
