import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { ROLES, type Account, type Role } from '@/shared/api/accounts';
import { useFormatDateTime } from '@/shared/i18n/useFormatDateTime';
import { useT } from '@/shared/i18n/useT';
import { accountsMessages } from './messages';
import '@/shared/components/staffScreens.css';

export interface AccountActions {
  changeRole: (account: Account, role: Role) => void;
  setDisabled: (account: Account, disabled: boolean) => void;
  forceReset: (account: Account) => void;
}

/** Every staff account, with what an admin can do to each in its row. */
export function AccountsTable({
  accounts,
  currentUserId,
  busy,
  actions,
}: {
  accounts: Account[];
  currentUserId: string | undefined;
  /** While a change is with the server, the buttons wait. */
  busy: boolean;
  actions: AccountActions;
}) {
  const t = useT(accountsMessages);
  const when = useFormatDateTime();
  const statusOf = (account: Account) =>
    account.disabledAt
      ? 'status.disabled'
      : account.passwordResetPending
        ? 'status.pending'
        : 'status.active';
  return (
    <div className="stacked-table-box">
      <Table className="align-middle stacked-table">
        <caption className="visually-hidden">{t('users.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('users.name')}</th>
            <th scope="col">{t('users.email')}</th>
            <th scope="col">{t('users.role')}</th>
            <th scope="col">{t('users.status')}</th>
            <th scope="col">{t('users.lastSignIn')}</th>
            <th scope="col">{t('users.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {accounts.map((account) => {
            const { name } = account;
            const disabled = account.disabledAt !== null;
            return (
              <tr key={account.id}>
                <th scope="row">{account.id === currentUserId ? t('users.you', { name }) : name}</th>
                <td data-label={t('users.email')} className="breakable">
                  {account.email}
                </td>
                <td data-label={t('users.role')}>
                  <Form.Select
                    size="sm"
                    aria-label={t('users.roleOf', { name })}
                    value={account.role}
                    disabled={busy}
                    onChange={(e) => actions.changeRole(account, e.target.value as Role)}
                  >
                    {ROLES.map((role) => (
                      <option key={role} value={role}>
                        {t(`role.${role}`)}
                      </option>
                    ))}
                  </Form.Select>
                </td>
                <td data-label={t('users.status')}>{t(statusOf(account))}</td>
                <td data-label={t('users.lastSignIn')}>
                  {account.lastSignInAt ? (
                    <time dateTime={account.lastSignInAt}>{when(account.lastSignInAt)}</time>
                  ) : (
                    t('users.never')
                  )}
                </td>
                <td data-label={t('users.actions')}>
                  <div className="d-flex flex-wrap gap-2">
                    <Button
                      size="sm"
                      variant={disabled ? 'outline-primary' : 'outline-danger'}
                      disabled={busy}
                      aria-label={t(disabled ? 'action.enableNamed' : 'action.disableNamed', { name })}
                      onClick={() => actions.setDisabled(account, !disabled)}
                    >
                      {t(disabled ? 'action.enable' : 'action.disable')}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline-secondary"
                      disabled={busy}
                      aria-label={t('action.resetNamed', { name })}
                      onClick={() => actions.forceReset(account)}
                    >
                      {t('action.reset')}
                    </Button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </div>
  );
}
