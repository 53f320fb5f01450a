import { SESSION_PATH, STAFF_HINT_COOKIE, type SessionInfo } from '@/shared/api/accounts';
import { siteAddress } from '@/shared/api/sameSite';

/** Whether this browser holds the hint that it may be signed in (STAFF_HINT_COOKIE): visitors' never do. */
export function staffHinted(cookies: string = globalThis.document?.cookie ?? ''): boolean {
  return cookies.split(/;\s*/).includes(`${STAFF_HINT_COOKIE}=1`);
}

/**
 * Who is signed in, asked of the server (GET SESSION_PATH) by a public page in a browser with the hint;
 * null when nobody is (the server then clears the hint), or the server cannot be reached. Never throws.
 */
export async function fetchSession(fetcher: typeof fetch = fetch): Promise<SessionInfo | null> {
  try {
    const response = await fetcher(siteAddress(SESSION_PATH), { credentials: 'same-origin' });
    return response.ok ? ((await response.json()) as SessionInfo) : null;
  } catch {
    return null;
  }
}
