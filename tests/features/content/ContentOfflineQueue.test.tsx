import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/app/persistence';
import type { KeyValueStorage } from '@/app/storage';
import { staffSession } from '../../utils/accountsFake';
import {
  contentReceived,
  loseNextContentAnswers,
  seedContentItem,
  setContentNetwork,
  storedContentItem,
} from '../../utils/contentFake';
import { memoryStorage } from '../../utils/memoryStorage';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { openEditor, rowOf, saveTitle } from './contentScreen';

const SLOW = { timeout: 10_000 };

/** The Content Management tab as an editor, its offline copy kept in `storage` (localStorage). */
async function openContent(storage: KeyValueStorage, session = staffSession('editor')) {
  const view = renderWithProviders('/admin?tab=content', { preloadedState: { session }, storage });
  await screen.findByRole('heading', { level: 2, name: 'Content Management' }, SLOW);
  return { ...view, session };
}

/** The connection returns: the browser fires `online`. */
const backOnline = () => {
  setContentNetwork('online');
  act(() => void window.dispatchEvent(new Event('online')));
};

describe('a change made while offline', () => {
  it('is queued, shown as waiting to be sent, and sent once when the connection returns', async () => {
    const item = seedContentItem({ title: 'Voter card' });
    const { user } = await openContent(memoryStorage().storage);
    const editor = await openEditor(user, 'Voter card');
    setContentNetwork('offline');
    await saveTitle(user, editor, 'Permanent voter card');

    expect(await within(rowOf('Permanent voter card')).findByText('Waiting to be sent')).toBeInTheDocument();
    expect(await screen.findByText('Waiting to be sent', { selector: 'strong' })).toBeInTheDocument();
    expect(contentReceived.writes).toEqual([]);

    backOnline();
    await waitFor(() => expect(storedContentItem(item.id)?.title).toBe('Permanent voter card'));
    await waitFor(() =>
      expect(within(rowOf('Permanent voter card')).queryByText('Waiting to be sent')).toBeNull(),
    );
    expect(contentReceived.writes).toHaveLength(1);
    // A second `online` finds nothing left to send.
    backOnline();
    await screen.findByText('Changes saved');
    expect(contentReceived.writes).toHaveLength(1);
  });

  it('keeps its Idempotency-Key when it is sent again after a lost answer: done once on the server', async () => {
    seedContentItem({ title: 'Voter card' });
    const { user } = await openContent(memoryStorage().storage);
    const form = within(screen.getByRole('region', { name: 'Add content' }));
    await screen.findByRole('button', { name: 'Edit Voter card' });
    loseNextContentAnswers(1);
    await user.type(form.getByLabelText('Title'), 'Census 2026');
    await user.click(form.getByRole('button', { name: 'Add content' }));
    expect(await within(rowOf('Census 2026')).findByText('Waiting to be sent')).toBeInTheDocument();

    backOnline();
    await waitFor(() => expect(within(rowOf('Census 2026')).queryByText('Waiting to be sent')).toBeNull());
    const [first, retry] = contentReceived.writes;
    expect(contentReceived.writes).toHaveLength(2);
    expect(retry!.key).toBe(first!.key);
    expect([first!.replayed, retry!.replayed]).toEqual([false, true]);
    expect(contentReceived.applied).toBe(1);
    expect(await screen.findAllByRole('rowheader', { name: /^Census 2026/ })).toHaveLength(1);
  });

  it('survives the tab being closed: a new page reads it from storage and sends it with the same key', async () => {
    const item = seedContentItem({ title: 'Voter card' });
    const { storage, data } = memoryStorage();
    const first = await openContent(storage);
    const editor = await openEditor(first.user, 'Voter card');
    setContentNetwork('offline');
    await saveTitle(first.user, editor, 'Permanent voter card');
    await within(rowOf('Permanent voter card')).findByText('Waiting to be sent');
    const stored = JSON.parse(data.get(STORAGE_KEYS.content)!) as { queue: { write: { key: string } }[] };
    expect(stored.queue).toHaveLength(1);
    first.unmount();

    // A new page, a new store: the stored queue is read back, and sent at start once the server is there.
    setContentNetwork('online');
    await openContent(storage, first.session);
    await waitFor(() => expect(storedContentItem(item.id)?.title).toBe('Permanent voter card'));
    expect(contentReceived.writes.map((write) => write.key)).toEqual([stored.queue[0]!.write.key]);
    await waitFor(() =>
      expect((JSON.parse(data.get(STORAGE_KEYS.content)!) as { queue: unknown[] }).queue).toEqual([]),
    );
  });

  it(
    'is sent only under the session of the person who made it, not of whoever signs in next',
    { timeout: 20_000 },
    async () => {
      const item = seedContentItem({ title: 'Voter card' });
      const { storage } = memoryStorage();
      const first = await openContent(storage); // an editor, A
      const editor = await openEditor(first.user, 'Voter card');
      setContentNetwork('offline');
      await saveTitle(first.user, editor, 'Permanent voter card');
      await within(rowOf('Permanent voter card')).findByText('Waiting to be sent');
      first.unmount();

      // B signs in on the same browser, online: A's change stays queued, and the list says for whom.
      setContentNetwork('online');
      const second = await openContent(storage, staffSession('admin'));
      expect(
        await within(rowOf('Permanent voter card')).findByText(
          'Waiting for the person who made this change to sign in on this browser',
          {},
          SLOW,
        ),
      ).toBeInTheDocument();
      backOnline();
      await screen.findByText('Showing 1–1 of 1');
      expect(contentReceived.writes).toEqual([]);
      expect(storedContentItem(item.id)?.title).toBe('Voter card');
      second.unmount();

      // A signs in again on that browser: it goes, under A's session.
      const again = renderWithProviders('/login', { storage });
      await again.user.type(await screen.findByLabelText('E-mail', {}, SLOW), 'editor@example.gov.ng');
      await again.user.type(screen.getByLabelText('Password'), 'correct horse battery');
      await again.user.click(screen.getByRole('button', { name: 'Log in' }));
      await waitFor(() => expect(again.router.state.location.pathname).toBe('/admin'), SLOW);
      await again.user.click(await screen.findByRole('tab', { name: 'Content Management' }, SLOW));
      await waitFor(() => expect(storedContentItem(item.id)?.title).toBe('Permanent voter card'), SLOW);
      expect(contentReceived.writes).toHaveLength(1);
    },
  );
});
