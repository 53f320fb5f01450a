import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { StaffPanel } from '@/shared/components/StaffPanel';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type PasswordChangeRequest } from '@/shared/api/accounts';
import { selectSessionUser } from '@/features/session/sessionSlice';
import { useT } from '@/shared/i18n/useT';
import { useAppSelector } from '@/shared/store/hooks';
import { AccountField } from './AccountField';
import { fieldsOf, statusOf } from './accountsApi';
import { accountsMessages } from './messages';
import { useRefusalText } from './refusals';

type Field = 'currentPassword' | 'newPassword' | 'confirm';
const FIELDS: Field[] = ['currentPassword', 'newPassword', 'confirm'];

/**
 * "Your account", for every signed-in staff member: change their own password (the server's refusals —
 * a wrong current password, a too common new one — beside the field) and sign out on every device.
 * The calls are the session feature's; the route passes them in.
 */
export function OwnAccount({
  changePassword,
  signOutEverywhere,
}: {
  changePassword: (request: PasswordChangeRequest) => Promise<{ error?: unknown }>;
  signOutEverywhere: () => Promise<void>;
}) {
  const t = useT(accountsMessages);
  const refusal = useRefusalText();
  const user = useAppSelector(selectSessionUser);
  const [values, setValues] = useState<Record<Field, string>>({
    currentPassword: '',
    newPassword: '',
    confirm: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const refs = {
    currentPassword: useRef<HTMLInputElement>(null),
    newPassword: useRef<HTMLInputElement>(null),
    confirm: useRef<HTMLInputElement>(null),
  };
  const alertRef = useRef<HTMLDivElement>(null);

  function showErrors(found: Partial<Record<Field, string>>) {
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) refs[first].current?.focus();
  }

  // A refusal takes focus once it is drawn.
  useEffect(() => {
    if (outcome && !outcome.ok) alertRef.current?.focus();
  }, [outcome]);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setOutcome(null);
    const found: Partial<Record<Field, string>> = {};
    if (!values.currentPassword) found.currentPassword = t('own.error.current');
    if (values.newPassword.length < PASSWORD_MIN_LENGTH)
      found.newPassword = t('own.error.short', { min: PASSWORD_MIN_LENGTH });
    else if (values.confirm !== values.newPassword) found.confirm = t('own.error.mismatch');
    if (Object.keys(found).length) {
      showErrors(found);
      return;
    }
    setErrors({});
    setBusy(true);
    const result = await changePassword({
      currentPassword: values.currentPassword,
      newPassword: values.newPassword,
    });
    setBusy(false);
    if (!result.error) {
      setValues({ currentPassword: '', newPassword: '', confirm: '' });
      setOutcome({ ok: true, text: t('own.changed') });
      return;
    }
    const fromServer = statusOf(result.error) === 400 ? fieldsOf(result.error) : {};
    const named = FIELDS.filter((field) => fromServer[field]);
    if (named.length) {
      showErrors(Object.fromEntries(named.map((field) => [field, fromServer[field]])));
      return;
    }
    setOutcome({ ok: false, text: refusal(result.error) });
  }

  const field = (name: Field, label: string, autoComplete: string, hint?: string) => (
    <AccountField
      id={`own-${name}`}
      label={label}
      type="password"
      autoComplete={autoComplete}
      maxLength={PASSWORD_MAX_LENGTH}
      value={values[name]}
      onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
      error={errors[name]}
      hint={hint}
      inputRef={refs[name]}
    />
  );

  return (
    <StaffPanel titleId="own-account-title" title={t('own.title')}>
      {user && (
        <p>{t('own.signedInAs', { name: user.name, email: user.email, role: t(`role.${user.role}`) })}</p>
      )}
      <section aria-labelledby="own-password-title" className="admin-narrow mb-4">
        <h3 id="own-password-title" className="h5">
          {t('own.passwordTitle')}
        </h3>
        <p role="status">{outcome?.ok && outcome.text}</p>
        {outcome && !outcome.ok && (
          <div ref={alertRef} role="alert" tabIndex={-1} className="alert alert-danger">
            {outcome.text}
          </div>
        )}
        <Form noValidate onSubmit={(event) => void submit(event)}>
          {field('currentPassword', t('own.current'), 'current-password')}
          {field('newPassword', t('own.new'), 'new-password', t('own.hint', { min: PASSWORD_MIN_LENGTH }))}
          {field('confirm', t('own.confirm'), 'new-password')}
          <Button type="submit" disabled={busy}>
            {busy ? t('own.busy') : t('own.submit')}
          </Button>
        </Form>
      </section>
      <section aria-labelledby="own-everywhere-title">
        <h3 id="own-everywhere-title" className="h5">
          {t('own.everywhereTitle')}
        </h3>
        <p>{t('own.everywhereNote')}</p>
        <Button variant="outline-danger" onClick={() => void signOutEverywhere()}>
          {t('own.everywhere')}
        </Button>
      </section>
    </StaffPanel>
  );
}
