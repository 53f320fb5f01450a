import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query/react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { CSRF_HEADER } from './accounts';
import { serverSessionEnded, type WithCsrfToken } from './apiEvents';
import { siteAddress } from './sameSite';

/** The methods that change something: each carries the session's anti-forgery token. */
const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const fetchFromSite = fetchBaseQuery({ credentials: 'same-origin' });

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
  const headers =
    CHANGES.has(method) && token ? { ...request.headers, [CSRF_HEADER]: token } : request.headers;
  const result = await fetchFromSite({ ...request, url: siteAddress(request.url), headers }, api, extra);
  if (result.error?.status === 401) api.dispatch(serverSessionEnded());
  return result;
};

/**
 * The data-fetching client (SPEC §7; RTK Query): one api slice, each feature injecting its endpoints.
 * It loads with the staff area only (src/app/staffApi.ts installs it), never with a public page.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: staffQuery,
  tagTypes: ['Session', 'Account', 'Audit', 'Content'],
  endpoints: () => ({}),
});
