import { STAFF_HINT_COOKIE } from '@/shared/api/staffHint';

/** Whether this browser holds the hint that it may be signed in (STAFF_HINT_COOKIE): visitors' never do. */
export function staffHinted(
  // No document on the server, where pages are rendered.
  cookies: string = (globalThis.document as Document | undefined)?.cookie ?? '',
): boolean {
  return cookies.split(/;\s*/).includes(`${STAFF_HINT_COOKIE}=1`);
}
