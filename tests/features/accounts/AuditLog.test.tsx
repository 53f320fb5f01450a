import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUDIT_PAGE_SIZE } from '@/shared/api/accounts';
import { loadLocale } from '@/shared/i18n/translate';
import { seedAudit, staffSession } from '../../utils/accountsFake';
import { renderWithProviders } from '../../utils/renderWithProviders';

async function renderAudit() {
  const view = renderWithProviders('/admin?tab=audit', {
    preloadedState: { session: staffSession('admin') },
  });
  await screen.findByRole('table', { name: 'Audit log, newest first' }, { timeout: 5000 });
  return view;
}

/** The entries' rows: six cells each. Counted with the table's own `cells` (a role query per row of 53
 * rows, repeated by waitFor, took the page test past its 5 s on a loaded machine). */
const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Audit log, newest first' }))
    .getAllByRole('row')
    .slice(1)
    .filter((row) => (row as HTMLTableRowElement).cells.length === 6);

describe('Audit log', () => {
  it('is for admins only: a writer asking for it goes to /unauthorized', async () => {
    const { router } = renderWithProviders('/admin?tab=audit', {
      preloadedState: { session: staffSession('writer') },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized'), { timeout: 5000 });
  });

  it('shows the entries newest first, with readable actions', async () => {
    seedAudit('signInFailed', { subject: 'someone@example.gov.ng' });
    seedAudit('roleChanged', {
      actorEmail: 'admin@example.gov.ng',
      subject: 'ada@example.gov.ng',
      detail: 'editor',
    });
    await renderAudit();
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    const [newest, oldest] = bodyRows();
    expect(newest).toHaveTextContent('admin@example.gov.ng');
    expect(newest).toHaveTextContent('Role changed');
    expect(newest).toHaveTextContent('editor');
    expect(oldest).toHaveTextContent('Nobody signed in');
    expect(oldest).toHaveTextContent('Sign-in refused');
    expect(oldest).toHaveTextContent('192.0.2.1');
  });

  it('writes when, to the second, on Nigeria’s clock and in the page’s language from the catalogue', async () => {
    seedAudit('signIn', { at: '2026-12-01T09:15:30.000Z', actorEmail: 'ada@example.gov.ng' });
    // 23:30 UTC on New Year's Eve is already the new year in Lagos.
    seedAudit('signOut', { at: '2026-12-31T23:30:05.000Z', actorEmail: 'ada@example.gov.ng' });
    await loadLocale('yo');
    renderWithProviders('/admin?tab=audit', {
      preloadedState: { session: staffSession('admin'), i18n: { locale: 'yo', preferred: null } },
    });
    const table = await screen.findByRole(
      'table',
      { name: 'Àkọsílẹ̀ ìṣe, tuntun jù lọ ṣáájú' },
      { timeout: 5000 },
    );
    const entries = () =>
      [...(table as HTMLTableElement).tBodies[0]!.rows].filter((row) => row.cells.length === 6);
    await waitFor(() => expect(entries()).toHaveLength(2));
    const [newest, oldest] = entries();
    expect(within(newest!).getByText('1 Oṣù Kìíní 2027, ní agogo 00:30:05 WAT')).toHaveAttribute(
      'dateTime',
      '2026-12-31T23:30:05.000Z',
    );
    expect(oldest).toHaveTextContent('1 Oṣù Kejìlá 2026, ní agogo 10:15:30 WAT');
  });

  it('filters by person and by action', async () => {
    seedAudit('signIn', { actorEmail: 'ada@example.gov.ng' });
    seedAudit('signOut', { actorEmail: 'ada@example.gov.ng' });
    seedAudit('signIn', { actorEmail: 'bola@example.gov.ng' });
    const { user } = await renderAudit();
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    await user.type(screen.getByLabelText('Person (e-mail)'), 'ada@example.gov.ng');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    await user.selectOptions(screen.getByLabelText('Action'), 'Signed out');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(bodyRows()[0]).toHaveTextContent('Signed out');
    await user.clear(screen.getByLabelText('Person (e-mail)'));
    await user.selectOptions(screen.getByLabelText('Action'), 'Account locked');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('No entries match.')).toBeInTheDocument();
  });

  it('pages to older entries', async () => {
    for (let i = 0; i < AUDIT_PAGE_SIZE + 3; i++)
      seedAudit('signIn', { actorEmail: `person${i}@example.gov.ng` });
    const { user } = await renderAudit();
    await waitFor(() => expect(bodyRows()).toHaveLength(AUDIT_PAGE_SIZE));
    expect(bodyRows()[0]).toHaveTextContent(`person${AUDIT_PAGE_SIZE + 2}@`);
    await user.click(screen.getByRole('button', { name: 'Older entries' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(AUDIT_PAGE_SIZE + 3));
    expect(bodyRows().at(-1)).toHaveTextContent('person0@');
    expect(screen.getByText('These are the oldest entries.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Older entries' })).not.toBeInTheDocument();
  });
});
