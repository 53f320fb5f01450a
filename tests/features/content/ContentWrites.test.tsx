import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { CONTENT_PATH } from '@/shared/api/content';
import type { Role } from '@/shared/api/accounts';
import { staffSession } from '../../utils/accountsFake';
import {
  CONTENT_REFUSALS,
  changeElsewhere,
  changeRoleOnServer,
  contentReceived,
  holdContentAnswers,
  seedContentItem,
  storedContentItem,
} from '../../utils/contentFake';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { server } from '../../utils/server';
import { openEditor, rowOf, saveTitle } from './contentScreen';

const SLOW = { timeout: 10_000 };

async function openContent(role: Role = 'editor') {
  const view = renderWithProviders('/admin?tab=content', { preloadedState: { session: staffSession(role) } });
  await screen.findByRole('heading', { level: 2, name: 'Content Management' }, SLOW);
  return view;
}

describe('a change in the content list', () => {
  it('shows at once, and rolls back with the server’s reason when it says no', async () => {
    const item = seedContentItem({ title: 'Voter card' });
    const { user } = await openContent('editor');
    // An admin made this person a writer meanwhile: the server refuses the deletion.
    changeRoleOnServer('writer');
    const release = holdContentAnswers();
    await user.click(await screen.findByRole('button', { name: 'Delete Voter card' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete content' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(within(rowOf('Voter card')).getByText('Sending…')).toBeInTheDocument();
    expect(within(rowOf('Voter card')).queryByRole('button', { name: 'Edit Voter card' })).toBeNull();
    release();

    expect(
      await screen.findByText(`“Voter card” was not saved: ${CONTENT_REFUSALS.delete}`),
    ).toBeInTheDocument();
    expect(within(rowOf('Voter card')).getByRole('button', { name: 'Edit Voter card' })).toBeInTheDocument();
    expect(within(rowOf('Voter card')).queryByText('Sending…')).not.toBeInTheDocument();
    expect(storedContentItem(item.id)).toBeDefined();
  });

  it('saves, then deletes after the confirmation, each on the server', async () => {
    const item = seedContentItem({ title: 'Voter card' });
    const { user } = await openContent('admin');
    await saveTitle(user, await openEditor(user, 'Voter card'), 'Permanent voter card');
    await waitFor(() => expect(storedContentItem(item.id)?.title).toBe('Permanent voter card'));
    await user.click(await screen.findByRole('button', { name: 'Delete Permanent voter card' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete content' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(storedContentItem(item.id)).toBeUndefined());
    expect(contentReceived.writes.map((write) => `${write.method} ${write.path}`)).toEqual([
      `PUT /api/content/${item.id}`,
      `DELETE /api/content/${item.id}?revision=2`,
    ]);
    expect(
      await screen.findByText('There is no content yet. Add the first item with the form above.'),
    ).toBeInTheDocument();
  });
});

describe('right after a change is saved', () => {
  it('the row shows what was saved while the list is fetched again, so the next change builds on it', async () => {
    const item = seedContentItem({ title: 'Voter card' });
    const { user } = await openContent('admin');
    // From now on the list's answers are late: the row must not fall back to the revision before.
    let listArrives!: () => void;
    const late = new Promise<void>((resolve) => (listArrives = resolve));
    const editor = await openEditor(user, 'Voter card');
    server.use(
      http.get(CONTENT_PATH, async () => {
        await late; // then answered by the fake server's own handler
      }),
    );
    await saveTitle(user, editor, 'Permanent voter card');
    await waitFor(() => expect(storedContentItem(item.id)?.revision).toBe(2));
    expect(rowOf('Permanent voter card')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Permanent voter card' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete content' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(storedContentItem(item.id)).toBeUndefined());
    expect(contentReceived.writes.at(-1)).toMatchObject({
      method: 'DELETE',
      path: `/api/content/${item.id}?revision=2`,
    });
    listArrives();
  });
});

describe('the add form', () => {
  it('keeps the keyboard focus on Add content while it is sent, and sends it once', async () => {
    const { user } = await openContent('editor');
    const form = within(screen.getByRole('region', { name: 'Add content' }));
    await user.type(form.getByLabelText('Title'), 'Voter card');
    const add = form.getByRole('button', { name: 'Add content' });
    const release = holdContentAnswers();
    await user.click(add);
    // Marked busy, not disabled: a disabled button drops the focus to the top of the page.
    expect(add).toHaveAttribute('aria-disabled', 'true');
    expect(add).toBeEnabled();
    await user.click(add);
    release();
    await waitFor(() => expect(add).toHaveAttribute('aria-disabled', 'false'));
    expect(add).toHaveFocus();
    expect(contentReceived.writes.filter((write) => write.method === 'POST')).toHaveLength(1);
  });

  it('makes the address from the title, previews the Markdown as it is typed, and adds the article', async () => {
    const { user } = await openContent('editor');
    const form = within(screen.getByRole('region', { name: 'Add content' }));
    await user.type(form.getByLabelText('Title'), 'How to renew a Passport');
    expect(form.getByText(/The page will be at \/articles\/how-to-renew-a-passport\./)).toBeInTheDocument();
    expect(form.getByLabelText('Title')).toHaveAccessibleDescription(
      expect.stringContaining('23 of 150 characters.'),
    );
    await user.type(
      form.getByLabelText('Content'),
      '## What to bring{enter}{enter}- Your old passport{enter}{enter}<b>not bold</b>',
    );
    const preview = within(form.getByRole('region', { name: 'Preview' }));
    expect(preview.getByRole('heading', { name: 'What to bring' })).toBeInTheDocument();
    expect(preview.getByRole('listitem')).toHaveTextContent('Your old passport');
    expect(preview.getByText('<b>not bold</b>')).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Add content' }));

    expect(await screen.findByRole('rowheader', { name: /^How to renew a Passport/ })).toBeInTheDocument();
    await waitFor(() => expect(contentReceived.applied).toBe(1));
    expect(contentReceived.writes[0]!.body).toMatchObject({
      title: 'How to renew a Passport',
      status: 'draft',
    });
    expect(form.getByLabelText('Title')).toHaveValue('');
  });

  it('shows the server’s field messages beside their fields, and keeps everything typed', async () => {
    seedContentItem({ title: 'Voter card' });
    const { user } = await openContent('editor');
    const form = within(screen.getByRole('region', { name: 'Add content' }));
    await user.type(form.getByLabelText('Title'), 'Voter card');
    await user.type(form.getByLabelText('Summary'), 'How to get one.');
    await user.click(form.getByRole('button', { name: 'Add content' }));
    await waitFor(() =>
      expect(form.getByLabelText('Address')).toHaveAccessibleDescription(
        expect.stringContaining(CONTENT_REFUSALS.slugTaken),
      ),
    );
    expect(form.getByLabelText('Title')).toHaveValue('Voter card');
    expect(form.getByLabelText('Summary')).toHaveValue('How to get one.');
    await user.type(form.getByLabelText('Address'), 'voter-card-2');
    await user.click(form.getByRole('button', { name: 'Add content' }));
    await waitFor(() => expect(contentReceived.applied).toBe(1));
    expect(contentReceived.writes.at(-1)!.body).toMatchObject({ slug: 'voter-card-2' });
  });
});

describe('a change made from a stale copy (409)', () => {
  /** An editor opens "Voter card", someone else saves it meanwhile, and the editor saves theirs. */
  async function conflictOnSave() {
    const item = seedContentItem({ title: 'Voter card', summary: 'Old summary.', content: 'Old text.' });
    const view = await openContent('editor');
    await view.user.click(await screen.findByRole('button', { name: 'Edit Voter card' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit content' }));
    const title = await dialog.findByLabelText('Title');
    changeElsewhere(item.id, { title: 'Voter card (PVC)', content: 'Their text.' });
    await view.user.clear(title);
    await view.user.type(title, 'Permanent voter card');
    await view.user.click(dialog.getByRole('button', { name: 'Save changes' }));
    const problem = await screen.findByRole('region', {
      name: '“Permanent voter card” was changed by someone else before your change reached the server.',
    });
    return { ...view, item, problem: within(problem) };
  }

  it('shows both versions side by side with what differs marked', async () => {
    const { problem } = await conflictOnSave();
    const table = within(
      problem.getByRole('table', { name: 'Your version and the current one of “Permanent voter card”' }),
    );
    expect(table.getByRole('columnheader', { name: 'Current version (revision 2)' })).toBeInTheDocument();
    const titleRow = within(table.getByRole('rowheader', { name: /^Title/ }).closest('tr')!);
    expect(titleRow.getByText('differs')).toBeInTheDocument();
    expect(titleRow.getByText('Permanent voter card')).toBeInTheDocument();
    expect(titleRow.getByText('Voter card (PVC)')).toBeInTheDocument();
    const summaryRow = within(table.getByRole('rowheader', { name: /^Summary/ }).closest('tr')!);
    expect(summaryRow.queryByText('differs')).not.toBeInTheDocument();
    expect(screen.getByText('Not saved: changed by someone else')).toBeInTheDocument();
  });

  it('keep mine: sent again on the current revision', async () => {
    const { user, problem, item } = await conflictOnSave();
    await user.click(problem.getByRole('button', { name: 'Keep mine Permanent voter card' }));
    await waitFor(() =>
      expect(storedContentItem(item.id)).toMatchObject({ title: 'Permanent voter card', revision: 3 }),
    );
    expect(screen.queryByRole('region', { name: /was changed by someone else/ })).not.toBeInTheDocument();
    expect(contentReceived.writes.map((write) => (write.body as { revision: number }).revision)).toEqual([
      1, 2,
    ]);
  });

  it('keep theirs: nothing is sent, and the list shows theirs', async () => {
    const { user, problem, item } = await conflictOnSave();
    await user.click(problem.getByRole('button', { name: 'Keep theirs Permanent voter card' }));
    expect(screen.queryByRole('region', { name: /was changed by someone else/ })).not.toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: /^Voter card \(PVC\)/ })).toBeInTheDocument();
    expect(contentReceived.writes).toHaveLength(1);
    expect(storedContentItem(item.id)).toMatchObject({ title: 'Voter card (PVC)', revision: 2 });
  });

  it('edit mine: my version in the form, on the current revision', async () => {
    const { user, problem, item } = await conflictOnSave();
    await user.click(problem.getByRole('button', { name: 'Edit mine Permanent voter card' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit content' }));
    expect(await dialog.findByLabelText('Title')).toHaveValue('Permanent voter card');
    expect(dialog.getByLabelText('Content')).toHaveValue('Old text.');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(storedContentItem(item.id)).toMatchObject({ title: 'Permanent voter card', revision: 3 }),
    );
  });
});
