import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query/react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { CSRF_HEADER } from './accounts';
import { serverSessionEnded, type WithCsrfToken } from './apiEvents';
import { siteAddress } from './sameSite';

/** The methods that change something: each carries the session's anti-forgery token. */
const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const fetchFromSite = fetchBaseQuery({ credentials: 'same-origin' });

/**
 * An endpoint's headers as one Headers object, whichever form it gave them in (spread into an object, a
 * Headers object or a list would be lost); unset values are left out, as fetchBaseQuery leaves them.
 */
function headersOf(given: FetchArgs['headers']): Headers {
  // A list is of name–value pairs, as fetch reads it (its type says only string[][]).
  if (given instanceof Headers || Array.isArray(given)) return new Headers(given as HeadersInit);
  const headers = new Headers();
  for (const [name, value] of Object.entries(given ?? {})) if (value !== undefined) headers.set(name, value);
  return headers;
}

/**
 * Every call of the staff area: the session cookie goes along by itself; a change also carries
 * CSRF_HEADER; a 401 (the session is over, whatever the reason) ends the UI's session, and the staff guard
 * sends the person to /login with the way back remembered.
 */
const staffQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extra,
) => {
  const request = typeof args === 'string' ? { url: args } : args;
  const method = (request.method ?? 'GET').toUpperCase();
  const token = (api.getState() as WithCsrfToken).session.csrfToken;
  let headers = request.headers;
  if (CHANGES.has(method) && token) {
    headers = headersOf(request.headers);
    headers.set(CSRF_HEADER, token);
  }
  const result = await fetchFromSite({ ...request, url: siteAddress(request.url), headers }, api, extra);
  if (result.error?.status === 401) api.dispatch(serverSessionEnded());
  return result;
};

/**
 * The data-fetching client (SPEC §7; RTK Query): one api slice, each feature injecting its endpoints.
 * It loads with the staff area only (src/app/staffApi.ts installs it), never with a public page.
 * An endpoint that takes nothing takes `undefined`, as RTK Query passes it (`useGetSessionQuery(undefined)`);
 * a mutation whose answer nothing reads answers `unknown`.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: staffQuery,
  tagTypes: ['Session', 'Account', 'Audit', 'Content'],
  endpoints: () => ({}),
});
