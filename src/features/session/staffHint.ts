import { STAFF_HINT_COOKIE } from '@/shared/api/staffHint';

/** Whether this browser holds the hint that it may be signed in (STAFF_HINT_COOKIE): visitors' never do. */
export function staffHinted(cookies: string = globalThis.document?.cookie ?? ''): boolean {
  return cookies.split(/;\s*/).includes(`${STAFF_HINT_COOKIE}=1`);
}
