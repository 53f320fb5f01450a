import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storedContent } from '@/features/content/contentFormat';
import { SEED_CONTENT } from '@/features/content/seedContent';
import { STORAGE_KEYS } from '@/shared/store/storageKeys';
import { memoryStorage } from '../../utils/memoryStorage';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { staffSession } from '../../utils/accountsFake';

const NEW_ITEM = { ...SEED_CONTENT[0]!, id: 'from-backup', title: 'Linking your NIN to a SIM' };

async function renderSettings() {
  const view = renderWithProviders('/admin?tab=settings', {
    preloadedState: { session: staffSession() },
  });
  await screen.findByRole('heading', { level: 3, name: 'Your content in this browser' }, { timeout: 5000 });
  return view;
}

const file = (text: string) => new File([text], 'backup.json', { type: 'application/json' });

describe('Site Settings: the content backup', () => {
  it('imports the good items of a backup and says which were not imported, and why', async () => {
    const { user, store, stored } = await renderSettings();
    const backup = storedContent([
      NEW_ITEM,
      { ...SEED_CONTENT[1]!, title: 'Updated from the backup' },
      { ...SEED_CONTENT[2]!, id: 'bad', category: 'sports' as never, title: '<b>Bad</b>' },
      { ...NEW_ITEM, title: 'Same id again' },
    ]);
    await user.upload(screen.getByLabelText('Import a backup'), file(JSON.stringify(backup)));

    const report = within(await screen.findByText('Items imported: 2.').then((p) => p.parentElement!));
    expect(report.getByText('Items not imported: 2.')).toBeInTheDocument();
    expect(report.getByText('Item 3 (“<b>Bad</b>”): not valid: category.')).toBeInTheDocument();
    expect(
      report.getByText('Item 4 (“Same id again”): its id is already used by an earlier item in the file.'),
    ).toBeInTheDocument();
    const titles = store.getState().content.items.map((item) => item.title);
    expect(titles).toContain('Linking your NIN to a SIM');
    expect(titles).toContain('Updated from the backup');
    expect(titles).not.toContain('<b>Bad</b>');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(stored.get(STORAGE_KEYS.content)).toContain('Linking your NIN to a SIM');
  });

  it.each([
    ['not JSON', 'this is not json', 'This file could not be read as JSON, so nothing was imported.'],
    [
      'JSON of another kind',
      '{"hello": "world"}',
      'This file is not a backup of the portal’s content, so nothing was imported.',
    ],
    [
      'a newer format',
      '{"format": 99, "items": []}',
      'This backup comes from a newer version of the site, so nothing was imported.',
    ],
  ])('refuses %s, changing nothing', async (_name, text, message) => {
    const { user, store } = await renderSettings();
    const before = store.getState().content.items;
    await user.upload(screen.getByLabelText('Import a backup'), file(text));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(store.getState().content.items).toBe(before);
  });

  it('says how much of the browser’s storage the portal uses, with no warning while there is room', async () => {
    await renderSettings();
    expect(screen.queryByText(/Storage is nearly full/)).not.toBeInTheDocument();
    expect(screen.getByText(/The portal’s 3 content items and other saved data take \d/)).toBeInTheDocument();
  });

  it('warns when storage is nearly full, and not before', async () => {
    const big = Array.from({ length: 2 }, (_, i) => ({
      ...SEED_CONTENT[0]!,
      id: `big-${i}`,
      content: 'x'.repeat(2_100_000),
    }));
    const { storage } = memoryStorage({ [STORAGE_KEYS.content]: JSON.stringify(storedContent(big)) });
    renderWithProviders('/admin?tab=settings', {
      preloadedState: { session: staffSession() },
      storage,
    });
    expect(
      await screen.findByText(/Storage is nearly full/, undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
