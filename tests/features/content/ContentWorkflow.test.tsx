import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Role } from '@/shared/api/accounts';
import { CHANGE_NOTE_MISSING } from '@/shared/api/contentSchema';
import { staffSession } from '../../utils/accountsFake';
import {
  CONTENT_REFUSALS,
  contentReceived,
  seedContentItem,
  setContentNetwork,
  storedContentItem,
} from '../../utils/contentFake';
import { renderWithProviders, type Within } from '../../utils/renderWithProviders';
import { openEditor, rowOf } from './contentScreen';

const SLOW = { timeout: 10_000 };

/** The Content Management tab as a signed-in `role`; `session.user` is who that is. */
async function openContent(role: Role, session = staffSession(role)) {
  const view = renderWithProviders('/admin?tab=content', { preloadedState: { session } });
  await screen.findByRole('heading', { level: 2, name: 'Content Management' }, SLOW);
  return { ...view, me: session.user };
}

/** The editor's state line: what a screen reader announces when the item moves on. */
const stateLine = (editor: Within) => editor.getByRole('status', { name: 'Review and publishing' });

/** A published article whose draft holds changes a writer (not the signed-in person) submitted. */
const submittedChanges = (fields: Parameters<typeof seedContentItem>[0]) =>
  seedContentItem({
    status: 'published',
    hasUnpublishedChanges: true,
    review: 'submitted',
    submittedBy: { id: '00000000-0000-4000-8000-000000000099', name: 'Ada Writer' },
    ...fields,
  });

describe('the workflow panel, for a writer', () => {
  it('submits a draft for review and then says it waits, with no editor’s steps on offer', async () => {
    const item = seedContentItem({ title: 'Voter card' });
    const { user, me } = await openContent('writer');
    const editor = await openEditor(user, 'Voter card');
    expect(stateLine(editor)).toHaveTextContent('Draft');
    for (const step of ['Publish…', 'Approve and publish…', 'Send back…', 'Unpublish…', 'Cancel schedule'])
      expect(editor.queryByRole('button', { name: step })).toBeNull();

    await user.click(editor.getByRole('button', { name: 'Submit for review' }));
    await waitFor(() =>
      expect(stateLine(editor)).toHaveTextContent(`Waiting for review (submitted by ${me.name})`),
    );
    expect(storedContentItem(item.id)).toMatchObject({ review: 'submitted', revision: 2 });
    expect(editor.queryByRole('button', { name: 'Submit for review' })).toBeNull();
    expect(await within(rowOf('Voter card')).findByText('Waiting for review')).toBeInTheDocument();
  });

  it('reads the editor’s comment on an article sent back', async () => {
    const item = submittedChanges({ title: 'Voter card' });
    const first = await openContent('editor');
    const reviewing = await openEditor(first.user, 'Voter card');
    await first.user.click(reviewing.getByRole('button', { name: 'Send back…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Send “Voter card” back' }));
    const comment = dialog.getByLabelText('What should the author change?');
    await first.user.click(dialog.getByRole('button', { name: 'Send back' }));
    expect(comment).toHaveAccessibleDescription(
      expect.stringContaining('Write what the author should change.'),
    );
    expect(comment).toHaveAttribute('aria-invalid', 'true');
    await first.user.type(comment, 'Say which fee changed.');
    await first.user.click(dialog.getByRole('button', { name: 'Send back' }));
    await waitFor(() => expect(storedContentItem(item.id)?.review).toBe('sentBack'));
    first.unmount();

    const { user } = await openContent('writer');
    const editor = await openEditor(user, 'Voter card');
    expect(stateLine(editor)).toHaveTextContent('Sent back — “Say which fee changed.”');
    expect(within(rowOf('Voter card')).getByText('Sent back')).toBeInTheDocument();
  });

  it('says a step needs a connection when offline, and queues nothing', async () => {
    const item = seedContentItem({ title: 'Voter card' });
    const { user } = await openContent('writer');
    const editor = await openEditor(user, 'Voter card');
    setContentNetwork('offline');
    await user.click(editor.getByRole('button', { name: 'Submit for review' }));
    expect(await editor.findByRole('alert')).toHaveTextContent(
      'This step needs a connection to the server. Nothing is lost: try again when you are back online.',
    );
    expect(screen.queryByText('Waiting to be sent')).toBeNull();
    setContentNetwork('online');
    await user.click(editor.getByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(storedContentItem(item.id)?.review).toBe('submitted'));
  });

  it('says a published page keeps its version until published again, and waits for a save before a step', async () => {
    seedContentItem({ title: 'Voter card', status: 'published' });
    const { user } = await openContent('writer');
    const editor = await openEditor(user, 'Voter card');
    expect(
      editor.getByText(
        'Saving changes the draft only: visitors keep seeing the published version until it is published again.',
      ),
    ).toBeInTheDocument();
    expect(editor.queryByRole('button', { name: 'Submit for review' })).toBeNull();
    await user.type(editor.getByLabelText('Summary'), 'Bring your NIN slip.');
    expect(
      editor.getByText('Save your changes first: review and publishing use the saved version.'),
    ).toBeInTheDocument();

    await user.click(editor.getByRole('button', { name: 'Save changes' }));
    // Saved, but not on the page yet: no way to "view" it there.
    const toasts = within(await screen.findByRole('status', { name: 'Notifications' }));
    expect(await toasts.findByText('Changes saved')).toBeInTheDocument();
    expect(toasts.queryByRole('link', { name: 'View the page' })).toBeNull();
    expect(
      await within(rowOf('Voter card')).findByText('Published — changes not yet published'),
    ).toBeInTheDocument();
    const again = await openEditor(user, 'Voter card');
    expect(stateLine(again)).toHaveTextContent('Published — changes not yet published');
    expect(again.getByRole('button', { name: 'Submit for review' })).toBeEnabled();
    await user.type(again.getByLabelText('Summary'), ' And a photo.');
    expect(again.getByRole('button', { name: 'Submit for review' })).toBeDisabled();
  });
});

