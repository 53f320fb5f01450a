import {
  ALL_SESSIONS_PATH,
  OWN_PASSWORD_PATH,
  SESSION_PATH,
  type PasswordChangeRequest,
  type SessionInfo,
} from '@/shared/api/accounts';
import * as v from 'valibot';
import { sessionInfoSchema } from '@/shared/api/accountsSchema';
import { api } from '@/shared/api/apiSlice';
import { userLoggedIn, userLoggedOut } from './sessionSlice';

/**
 * The session's calls (issue 24). Asking who is signed in brings the UI's session in step with the
 * server's; signing out (here or everywhere) ends it whatever the server answers — a session the server
 * already ended is just as ended.
 */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSession: build.query<SessionInfo, undefined>({
      // The UI's session is set before the query counts as done, so no render sees "answered" without it.
      async queryFn(_arg, { dispatch }, _extra, baseQuery) {
        const result = await baseQuery(SESSION_PATH);
        if (result.error) return { error: result.error };
        const parsed = v.safeParse(sessionInfoSchema, result.data);
        if (!parsed.success)
          return {
            error: {
              status: 'PARSING_ERROR',
              originalStatus: 200,
              data: '',
              error: parsed.issues[0].message,
            },
          };
        dispatch(userLoggedIn(parsed.output));
        return { data: parsed.output };
      },
      providesTags: ['Session'],
    }),
    signOut: build.mutation<unknown, { everywhere: boolean }>({
      query: ({ everywhere }) => ({ url: everywhere ? ALL_SESSIONS_PATH : SESSION_PATH, method: 'DELETE' }),
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        await queryFulfilled.catch(() => undefined);
        dispatch(userLoggedOut());
      },
    }),
    changeOwnPassword: build.mutation<unknown, PasswordChangeRequest>({
      query: (body) => ({ url: OWN_PASSWORD_PATH, method: 'PUT', body }),
    }),
  }),
});

export const { useGetSessionQuery, useSignOutMutation, useChangeOwnPasswordMutation } = sessionApi;
