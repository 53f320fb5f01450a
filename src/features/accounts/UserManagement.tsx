import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { StaffPanel } from '@/shared/components/StaffPanel';
import type { Account, SetupLink } from '@/shared/api/accounts';
import { selectSessionUser } from '@/features/session/sessionSlice';
import { useT } from '@/shared/i18n/useT';
import { useAppSelector } from '@/shared/store/hooks';
import { AccountsTable, type AccountActions } from './AccountsTable';
import { useChangeAccountMutation, useForcePasswordResetMutation, useListAccountsQuery } from './accountsApi';
import { accountsMessages } from './messages';
import { NewAccountForm } from './NewAccountForm';
import { useRefusalText } from './refusals';
import { SetupLinkNotice } from './SetupLinkNotice';

type Outcome = { ok: boolean; text: string };

/**
 * The User Management tab (admins): the accounts, a form to add one, and the one-time link shown once.
 * Changes show at once and are put back when the server refuses (accountsApi.ts); the outcome is said
 * in a live region, a refusal as an alert that takes focus.
 */
export function UserManagement() {
  const t = useT(accountsMessages);
  const refusal = useRefusalText();
  const me = useAppSelector(selectSessionUser);
  const accounts = useListAccountsQuery(undefined);
  const [changeAccount, changing] = useChangeAccountMutation();
  const [forceReset, resetting] = useForcePasswordResetMutation();
  const [link, setLink] = useState<{ name: string; link: SetupLink } | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);

  // A refusal takes focus once it is drawn, so it is read out and the next Tab starts from it.
  useEffect(() => {
    if (outcome && !outcome.ok) outcomeRef.current?.focus();
  }, [outcome]);
  const say = setOutcome;

  async function change(
    account: Account,
    change: { role?: Account['role']; disabled?: boolean },
    done: string,
  ) {
    setOutcome(null);
    const result = await changeAccount({ id: account.id, change });
    say('error' in result ? { ok: false, text: refusal(result.error) } : { ok: true, text: done });
  }

  async function reset(account: Account) {
    setOutcome(null);
    const result = await forceReset(account.id);
    if ('data' in result && result.data) setLink({ name: account.name, link: result.data });
    else say({ ok: false, text: refusal(result.error) });
  }

  // The mutations answer with the server's refusal rather than throw: each action shows its own outcome,
  // and the table waits for none of them.
  const actions: AccountActions = {
    changeRole: (account, role) =>
      void change(account, { role }, t('changed.role', { name: account.name, role: t(`role.${role}`) })),
    setDisabled: (account, disabled) =>
      void change(
        account,
        { disabled },
        t(disabled ? 'changed.disabled' : 'changed.enabled', { name: account.name }),
      ),
    forceReset: (account) => void reset(account),
  };

  return (
    <StaffPanel titleId="admin-users-title" title={t('users.title')} intro={t('users.intro')}>
      {link && <SetupLinkNotice name={link.name} link={link.link} onDone={() => setLink(null)} />}
      <p role="status">{outcome?.ok && outcome.text}</p>
      {outcome && !outcome.ok && (
        <div ref={outcomeRef} role="alert" tabIndex={-1} className="alert alert-danger">
          {outcome.text}
        </div>
      )}
      {accounts.isLoading ? (
        <p role="status">{t('users.loading')}</p>
      ) : accounts.isError || !accounts.data ? (
        <div role="alert" className="alert alert-danger">
          <p>
            {t('users.loadFailed')} {refusal(accounts.error)}
          </p>
          <Button variant="outline-danger" onClick={() => void accounts.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : (
        <AccountsTable
          accounts={accounts.data}
          currentUserId={me?.id}
          busy={changing.isLoading || resetting.isLoading}
          actions={actions}
        />
      )}
      <NewAccountForm onCreated={({ account, setup }) => setLink({ name: account.name, link: setup })} />
    </StaffPanel>
  );
}