describe('the workflow panel, for an editor', () => {
  it('approves someone else’s submission and publishes it with a change note', async () => {
    const item = submittedChanges({ title: 'Voter card' });
    const { user } = await openContent('editor');
    const editor = await openEditor(user, 'Voter card');
    expect(stateLine(editor)).toHaveTextContent('Waiting for review (submitted by Ada Writer)');
    await user.click(editor.getByRole('button', { name: 'Approve and publish…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Approve and publish “Voter card”' }));
    expect(dialog.getByLabelText('Major change')).toHaveFocus();
    await user.click(dialog.getByLabelText('Major change'));
    const note = dialog.getByLabelText('Change note');
    expect(note).toHaveAccessibleDescription(
      'Shown on the page and in the updates feed, like “Fees updated for 2027”',
    );
    await user.type(note, 'Fees updated for 2027');
    await user.click(dialog.getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('Now public')).toBeInTheDocument();
    await waitFor(() => expect(stateLine(editor)).toHaveTextContent(/^Published$/));
    expect(storedContentItem(item.id)).toMatchObject({ hasUnpublishedChanges: false, review: 'none' });
    expect(contentReceived.writes.at(-1)).toMatchObject({
      path: `/api/content/${item.id}/publish`,
      body: { revision: 1, change: 'major', changeNote: 'Fees updated for 2027' },
    });
    expect(editor.getByText(/^Last updated \d{1,2} March 2026$/)).toBeInTheDocument();
  });

  it('asks for the change note of a major change, on the field, before sending anything', async () => {
    submittedChanges({ title: 'Voter card' });
    const { user } = await openContent('editor');
    const editor = await openEditor(user, 'Voter card');
    await user.click(editor.getByRole('button', { name: 'Approve and publish…' }));
    const dialog = within(await screen.findByRole('dialog', { name: /^Approve and publish/ }));
    await user.click(dialog.getByRole('button', { name: 'Publish' }));
    expect(
      dialog.getByRole('radiogroup', { name: 'What kind of change is it?' }),
    ).toHaveAccessibleDescription('Choose a major change or a minor fix.');
    await user.click(dialog.getByLabelText('Major change'));
    await user.click(dialog.getByRole('button', { name: 'Publish' }));
    const note = dialog.getByLabelText('Change note');
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(note).toHaveAccessibleDescription(expect.stringContaining(CHANGE_NOTE_MISSING));
    expect(contentReceived.writes).toEqual([]);
    // A minor fix needs none.
    await user.click(dialog.getByLabelText('Minor fix (typo, formatting)'));
    expect(dialog.queryByLabelText('Change note')).toBeNull();
  });

  it('puts the server’s “in the past” message on the date, and schedules in Lagos time', async () => {
    const item = seedContentItem({ title: 'Voter card' });
    const { user } = await openContent('editor');
    const editor = await openEditor(user, 'Voter card');
    await user.click(editor.getByRole('button', { name: 'Publish…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Publish “Voter card”' }));
    // A first publication: major only, already chosen, its note optional.
    expect(dialog.getByLabelText('Major change')).toBeChecked();
    expect(dialog.queryByLabelText('Minor fix (typo, formatting)')).toBeNull();
    await user.click(dialog.getByLabelText('Schedule'));
    // 08:00 in Lagos is 07:00 UTC: before the fake server's clock (09:00 UTC that day).
    const date = dialog.getByLabelText('Date');
    await user.type(date, '2026-03-01');
    await user.type(dialog.getByLabelText('Time'), '08:00');
    await user.click(dialog.getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(date).toHaveAttribute('aria-invalid', 'true'));
    expect(date).toHaveAccessibleDescription(expect.stringContaining(CONTENT_REFUSALS.notInFuture));
    expect(contentReceived.writes.at(-1)?.body).toMatchObject({ scheduledAt: '2026-03-01T07:00:00.000Z' });

    await user.clear(date);
    await user.type(date, '2026-03-02');
    await user.click(dialog.getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(storedContentItem(item.id)?.scheduledAt).toBe('2026-03-02T07:00:00.000Z'));
    await waitFor(() =>
      expect(stateLine(editor)).toHaveTextContent(/^Scheduled for 2 March 2026.*08:00 \(Lagos time\)$/),
    );
    await user.click(editor.getByRole('button', { name: 'Cancel schedule' }));
    await waitFor(() => expect(storedContentItem(item.id)?.scheduledAt).toBeNull());
  });

  it('is not offered Send back on their own submission', async () => {
    const session = staffSession('editor');
    seedContentItem({
      title: 'Voter card',
      review: 'submitted',
      submittedBy: { id: session.user.id, name: session.user.name },
    });
    const { user } = await openContent('editor', session);
    const editor = await openEditor(user, 'Voter card');
    expect(editor.queryByRole('button', { name: 'Send back…' })).toBeNull();
    expect(editor.getByRole('button', { name: 'Publish…' })).toBeInTheDocument();
  });

  it('offers the preview and a preview link to share, with when it expires', async () => {
    const item = seedContentItem({ title: 'Voter card' });
    const { user } = await openContent('editor');
    const editor = await openEditor(user, 'Voter card');
    expect(editor.getByRole('link', { name: 'Preview (opens in a new tab)' })).toHaveAttribute(
      'href',
      `/preview/articles/${item.id}`,
    );
    await user.click(editor.getByRole('button', { name: 'Share a preview link' }));
    const link = await editor.findByLabelText('Preview link');
    expect(link).toHaveAttribute('readonly');
    expect((link as HTMLInputElement).value).toMatch(/\/preview\/preview-\d+$/);
    expect(link).toHaveAccessibleDescription(
      /^Anyone with this link can read the draft until 2 March 2026.*\(Lagos time\)\.$/,
    );
    expect(contentReceived.writes.at(-1)).toMatchObject({
      method: 'POST',
      path: `/api/content/${item.id}/preview-links`,
    });
  });
});

