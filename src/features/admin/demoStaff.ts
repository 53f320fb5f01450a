import type { AdminMessageKey } from './messages';

/** Fictional staff for the User Management demo (SPEC §2: demo only; example.gov.ng is not a real domain). */
export const DEMO_STAFF: {
  name: string;
  email: string;
  roleKey: AdminMessageKey;
  statusKey: AdminMessageKey;
}[] = [
  {
    name: 'Site Administrator',
    email: 'admin@example.gov.ng',
    roleKey: 'users.role.admin',
    statusKey: 'users.status.active',
  },
  {
    name: 'Amina Bello',
    email: 'amina.bello@example.gov.ng',
    roleKey: 'users.role.editor',
    statusKey: 'users.status.active',
  },
  {
    name: 'Chinedu Okafor',
    email: 'chinedu.okafor@example.gov.ng',
    roleKey: 'users.role.reviewer',
    statusKey: 'users.status.active',
  },
  {
    name: 'Funke Adeyemi',
    email: 'funke.adeyemi@example.gov.ng',
    roleKey: 'users.role.editor',
    statusKey: 'users.status.invited',
  },
];
