import { SESSION_PATH, type SessionInfo } from '@/shared/api/accounts';
import { siteAddress } from '@/shared/api/sameSite';

/**
 * Who is signed in, asked of the server (GET SESSION_PATH) by a public page in a browser with the staff
 * hint (staffHint.ts); null when nobody is (the server then clears the hint), or the server cannot be
 * reached. Never throws.
 */
export async function fetchSession(fetcher: typeof fetch = fetch): Promise<SessionInfo | null> {
  try {
    const response = await fetcher(siteAddress(SESSION_PATH), { credentials: 'same-origin' });
    return response.ok ? ((await response.json()) as SessionInfo) : null;
  } catch {
    return null;
  }
}
