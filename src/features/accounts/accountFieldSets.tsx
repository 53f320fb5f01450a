import type { RefObject } from 'react';
import * as v from 'valibot';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@/shared/api/accounts';
import type { useT } from '@/shared/i18n/useT';
import { AccountField } from './AccountField';
import type { accountsMessages } from './messages';

type T = ReturnType<typeof useT<keyof typeof accountsMessages.en>>;
type Refs<F extends string> = Record<F, RefObject<HTMLInputElement | null>>;

interface FieldSet<F extends string> {
  /** Starts each field's id: `${idPrefix}-email`. */
  idPrefix: string;
  t: T;
  values: Record<F, string>;
  onChange: (field: F, value: string) => void;
  errors: Partial<Record<F, string>>;
  refs: Refs<F>;
}

/**
 * A new account's e-mail and name: an admin adding one (`autoComplete` off: not the admin's own), or the
 * first admin creating theirs on the set-up page (their own: `username` and `name`).
 */
export function EmailAndNameFields({
  idPrefix,
  t,
  values,
  onChange,
  errors,
  refs,
  own,
}: FieldSet<'email' | 'name'> & { own: boolean }) {
  return (
    <>
      <AccountField
        id={`${idPrefix}-email`}
        label={t('add.email')}
        type="email"
        autoComplete={own ? 'username' : 'off'}
        maxLength={EMAIL_MAX_LENGTH}
        value={values.email}
        onChange={(value) => onChange('email', value)}
        error={errors.email}
        inputRef={refs.email}
      />
      <AccountField
        id={`${idPrefix}-name`}
        label={t('add.name')}
        autoComplete={own ? 'name' : 'off'}
        maxLength={NAME_MAX_LENGTH}
        value={values.name}
        onChange={(value) => onChange('name', value)}
        error={errors.name}
        inputRef={refs.name}
      />
    </>
  );
}

/** The e-mail and name the shared schema refused (its issues), each with what to do, in the reader's language. */
export function emailAndNameRefusals(
  issues: readonly v.BaseIssue<unknown>[] | undefined,
  t: T,
): Partial<Record<'email' | 'name', string>> {
  const refused = new Set(issues?.map((issue) => v.getDotPath(issue)));
  return {
    ...(refused.has('email') && { email: t('add.error.email') }),
    ...(refused.has('name') && { name: t('add.error.name') }),
  };
}

/**
 * A password being chosen, typed twice: on the set-up page (`password`) and in "Your account"
 * (`newPassword`): `passwordField` is the request's name for it, which the server's refusals use too.
 */
export function NewPasswordFields<P extends string>({
  passwordField,
  idPrefix,
  t,
  values,
  onChange,
  errors,
  refs,
}: FieldSet<P | 'confirm'> & { passwordField: P }) {
  return (
    <>
      <AccountField
        id={`${idPrefix}-${passwordField}`}
        label={t('own.new')}
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        value={values[passwordField]}
        onChange={(value) => onChange(passwordField, value)}
        error={errors[passwordField]}
        hint={t('own.hint', { min: PASSWORD_MIN_LENGTH })}
        inputRef={refs[passwordField]}
      />
      <AccountField
        id={`${idPrefix}-confirm`}
        label={t('own.confirm')}
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        value={values.confirm}
        onChange={(value) => onChange('confirm', value)}
        error={errors.confirm}
        inputRef={refs.confirm}
      />
    </>
  );
}

/**
 * What is wrong with a password being chosen, checked here before the server checks it: too short, or
 * typed differently the second time.
 */
export function newPasswordRefusals<P extends string>(
  passwordField: P,
  values: Record<P | 'confirm', string>,
  t: T,
): Partial<Record<P | 'confirm', string>> {
  const refused: Partial<Record<P | 'confirm', string>> = {};
  if (values[passwordField].length < PASSWORD_MIN_LENGTH)
    refused[passwordField] = t('own.error.short', { min: PASSWORD_MIN_LENGTH });
  else if (values.confirm !== values[passwordField]) refused.confirm = t('own.error.mismatch');
  return refused;
}
