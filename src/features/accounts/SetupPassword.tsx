import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router-dom';
import * as v from 'valibot';
import { firstAdminRequestSchema } from '@/shared/api/accountsSchema';
import { useT } from '@/shared/i18n/useT';
import type { LoginNotice } from '@/shared/site/loginState';
import { PATHS } from '@/shared/site/paths';
import {
  EmailAndNameFields,
  emailAndNameRefusals,
  NewPasswordFields,
  newPasswordRefusals,
} from './accountFieldSets';
import { statusOf, useCheckSetupTokenMutation, useSetSetupPasswordMutation } from './accountsApi';
import { accountsMessages } from './messages';
import { useRefusalText } from './refusals';
import { useFieldRefusals } from './useFieldRefusals';
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
  const refusals = useFieldRefusals(FIELDS);
  const [done, setDone] = useState(false);
  const [linkGone, setLinkGone] = useState(!token);
  const firstAdmin = checked.data?.firstAdmin === true;
  const set = (field: Field, value: string) => setValues((current) => ({ ...current, [field]: value }));
  const doneRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (token) void check(token);
  }, [check, token]);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const identity = firstAdmin
      ? emailAndNameRefusals(v.safeParse(firstAdminRequestSchema, { ...values, token }).issues, t)
      : {};
    if (refusals.show({ ...identity, ...newPasswordRefusals('password', values, t) })) return;
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
    if (!refusals.showFromServer(result.error)) refusals.show({ password: refusal(result.error) });
  }

  const gone = linkGone || statusOf(checked.error) === 410;
  const fieldSet = { t, values, onChange: set, errors: refusals.errors, refs: refusals.refs };
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
              <EmailAndNameFields own idPrefix="setup" {...fieldSet} />
            ) : (
              // For password managers: the account this password is for.
              <input type="hidden" autoComplete="username" value={checked.data.email} readOnly />
            )}
            <NewPasswordFields passwordField="password" idPrefix="setup" {...fieldSet} />
            <Button type="submit" disabled={saving.isLoading}>
              {saving.isLoading ? t('setup.busy') : t('setup.submit')}
            </Button>
          </Form>
        </>
      )}
    </div>
  );
}
