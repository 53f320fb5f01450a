import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router-dom';
import * as v from 'valibot';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@/shared/api/accounts';
import { firstAdminRequestSchema } from '@/shared/api/accountsSchema';
import { useT } from '@/shared/i18n/useT';
import type { LoginNotice } from '@/shared/site/loginState';
import { PATHS } from '@/shared/site/paths';
import { AccountField } from './AccountField';
import { fieldsOf, statusOf, useCheckSetupTokenMutation, useSetSetupPasswordMutation } from './accountsApi';
import { accountsMessages } from './messages';
import { useRefusalText } from './refusals';
import '@/shared/components/staffScreens.css';

type Field = 'email' | 'name' | 'password' | 'confirm';
const FIELDS: Field[] = ['email', 'name', 'password', 'confirm'];

/**
 * The one-time link's page (SETUP_PAGE#token): asks the server whose link it is (410: used or expired),
 * then lets that person choose a password (new + confirm). The first admin's link (printed by the server
 * while there is no account) also asks for their e-mail and name, and creates that admin. When it is
 * saved, the way to sign in.
 */
export function SetupPassword({ token }: { token: string }) {
  const t = useT(accountsMessages);
  const refusal = useRefusalText();
  const [check, checked] = useCheckSetupTokenMutation();
  const [save, saving] = useSetSetupPasswordMutation();
  const [values, setValues] = useState<Record<Field, string>>({
    email: '',
    name: '',
    password: '',
    confirm: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [done, setDone] = useState(false);
  const [linkGone, setLinkGone] = useState(!token);
  const emailRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  // The first refused field takes focus (refs are read in handlers only).
  const showErrors = (found: Partial<Record<Field, string>>) => {
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first)
      ({ email: emailRef, name: nameRef, password: passwordRef, confirm: confirmRef })[
        first
      ].current?.focus();
    return first;
  };
  const firstAdmin = checked.data?.firstAdmin === true;
  const set = (field: Field) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const doneRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (token) void check(token);
  }, [check, token]);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (firstAdmin) {
      const parsed = v.safeParse(firstAdminRequestSchema, { ...values, token });
      const refused = new Set(parsed.issues?.map((issue) => v.getDotPath(issue)));
      if (refused.has('email')) found.email = t('add.error.email');
      if (refused.has('name')) found.name = t('add.error.name');
    }
    if (values.password.length < PASSWORD_MIN_LENGTH)
      found.password = t('own.error.short', { min: PASSWORD_MIN_LENGTH });
    else if (values.confirm !== values.password) found.confirm = t('own.error.mismatch');
    if (showErrors(found)) return;
    const { email, name, password } = values;
    const result = await save(firstAdmin ? { token, password, email, name } : { token, password });
    if (!('error' in result)) {
      setDone(true);
      return;
    }
    if (statusOf(result.error) === 410) {
      setLinkGone(true);
      return;
    }
    const fromServer = fieldsOf(result.error);
    const named = FIELDS.filter((field) => fromServer[field]);
    showErrors(
      named.length
        ? Object.fromEntries(named.map((field) => [field, fromServer[field]]))
        : { password: refusal(result.error) },
    );
  }

  const gone = linkGone || statusOf(checked.error) === 410;
  return (
    <div className="admin-narrow mx-auto py-5">
      <h1 className="h2">{t(firstAdmin ? 'setup.firstTitle' : 'setup.title')}</h1>
      {gone ? (
        <p role="alert" className="alert alert-warning">
          {t('setup.expired')}
        </p>
      ) : done ? (
        <>
          <p ref={doneRef} tabIndex={-1} role="status" className="alert alert-info">
            {t(firstAdmin ? 'setup.firstDone' : 'setup.done')}
          </p>
          <Link
            to={PATHS.login}
            state={{ passwordSaved: true } satisfies LoginNotice}
            className="btn btn-primary"
          >
            {t('setup.toLogin')}
          </Link>
        </>
      ) : checked.isError ? (
        <div role="alert" className="alert alert-danger">
          <p>{refusal(checked.error)}</p>
          <Button variant="outline-danger" onClick={() => void check(token)}>
            {t('retry')}
          </Button>
        </div>
      ) : !checked.data ? (
        <p role="status">{t('setup.checking')}</p>
      ) : (
        <>
          <p>
            {firstAdmin
              ? t('setup.firstIntro')
              : t('setup.for', { name: checked.data.name, email: checked.data.email })}
          </p>
          <Form noValidate onSubmit={(event) => void submit(event)}>
            {firstAdmin ? (
              <>
                <AccountField
                  id="setup-email"
                  label={t('add.email')}
                  type="email"
                  autoComplete="username"
                  maxLength={EMAIL_MAX_LENGTH}
                  value={values.email}
                  onChange={set('email')}
                  error={errors.email}
                  inputRef={emailRef}
                />
                <AccountField
                  id="setup-name"
                  label={t('add.name')}
                  autoComplete="name"
                  maxLength={NAME_MAX_LENGTH}
                  value={values.name}
                  onChange={set('name')}
                  error={errors.name}
                  inputRef={nameRef}
                />
              </>
            ) : (
              // For password managers: the account this password is for.
              <input type="hidden" autoComplete="username" value={checked.data.email} readOnly />
            )}
            <AccountField
              id="setup-password"
              label={t('own.new')}
              type="password"
              autoComplete="new-password"
              maxLength={PASSWORD_MAX_LENGTH}
              value={values.password}
              onChange={set('password')}
              error={errors.password}
              hint={t('own.hint', { min: PASSWORD_MIN_LENGTH })}
              inputRef={passwordRef}
            />
            <AccountField
              id="setup-confirm"
              label={t('own.confirm')}
              type="password"
              autoComplete="new-password"
              maxLength={PASSWORD_MAX_LENGTH}
              value={values.confirm}
              onChange={set('confirm')}
              error={errors.confirm}
              inputRef={confirmRef}
            />
            <Button type="submit" disabled={saving.isLoading}>
              {saving.isLoading ? t('setup.busy') : t('setup.submit')}
            </Button>
          </Form>
        </>
      )}
    </div>
  );
}
