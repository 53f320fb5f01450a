import type { Context, Hono } from 'hono';
import {
  ACCOUNTS_PATH,
  AUDIT_PATH,
  SETUP_PASSWORD_PATH,
  SETUP_TOKEN_PATH,
  type Account,
  type AccountCreated,
  type AccountList,
  type AuditPage,
  type SetupLink,
  type SetupTokenInfo,
} from '@/shared/api/accounts';
import {
  accountChangeRequestSchema,
  auditQuerySchema,
  firstAdminRequestSchema,
  newAccountRequestSchema,
  setupPasswordRequestSchema,
  setupTokenRequestSchema,
} from '@/shared/api/accountsSchema';
import type { ApiError } from '@/shared/api/errors';
import type { AppEnv } from '../appEnv';
import { checked, checkedJson, checkedQuery, jsonBodyLimit } from '../http/validation';
import { changeAccount, createAccount, forcePasswordReset, listAccounts, type Refusal } from './accountRules';
import { auditPage } from './audit';
import type { AccountsDependencies } from './dependencies';
import { createFirstAdmin } from './firstAdmin';
import { setPasswordFromLink, type LinkPasswordOutcome } from './passwordChanges';
import { requireRole, type SignedInEnv } from './requireRole';
import { setupTokenOwner } from './setupLinks';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const LINK_GONE: ApiError = {
  error: 'This link has expired or has already been used. Ask an admin for a new one.',
};

/** The admins' routes (accounts and the audit log) and the one-time links' two routes (no session). */
export function addAccountRoutes(app: Hono<AppEnv>, deps: AccountsDependencies) {
  const { db, clock } = deps;
  const admin = requireRole('admin');
  const actor = (c: Context<SignedInEnv>) => ({ email: c.var.signedIn.user.email, ip: c.var.clientIp });

  app.get(ACCOUNTS_PATH, admin, async (c) =>
    c.json<AccountList>({ accounts: await listAccounts(db, clock()) }),
  );

  app.post(ACCOUNTS_PATH, jsonBodyLimit, admin, async (c) => {
    const request = await checkedJson(c, newAccountRequestSchema);
    if (!request.ok) return request.response;
    const created = await createAccount(deps, request.value, actor(c));
    if ('refused' in created) return refusal(c, created);
    return c.json<AccountCreated>(created, 201);
  });

  app.patch(`${ACCOUNTS_PATH}/:id`, jsonBodyLimit, admin, async (c) => {
    const id = c.req.param('id');
    if (!UUID.test(id)) return refusal(c, { refused: 'notFound' });
    const request = await checkedJson(c, accountChangeRequestSchema);
    if (!request.ok) return request.response;
    const changed = await changeAccount(deps, id, request.value, actor(c));
    if ('refused' in changed) return refusal(c, changed);
    return c.json<Account>(changed);
  });

  app.post(`${ACCOUNTS_PATH}/:id/password-reset`, admin, async (c) => {
    const id = c.req.param('id');
    if (!UUID.test(id)) return refusal(c, { refused: 'notFound' });
    const link = await forcePasswordReset(deps, id, actor(c));
    if ('refused' in link) return refusal(c, link);
    return c.json<SetupLink>(link);
  });

  app.get(AUDIT_PATH, admin, async (c) => {
    const query = checkedQuery(c, auditQuerySchema);
    if (!query.ok) return query.response;
    return c.json<AuditPage>(await auditPage(db, query.value));
  });

  app.post(SETUP_TOKEN_PATH, jsonBodyLimit, async (c) => {
    const request = await checkedJson(c, setupTokenRequestSchema);
    if (!request.ok) return request.response;
    const owner = await setupTokenOwner(db, request.value.token, clock());
    if (!owner) return c.json(LINK_GONE, 410);
    const { email, name, firstAdmin } = owner;
    return c.json<SetupTokenInfo>({ email, name, firstAdmin });
  });

  app.post(SETUP_PASSWORD_PATH, jsonBodyLimit, async (c) => {
    const request = await checkedJson(c, setupPasswordRequestSchema);
    if (!request.ok) return request.response;
    const { token, password } = request.value;
    const owner = await setupTokenOwner(db, token, clock());
    if (!owner) return c.json(LINK_GONE, 410);
    let outcome: LinkPasswordOutcome;
    if (owner.accountId === null) {
      // The first admin's link: who they are comes with the password, checked as any request is.
      const first = checked(c, firstAdminRequestSchema, request.value);
      if (!first.ok) return first.response;
      outcome = await createFirstAdmin(deps, first.value, c.var.clientIp);
    } else {
      const account = { accountId: owner.accountId, email: owner.email };
      outcome = await setPasswordFromLink(deps, account, token, password, c.var.clientIp);
    }
    if (outcome.ok) return c.body(null, 204);
    if (outcome.refused === 'linkUsed') return c.json(LINK_GONE, 410);
    return c.json<ApiError>({ error: outcome.message, fields: { password: outcome.message } }, 400);
  });
}

function refusal(c: Context, { refused }: Refusal) {
  switch (refused) {
    case 'notFound':
      return c.json<ApiError>({ error: 'There is no such account.' }, 404);
    case 'emailTaken': {
      const error = 'An account with this email address already exists.';
      return c.json<ApiError>({ error, fields: { email: error } }, 409);
    }
    case 'lastAdmin':
      return c.json<ApiError>(
        { error: 'This is the last active admin: make another account an admin first.' },
        409,
      );
  }
}
