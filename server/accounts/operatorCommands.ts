import type { Kysely } from 'kysely';
import * as v from 'valibot';
import { ROLES, type Role } from '@/shared/api/accounts';
import { newAccountRequestSchema, signInRequestSchema } from '@/shared/api/accountsSchema';
import type { Database } from '../db/schema';
import {
  OPERATOR,
  changeAccount,
  createAccount,
  findAccountByEmail,
  forcePasswordReset,
  listAccounts,
} from './accountRules';

/** One `npm run users` command, checked: what the shell, or the control socket, asks for. */
export type UsersCommand =
  | { command: 'create'; email: string; name: string; role: Role }
  | { command: 'reset-password' | 'disable'; email: string }
  | { command: 'list' };

/** A command a person typed wrong, or that cannot be done: one line, exit code 1. */
export class UsersCommandError extends Error {}

export const USAGE =
  'npm run users -- create EMAIL [--name NAME] [--role writer|editor|admin] | reset-password EMAIL | disable EMAIL | list';

/** Reads `npm run users -- …`'s arguments (also what the control socket receives, checked again there). */
export function parseUsersCommand(args: unknown): UsersCommand {
  if (!Array.isArray(args) || !args.every((a) => typeof a === 'string'))
    throw new UsersCommandError(`Usage: ${USAGE}`);
  const [command, ...rest] = args;
  if (command === 'list' && rest.length === 0) return { command };
  if (command !== 'create' && command !== 'reset-password' && command !== 'disable')
    throw new UsersCommandError(`Usage: ${USAGE}`);
  const [rawEmail, ...options] = rest;
  const email = v.safeParse(signInRequestSchema.entries.email, rawEmail ?? '');
  if (!email.success) throw new UsersCommandError(`${email.issues[0].message} Usage: ${USAGE}`);
  if (command !== 'create') {
    if (options.length) throw new UsersCommandError(`Usage: ${USAGE}`);
    return { command, email: email.output };
  }
  const flags = new Map<string, string>();
  for (let i = 0; i < options.length; i += 2) {
    const flag = options[i];
    const value = options[i + 1];
    if ((flag !== '--name' && flag !== '--role') || value === undefined)
      throw new UsersCommandError(`Usage: ${USAGE}`);
    flags.set(flag, value);
  }
  const request = v.safeParse(newAccountRequestSchema, {
    email: email.output,
    name: flags.get('--name') ?? email.output.split('@')[0],
    role: flags.get('--role') ?? 'writer',
  });
  if (!request.success)
    throw new UsersCommandError(`${request.issues[0].message} Roles: ${ROLES.join(', ')}.`);
  return { command, ...request.output };
}

export interface OperatorDependencies {
  db: Kysely<Database>;
  clock: () => Date;
  newId: () => string;
  randomToken: () => string;
}

/**
 * Runs a checked command as the operator (audit: actor null, detail "operator") and returns what to
 * print. `origin` begins the one-time links (PUBLIC_ORIGIN, or the server's http://HOST:PORT).
 */
export async function runUsersCommand(
  deps: OperatorDependencies,
  command: UsersCommand,
  origin: string,
): Promise<string> {
  const now = deps.clock();
  if (command.command === 'list') {
    const accounts = await listAccounts(deps.db, now);
    if (accounts.length === 0) return 'No accounts yet.';
    return accounts
      .map((a) =>
        [
          a.email,
          a.role,
          a.disabledAt ? 'disabled' : a.passwordResetPending ? 'link waiting' : 'active',
          `last sign-in ${a.lastSignInAt ?? 'never'}`,
        ].join('  '),
      )
      .join('\n');
  }
  if (command.command === 'create') {
    const created = await createAccount(deps, command, OPERATOR);
    if ('refused' in created)
      throw new UsersCommandError(`An account with the e-mail ${command.email} already exists.`);
    return `Created ${command.email} (${command.role}). One-time link to choose a password (valid one hour): ${origin}${created.setup.setupPath}`;
  }
  const account = await findAccountByEmail(deps.db, command.email, now);
  if (!account) throw new UsersCommandError(`There is no account with the e-mail ${command.email}.`);
  if (command.command === 'disable') {
    const changed = await changeAccount(deps, account.id, { disabled: true }, OPERATOR);
    if ('refused' in changed)
      throw new UsersCommandError(
        `${command.email} is the last active admin: make another account an admin first.`,
      );
    return `Disabled ${command.email}: its sessions have ended.`;
  }
  const link = await forcePasswordReset(deps, account.id, OPERATOR);
  if ('refused' in link) throw new UsersCommandError(`There is no account with the e-mail ${command.email}.`);
  return `Password of ${command.email} reset: its sessions have ended. One-time link to choose a new one (valid one hour): ${origin}${link.setupPath}`;
}