describe('the work lists', () => {
  it('show what waits for review, what is scheduled, and my work, each with its state in words', async () => {
    const session = staffSession('editor');
    submittedChanges({ title: 'Voter card' });
    seedContentItem({ title: 'Census', scheduledAt: '2026-03-05T08:00:00.000Z' });
    seedContentItem({ title: 'My draft', createdBy: session.user.id });
    seedContentItem({ title: 'Passport', status: 'published' });
    const { user } = await openContent('editor', session);
    const list = within(screen.getByRole('search', { name: 'Filter the content list' }));
    expect(await screen.findByText('Showing 1–4 of 4', {}, SLOW)).toBeInTheDocument();
    expect(within(rowOf('Voter card')).getByText('Waiting for review')).toBeInTheDocument();
    expect(within(rowOf('Census')).getByText('Scheduled')).toBeInTheDocument();
    expect(within(rowOf('Passport')).getByText('Published')).toBeInTheDocument();

    await user.selectOptions(list.getByLabelText('List'), 'Waiting for review');
    expect(await screen.findByText('Showing 1–1 of 1')).toBeInTheDocument();
    expect(rowOf('Voter card')).toBeInTheDocument();
    await user.selectOptions(list.getByLabelText('List'), 'Scheduled');
    await waitFor(() => expect(rowOf('Census')).toBeInTheDocument());
    await user.selectOptions(list.getByLabelText('List'), 'My work');
    await waitFor(() => expect(rowOf('My draft')).toBeInTheDocument());
    expect(screen.getAllByRole('rowheader')).toHaveLength(1);
    expect(contentReceived.lists.filter((search) => search.includes('view='))).toEqual([
      '?view=review&sort=updated&dir=desc&page=1&pageSize=25',
      '?view=scheduled&sort=updated&dir=desc&page=1&pageSize=25',
      '?view=mine&sort=updated&dir=desc&page=1&pageSize=25',
    ]);
  });
});
