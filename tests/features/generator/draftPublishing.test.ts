import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installStaffArea } from '@/app/staffArea';
import { makeStore } from '@/app/store';
import { createArticle } from '@/features/content/contentQueue';
import { draftPublished, publishGeneratedDrafts } from '@/features/generator/draftPublishing';
import { buildDraft } from '@/features/generator/draftTemplates';
import type { Role } from '@/shared/api/accounts';
import { SUMMARY_MAX_LENGTH } from '@/shared/api/content';
import { staffSession } from '../../utils/accountsFake';
import { contentReceived } from '../../utils/contentFake';

/** A store as the staff area has it (the API client loaded), signed in as `role`, publishing drafts. */
function staffStore(role: Role) {
  installStaffArea();
  const session = staffSession(role);
  const store = makeStore({ session });
  const stop = publishGeneratedDrafts(store.dispatch, (article) =>
    createArticle(store, article, 'generator'),
  );
  return { store, stop, session };
}

describe('publishing a generated draft', () => {
  it('creates it on the server as a published article signed by the staff member, and says so once saved', async () => {
    const { store, stop, session } = staffStore('admin');
    const draft = buildDraft({ topic: 'NIN registration', category: 'documents', seed: 42 });

    store.dispatch(draftPublished(draft));

    await waitFor(() =>
      expect(store.getState().toasts.current).toMatchObject({
        variant: 'success',
        title: 'generator.publishedTitle',
        body: 'generator.published',
        link: { label: 'toast.viewPage' },
      }),
    );
    expect(contentReceived.writes).toHaveLength(1);
    const [sent] = contentReceived.writes;
    expect(sent!.key).toMatch(/^[0-9a-f]{32}$/);
    expect(sent!.body).toMatchObject({
      title: draft.title,
      category: 'documents',
      content: draft.paragraphs.join('\n\n'),
      status: 'published',
    });
    expect(store.getState().content.items[0]).toMatchObject({
      title: draft.title,
      author: session.user.name,
      status: 'published',
    });
    expect(store.getState().content.queue).toEqual([]);
    stop();
  });

  it('saves a writer’s as a draft (writers may not publish) and says an editor must publish it', async () => {
    const { store, stop } = staffStore('writer');
    store.dispatch(
      draftPublished(buildDraft({ topic: 'Voter registration', category: 'government', seed: 7 })),
    );

    await waitFor(() =>
      expect(store.getState().toasts.current).toMatchObject({
        variant: 'success',
        title: 'generator.draftSavedTitle',
        body: 'generator.draftSaved',
      }),
    );
    expect(contentReceived.writes.map((write) => (write.body as { status: string }).status)).toEqual([
      'draft',
    ]);
    expect(store.getState().content.items[0]).toMatchObject({ status: 'draft' });
    stop();
  });

  it('sends a summary the server takes, however long the first paragraph', async () => {
    const { store, stop } = staffStore('editor');
    const draft = buildDraft({ topic: 'Passport', category: 'documents', seed: 3 });
    store.dispatch(
      draftPublished({ ...draft, paragraphs: ['word '.repeat(200).trim(), ...draft.paragraphs] }),
    );
    await waitFor(() => expect(store.getState().toasts.current?.title).toBe('generator.publishedTitle'));
    const summary = (contentReceived.writes[0]!.body as { summary: string }).summary;
    expect(summary.length).toBeLessThanOrEqual(SUMMARY_MAX_LENGTH);
    expect(summary.length).toBeGreaterThan(0);
    stop();
  });
});
