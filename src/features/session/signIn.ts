import * as v from 'valibot';
import { SESSION_PATH, type SignInRequest } from '@/shared/api/accounts';
import { sessionInfoSchema, signInRefusedSchema } from '@/shared/api/accountsSchema';
import { siteAddress } from '@/shared/api/sameSite';
import type { SignInOutcome } from '@/machines/login.machine';

/** When a 429 names no wait (an older server, a proxy's own answer), the form waits this long. */
const DEFAULT_RETRY_AFTER_SECONDS = 60;

/**
 * Asks the server to sign in (POST SESSION_PATH): it sets the session cookie and answers who is signed
 * in. A refusal is an outcome; no usable answer (offline, a server error, a reply of the wrong shape)
 * rejects, and the form says signing in is not possible right now.
 */
export async function signIn(attempt: SignInRequest, fetcher: typeof fetch = fetch): Promise<SignInOutcome> {
  const response = await fetcher(siteAddress(SESSION_PATH), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify(attempt),
  });
  if (response.ok) return { kind: 'signedIn', session: v.parse(sessionInfoSchema, await response.json()) };
  // 400: the server found the e-mail malformed; to the person it is a pair that does not sign in.
  if (response.status === 401 || response.status === 400) return { kind: 'refused' };
  if (response.status === 429) {
    const refused = v.safeParse(signInRefusedSchema, await response.json().catch(() => null));
    const header = Number(response.headers.get('Retry-After'));
    const seconds =
      (refused.success ? refused.output.retryAfterSeconds : undefined) ??
      (Number.isInteger(header) && header > 0 ? header : DEFAULT_RETRY_AFTER_SECONDS);
    return { kind: 'locked', retryAfterSeconds: seconds };
  }
  throw new Error(`The sign-in was answered ${response.status}`);
}
