import { describe, expect, it } from 'vitest';
import { connectStorage } from '@/app/persistence';
import { makeStore } from '@/app/store';
import { notifyContentChanges } from '@/features/content/contentNotifications';
import { draftPublished, publishGeneratedDrafts } from '@/features/generator/draftPublishing';
import { buildDraft } from '@/features/generator/draftTemplates';
import { memoryStorage } from '../../utils/memoryStorage';
import { staffSession } from '../../utils/accountsFake';

describe('publishing a generated draft', () => {
  it('adds it to the content list as a published item signed by the staff member, and says so once saved', async () => {
    const store = makeStore({ session: staffSession() });
    connectStorage(store, memoryStorage().storage, { saveDelayMs: 0 });
    // As the staff area starts them; started twice (a remount), each still acts once.
    for (let i = 0; i < 2; i += 1) {
      notifyContentChanges(store.dispatch);
      publishGeneratedDrafts(store.dispatch);
    }
    const draft = buildDraft({ topic: 'NIN registration', category: 'documents', seed: 42 });
    const before = store.getState().content.items.length;

    store.dispatch(draftPublished(draft));

    const { items } = store.getState().content;
    expect(items).toHaveLength(before + 1);
    expect(items[0]).toMatchObject({
      title: draft.title,
      category: 'documents',
      content: draft.paragraphs.join('\n\n'),
      author: 'Site Administrator',
      status: 'published',
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.getState().toasts.current).toMatchObject({
      variant: 'success',
      title: 'generator.publishedTitle',
      body: 'generator.published',
    });
  });
});
