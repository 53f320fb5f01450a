import { createAction, type TypedStartListening } from '@reduxjs/toolkit';
import { itemAdded, type ContentDraft } from '@/features/content/contentSlice';
import { selectSessionUser } from '@/features/session/sessionSlice';
import type { GeneratedDraft } from './draftTemplates';

/** Staff pressed Publish Content on a generator preview. */
export const draftPublished = createAction<GeneratedDraft>('generator/draftPublished');

/** The content item a published draft becomes: SPEC §4, "Publish Content saves the item as published". */
function contentFromDraft(draft: GeneratedDraft, author: string): ContentDraft {
  return {
    title: draft.title,
    category: draft.category,
    content: draft.paragraphs.join('\n\n'),
    author,
    status: 'published',
  };
}

/**
 * Turns a published draft into a content item signed by the staff member logged in; the content
 * feature's notifications then show SPEC §8's "Content Published" toast.
 */
export function publishGeneratedDrafts(
  startListening: TypedStartListening<Parameters<typeof selectSessionUser>[0]>,
) {
  return startListening({
    actionCreator: draftPublished,
    effect: ({ payload: draft }, api) => {
      const author = selectSessionUser(api.getState())?.name ?? '';
      api.dispatch(itemAdded(contentFromDraft(draft, author), { via: 'generator' }));
    },
  });
}
