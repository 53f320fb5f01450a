import { useEffect, useRef, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router-dom';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/shared/api/accounts';
import { useT } from '@/shared/i18n/useT';
import type { LoginNotice } from '@/shared/site/loginState';
import { PATHS } from '@/shared/site/paths';
import { AccountField } from './AccountField';
import { fieldsOf, statusOf, useCheckSetupTokenMutation, useSetSetupPasswordMutation } from './accountsApi';
import { accountsMessages } from './messages';
import { useRefusalText } from './refusals';
import '@/shared/components/staffScreens.css';

type Field = 'password' | 'confirm';

/**
 * The one-time link's page (SETUP_PAGE#token): asks the server whose link it is (410: used or expired),
 * then lets that person choose a password (new + confirm). When it is saved, the way to sign in.
 */
export function SetupPassword({ token }: { token: string }) {
  const t = useT(accountsMessages);
  const refusal = useRefusalText();
  const [check, checked] = useCheckSetupTokenMutation();
  const [save, saving] = useSetSetupPasswordMutation();
  const [values, setValues] = useState<Record<Field, string>>({ password: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [done, setDone] = useState(false);
  const [linkGone, setLinkGone] = useState(!token);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  // Which field to focus when it is refused (read in handlers only).
  const focus = (field: 'password' | 'confirm') =>
    ({ password: passwordRef, confirm: confirmRef })[field].current?.focus();
  const doneRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (token) void check(token);
  }, [check, token]);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (values.password.length < PASSWORD_MIN_LENGTH)
      found.password = t('own.error.short', { min: PASSWORD_MIN_LENGTH });
    else if (values.confirm !== values.password) found.confirm = t('own.error.mismatch');
    setErrors(found);
    if (found.password || found.confirm) return focus(found.password ? 'password' : 'confirm');
    const result = await save({ token, password: values.password });
    if (!('error' in result)) return setDone(true);
    if (statusOf(result.error) === 410) return setLinkGone(true);
    const message = fieldsOf(result.error).password ?? refusal(result.error);
    setErrors({ password: message });
    focus('password');
  }

  const gone = linkGone || statusOf(checked.error) === 410;
  return (
    <div className="admin-narrow mx-auto py-5">
      <h1 className="h2">{t('setup.title')}</h1>
      {gone ? (
        <p role="alert" className="alert alert-warning">
          {t('setup.expired')}
        </p>
      ) : done ? (
        <>
          <p ref={doneRef} tabIndex={-1} role="status" className="alert alert-info">
            {t('setup.done')}
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
          <p>{t('setup.for', { name: checked.data.name, email: checked.data.email })}</p>
          <Form noValidate onSubmit={(event) => void submit(event)}>
            {/* For password managers: the account this password is for. */}
            <input type="hidden" autoComplete="username" value={checked.data.email} readOnly />
            <AccountField
              id="setup-password"
              label={t('own.new')}
              type="password"
              autoComplete="new-password"
              maxLength={PASSWORD_MAX_LENGTH}
              value={values.password}
              onChange={(password) => setValues((current) => ({ ...current, password }))}
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
              onChange={(confirm) => setValues((current) => ({ ...current, confirm }))}
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
