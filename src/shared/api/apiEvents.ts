import { createAction } from '@reduxjs/toolkit';

/**
 * The server answered 401: the session behind the cookie is over (expired, idle, revoked elsewhere).
 * Dispatched by the API client (apiSlice.ts); the session slice ends the UI's session, and the staff guard
 * sends the person to /login with the way back remembered. Kept apart from the client so the always-loaded
 * session slice does not pull the client into every page.
 */
export const serverSessionEnded = createAction('api/serverSessionEnded');

/** What the API client reads of the store: the session's anti-forgery token (sessionSlice). */
export interface WithCsrfToken {
  session: { csrfToken: string | null };
}
