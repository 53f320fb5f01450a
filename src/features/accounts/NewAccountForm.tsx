import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import * as v from 'valibot';
import { ROLES, type AccountCreated, type NewAccountRequest } from '@/shared/api/accounts';
import { newAccountRequestSchema } from '@/shared/api/accountsSchema';
import { formDraftCleared, formDrafted, selectFormDraft } from '@/features/formDrafts/formDraftsSlice';
import { useT } from '@/shared/i18n/useT';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { EmailAndNameFields, emailAndNameRefusals } from './accountFieldSets';
import { useCreateAccountMutation } from './accountsApi';
import { accountsMessages } from './messages';
import { useRefusalText } from './refusals';
import { useFieldRefusals } from './useFieldRefusals';

const FIELDS = ['email', 'name'] as const;

const EMPTY: NewAccountRequest = { email: '', name: '', role: 'writer' };

/**
 * Adds an account: e-mail, name and role. Checked here with the server's own rules (the shared schema,
 * in the visitor's language), then by the server; a refusal keeps what was typed and says why, beside
 * the field when the server names one. What is typed lives in the store (formDraftsSlice), kept across a 401.
 */
export function NewAccountForm({ onCreated }: { onCreated: (created: AccountCreated) => void }) {
  const t = useT(accountsMessages);
  const refusal = useRefusalText();
  const dispatch = useAppDispatch();
  const values = {
    ...EMPTY,
    ...useAppSelector((state) => selectFormDraft<NewAccountRequest>(state, 'newAccount')),
  };
  const draft = (change: Partial<NewAccountRequest>) =>
    dispatch(formDrafted({ form: 'newAccount', values: change }));
  const [createAccount, creating] = useCreateAccountMutation();
  const refusals = useFieldRefusals(FIELDS);
  const [refused, setRefused] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  // A refusal takes focus once it is drawn.
  useEffect(() => {
    if (refused) alertRef.current?.focus();
  }, [refused]);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setRefused(null);
    const parsed = v.safeParse(newAccountRequestSchema, values);
    if (refusals.show(emailAndNameRefusals(parsed.issues, t)) || !parsed.success) return;
    const result = await createAccount(parsed.output);
    if ('data' in result && result.data) {
      dispatch(formDraftCleared('newAccount'));
      onCreated(result.data);
      return;
    }
    if (!refusals.showFromServer(result.error)) setRefused(refusal(result.error));
  }

  return (
    <section aria-labelledby="new-account-title" className="admin-narrow mb-4">
      <h3 id="new-account-title" className="h5">
        {t('add.title')}
      </h3>
      {refused && (
        <div ref={alertRef} role="alert" tabIndex={-1} className="alert alert-danger">
          {refused}
        </div>
      )}
      <Form noValidate onSubmit={(event) => void submit(event)}>
        <EmailAndNameFields
          own={false}
          idPrefix="new-account"
          t={t}
          values={values}
          onChange={(field, value) => draft({ [field]: value })}
          errors={refusals.errors}
          refs={refusals.refs}
        />
        <Form.Group className="mb-3" controlId="new-account-role">
          <Form.Label>{t('add.role')}</Form.Label>
          <Form.Select
            value={values.role}
            onChange={(e) => draft({ role: e.target.value as (typeof ROLES)[number] })}
          >
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`role.${role}`)}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Button type="submit" disabled={creating.isLoading}>
          {creating.isLoading ? t('add.busy') : t('add.submit')}
        </Button>
      </Form>
    </section>
  );
}
