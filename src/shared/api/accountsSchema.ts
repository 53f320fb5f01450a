import * as v from 'valibot';
import {
  AUDIT_ACTIONS,
  AUDIT_PAGE_SIZE,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  ROLES,
  type Account,
  type AccountChangeRequest,
  type AccountCreated,
  type AccountList,
  type AuditPage,
  type AuditQuery,
  type NewAccountRequest,
  type PasswordChangeRequest,
  type SessionInfo,
  type SetupPasswordRequest,
  type SetupTokenInfo,
  type SetupTokenRequest,
  type SignInRefused,
  type SignInRequest,
} from './accounts';
import { requestObject } from './requestObject';

/**
 * The checks of the accounts API (accounts.ts): the server runs them on every request whatever the
 * browser checked, the browser's forms show the same messages, and the tests' msw handlers use them.
 */

const email = v.pipe(
  v.string('Enter an email address.'),
  v.trim(),
  v.nonEmpty('Enter an email address.'),
  v.maxLength(EMAIL_MAX_LENGTH, `An email address has at most ${EMAIL_MAX_LENGTH} characters.`),
  v.email('Enter an email address like name@example.gov.ng.'),
  v.toLowerCase(),
);

/** The sign-in's password is only checked for presence: its rules are for choosing one. */
const typedPassword = v.pipe(
  v.string('Enter a password.'),
  v.nonEmpty('Enter a password.'),
  v.maxLength(PASSWORD_MAX_LENGTH, `A password has at most ${PASSWORD_MAX_LENGTH} characters.`),
);

/** A password being chosen: length only (the list of common passwords is checked by the server). */
export const newPasswordSchema = v.pipe(
  v.string('Choose a password.'),
  v.minLength(PASSWORD_MIN_LENGTH, `Choose a password of at least ${PASSWORD_MIN_LENGTH} characters.`),
  v.maxLength(PASSWORD_MAX_LENGTH, `A password has at most ${PASSWORD_MAX_LENGTH} characters.`),
);

const role = v.picklist(ROLES, `The role must be one of ${ROLES.join(', ')}.`);
const name = v.pipe(
  v.string('Enter a name.'),
  v.trim(),
  v.nonEmpty('Enter a name.'),
  v.maxLength(NAME_MAX_LENGTH, `A name has at most ${NAME_MAX_LENGTH} characters.`),
);
const isoTime = v.pipe(v.string(), v.isoTimestamp());
const token = v.pipe(v.string('The link is not complete.'), v.nonEmpty('The link is not complete.'));

export const signInRequestSchema = requestObject(
  { email, password: typedPassword },
  'Send an email and a password.',
) satisfies v.GenericSchema<unknown, SignInRequest>;

export const staffUserSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  email: v.string(),
  name: v.string(),
  role,
});

export const sessionInfoSchema = v.object({
  user: staffUserSchema,
  csrfToken: v.pipe(v.string(), v.nonEmpty()),
  expiresAt: isoTime,
}) satisfies v.GenericSchema<unknown, SessionInfo>;

export const signInRefusedSchema = v.object({
  error: v.string(),
  reason: v.picklist(['invalidCredentials', 'locked', 'tooManyAttempts']),
  retryAfterSeconds: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
}) satisfies v.GenericSchema<unknown, SignInRefused>;

export const passwordChangeRequestSchema = requestObject(
  { currentPassword: typedPassword, newPassword: newPasswordSchema },
  'Send the current password and the new one.',
) satisfies v.GenericSchema<unknown, PasswordChangeRequest>;

export const accountSchema = v.object({
  ...staffUserSchema.entries,
  createdAt: isoTime,
  disabledAt: v.nullable(isoTime),
  lastSignInAt: v.nullable(isoTime),
  passwordResetPending: v.boolean(),
}) satisfies v.GenericSchema<unknown, Account>;

export const accountListSchema = v.object({
  accounts: v.array(accountSchema),
}) satisfies v.GenericSchema<unknown, AccountList>;

export const newAccountRequestSchema = requestObject(
  { email, name, role },
  'Send the new account’s email, name and role.',
) satisfies v.GenericSchema<unknown, NewAccountRequest>;

export const setupLinkSchema = v.object({
  setupPath: v.pipe(v.string(), v.startsWith('/')),
  expiresAt: isoTime,
});

export const accountCreatedSchema = v.object({
  account: accountSchema,
  setup: setupLinkSchema,
}) satisfies v.GenericSchema<unknown, AccountCreated>;

export const accountChangeRequestSchema = v.pipe(
  requestObject(
    {
      role: v.optional(role),
      disabled: v.optional(v.boolean('Say whether the account is disabled (true or false).')),
    },
    'Send the role or whether the account is disabled.',
  ),
  v.check(
    (change) => (change.role === undefined) !== (change.disabled === undefined),
    'Change either the role or whether the account is disabled, one at a time.',
  ),
) satisfies v.GenericSchema<unknown, AccountChangeRequest>;

export const setupTokenRequestSchema = requestObject(
  { token },
  'Send the link’s token.',
) satisfies v.GenericSchema<unknown, SetupTokenRequest>;

export const setupTokenInfoSchema = v.object({
  email: v.string(),
  name: v.string(),
  firstAdmin: v.boolean(),
}) satisfies v.GenericSchema<unknown, SetupTokenInfo>;

export const setupPasswordRequestSchema = requestObject(
  { token, password: newPasswordSchema, email: v.optional(email), name: v.optional(name) },
  'Send the link’s token and the new password.',
) satisfies v.GenericSchema<unknown, SetupPasswordRequest>;

/** The first admin's link also needs who they are: a missing e-mail or name gets that field's message. */
export const firstAdminRequestSchema = requestObject(
  { token, password: newPasswordSchema, email, name },
  'Send the link’s token, your email, your name and the new password.',
) satisfies v.GenericSchema<unknown, Required<SetupPasswordRequest>>;

/** The audit log's filters as a query string (every value arrives as text). */
export const auditQuerySchema = v.object({
  actor: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(EMAIL_MAX_LENGTH))),
  action: v.optional(v.picklist(AUDIT_ACTIONS, 'Choose one of the audit log’s actions.')),
  before: v.optional(v.pipe(v.string(), v.uuid('The page to continue from is not valid.'))),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.transform(Number),
      v.integer(`The limit must be a whole number from 1 to ${AUDIT_PAGE_SIZE}.`),
      v.minValue(1, `The limit must be a whole number from 1 to ${AUDIT_PAGE_SIZE}.`),
      v.maxValue(AUDIT_PAGE_SIZE, `The limit must be a whole number from 1 to ${AUDIT_PAGE_SIZE}.`),
    ),
  ),
}) satisfies v.GenericSchema<Record<string, string>, AuditQuery>;

export const auditEntrySchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  at: isoTime,
  action: v.picklist(AUDIT_ACTIONS),
  actorEmail: v.nullable(v.string()),
  subject: v.nullable(v.string()),
  ip: v.nullable(v.string()),
  detail: v.nullable(v.string()),
});

export const auditPageSchema = v.object({
  entries: v.array(auditEntrySchema),
  next: v.nullable(v.pipe(v.string(), v.uuid())),
}) satisfies v.GenericSchema<unknown, AuditPage>;
