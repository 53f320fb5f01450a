import { addListener, createAction, type Dispatch } from '@reduxjs/toolkit';
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

const addSessionListener = addListener.withTypes<Parameters<typeof selectSessionUser>[0]>();

/** One effect function, so adding it again (the staff area mounting twice) adds nothing. */
const publishDraft: Parameters<typeof addSessionListener>[0]['effect'] = (action, api) => {
  if (!draftPublished.match(action)) return;
  const author = selectSessionUser(api.getState())?.name ?? '';
  api.dispatch(itemAdded(contentFromDraft(action.payload, author), { via: 'generator' }));
};

/**
 * From now on, a published draft becomes a content item signed by the staff member logged in; the
 * content feature's notifications then show SPEC §8's "Content Published" toast. Started by the staff
 * area when it loads.
 */
export function publishGeneratedDrafts(dispatch: Dispatch): void {
  dispatch(addSessionListener({ actionCreator: draftPublished, effect: publishDraft }));
}
