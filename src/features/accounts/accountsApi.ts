import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import {
  ACCOUNTS_PATH,
  AUDIT_PATH,
  SETUP_PASSWORD_PATH,
  SETUP_TOKEN_PATH,
  accountPath,
  accountResetPath,
  type Account,
  type AccountChangeRequest,
  type AccountCreated,
  type AuditPage,
  type AuditQuery,
  type NewAccountRequest,
  type SetupLink,
  type SetupPasswordRequest,
  type SetupTokenInfo,
} from '@/shared/api/accounts';
import {
  accountCreatedSchema,
  accountListSchema,
  accountSchema,
  auditPageSchema,
  setupLinkSchema,
  setupTokenInfoSchema,
} from '@/shared/api/accountsSchema';
import { api } from '@/shared/api/apiSlice';
import { parsedBy } from '@/shared/api/parsedBy';

const LIST = { type: 'Account', id: 'LIST' } as const;

/** The audit log's query string: only the filters that are set. */
function auditSearch({ actor, action, before }: AuditQuery): string {
  const params = new URLSearchParams();
  if (actor) params.set('actor', actor);
  if (action) params.set('action', action);
  if (before) params.set('before', before);
  const query = params.toString();
  return query ? `${AUDIT_PATH}?${query}` : AUDIT_PATH;
}

/**
 * User management, the audit log and the one-time link (issue 24), injected into the one api slice.
 * A change to an account shows at once (optimistic) and is put back when the server says no; the
 * screen then shows why (accountErrors.ts).
 */
export const accountsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAccounts: build.query<Account[], undefined>({
      query: () => ACCOUNTS_PATH,
      transformResponse: (data: unknown) => parsedBy(accountListSchema)(data).accounts,
      providesTags: (accounts = []) => [
        LIST,
        ...accounts.map(({ id }) => ({ type: 'Account' as const, id })),
      ],
    }),
    createAccount: build.mutation<AccountCreated, NewAccountRequest>({
      query: (body) => ({ url: ACCOUNTS_PATH, method: 'POST', body }),
      transformResponse: parsedBy(accountCreatedSchema),
      invalidatesTags: [LIST, 'Audit'],
    }),
    changeAccount: build.mutation<Account, { id: string; change: AccountChangeRequest }>({
      query: ({ id, change }) => ({ url: accountPath(id), method: 'PATCH', body: change }),
      transformResponse: parsedBy(accountSchema),
      async onQueryStarted({ id, change }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          accountsApi.util.updateQueryData('listAccounts', undefined, (accounts) => {
            const account = accounts.find((a) => a.id === id);
            if (!account) return;
            if (change.role) account.role = change.role;
            if (change.disabled !== undefined)
              account.disabledAt = change.disabled ? (account.disabledAt ?? new Date().toISOString()) : null;
          }),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(
            accountsApi.util.updateQueryData('listAccounts', undefined, (accounts) =>
              accounts.map((a) => (a.id === id ? data : a)),
            ),
          );
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: ['Audit'],
    }),
    forcePasswordReset: build.mutation<SetupLink, string>({
      query: (id) => ({ url: accountResetPath(id), method: 'POST' }),
      transformResponse: parsedBy(setupLinkSchema),
      invalidatesTags: (_link, _error, id) => [{ type: 'Account', id }, 'Audit'],
    }),
    auditPage: build.query<AuditPage, AuditQuery>({
      query: auditSearch,
      transformResponse: parsedBy(auditPageSchema),
      providesTags: ['Audit'],
    }),
    checkSetupToken: build.mutation<SetupTokenInfo, string>({
      query: (token) => ({ url: SETUP_TOKEN_PATH, method: 'POST', body: { token } }),
      transformResponse: parsedBy(setupTokenInfoSchema),
    }),
    setSetupPassword: build.mutation<unknown, SetupPasswordRequest>({
      query: (body) => ({ url: SETUP_PASSWORD_PATH, method: 'POST', body }),
    }),
  }),
});

export const {
  useListAccountsQuery,
  useCreateAccountMutation,
  useChangeAccountMutation,
  useForcePasswordResetMutation,
  useAuditPageQuery,
  useCheckSetupTokenMutation,
  useSetSetupPasswordMutation,
} = accountsApi;

/** The HTTP status of a refusal, or null for a network failure or an answer of the wrong shape. */
export function statusOf(error: unknown): number | null {
  const status = (error as FetchBaseQueryError | undefined)?.status;
  return typeof status === 'number' ? status : null;
}

/** The server's per-field messages (ApiError.fields), when it sent any. */
export function fieldsOf(error: unknown): Record<string, string> {
  const data = (error as { data?: unknown } | undefined)?.data;
  const fields = (data as { fields?: unknown } | undefined)?.fields;
  return fields && typeof fields === 'object' ? (fields as Record<string, string>) : {};
}
