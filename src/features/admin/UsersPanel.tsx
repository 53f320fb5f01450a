import Table from 'react-bootstrap/Table';
import { useT } from '@/shared/i18n/useT';
import { DEMO_STAFF } from './demoStaff';
import { DemoNotice } from './DemoNotice';
import { adminMessages } from './messages';
import '@/shared/components/staffScreens.css';

/** The User Management tab: a read-only list of fictional staff (SPEC §2: demo only). */
export function UsersPanel() {
  const t = useT(adminMessages);
  return (
    <section aria-labelledby="admin-users-title">
      <h2 id="admin-users-title" className="h3">
        {t('users.title')}
      </h2>
      <DemoNotice badge={t('demo.only')}>{t('users.note')}</DemoNotice>
      <div className="stacked-table-box">
        <Table className="align-middle stacked-table">
          <caption className="visually-hidden">{t('users.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('users.name')}</th>
              <th scope="col">{t('users.email')}</th>
              <th scope="col">{t('users.role')}</th>
              <th scope="col">{t('users.status')}</th>
            </tr>
          </thead>
          <tbody>
            {DEMO_STAFF.map((person) => (
              <tr key={person.email}>
                <th scope="row">{person.name}</th>
                <td data-label={t('users.email')}>{person.email}</td>
                <td data-label={t('users.role')}>{t(person.roleKey)}</td>
                <td data-label={t('users.status')}>{t(person.statusKey)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
    </section>
  );
}
