import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { StaffPanel } from '@/shared/components/StaffPanel';
import { PASSWORD_MAX_LENGTH, type PasswordChangeRequest } from '@/shared/api/accounts';
import { selectSessionUser } from '@/features/session/sessionSlice';
import { useT } from '@/shared/i18n/useT';
import { useAppSelector } from '@/shared/store/hooks';
import { AccountField } from './AccountField';
import { NewPasswordFields, newPasswordRefusals } from './accountFieldSets';
import { accountsMessages } from './messages';
import { useRefusalText } from './refusals';
import { useFieldRefusals } from './useFieldRefusals';

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
  const refusals = useFieldRefusals(FIELDS);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const set = (field: Field, value: string) => setValues((current) => ({ ...current, [field]: value }));

  // A refusal takes focus once it is drawn.
  useEffect(() => {
    if (outcome && !outcome.ok) alertRef.current?.focus();
  }, [outcome]);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setOutcome(null);
    const found = newPasswordRefusals('newPassword', values, t);
    if (refusals.show(values.currentPassword ? found : { currentPassword: t('own.error.current'), ...found }))
      return;
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
    if (!refusals.showFromServer(result.error)) setOutcome({ ok: false, text: refusal(result.error) });
  }

  const fieldSet = { t, values, onChange: set, errors: refusals.errors, refs: refusals.refs };

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
          <AccountField
            id="own-currentPassword"
            label={t('own.current')}
            type="password"
            autoComplete="current-password"
            maxLength={PASSWORD_MAX_LENGTH}
            value={values.currentPassword}
            onChange={(value) => set('currentPassword', value)}
            error={refusals.errors.currentPassword}
            inputRef={refusals.refs.currentPassword}
          />
          <NewPasswordFields passwordField="newPassword" idPrefix="own" {...fieldSet} />
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
