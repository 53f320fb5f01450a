import { addListener, createAction, type Dispatch } from '@reduxjs/toolkit';
import { newWriteKey, submitWrite } from '@/features/content/contentQueue';
import type { ContentState } from '@/features/content/contentSlice';
import { localIdFor } from '@/features/content/contentWrites';
import { selectSessionUser } from '@/features/session/sessionSlice';
import type { NewContent } from '@/shared/api/content';
import type { GeneratedDraft } from './draftTemplates';

/** Staff pressed Publish Content on a generator preview. */
export const draftPublished = createAction<GeneratedDraft>('generator/draftPublished');

/**
 * The article a published draft becomes: SPEC §4, "Publish Content saves the item as published" — for
 * editors and admins; a writer may not publish, so theirs is saved as a draft for an editor to publish.
 */
function articleFromDraft(draft: GeneratedDraft, mayPublish: boolean): NewContent {
  return {
    title: draft.title,
    summary: draft.paragraphs[0] ?? '',
    category: draft.category,
    content: draft.paragraphs.join('\n\n'),
    status: mayPublish ? 'published' : 'draft',
  };
}

type State = Parameters<typeof selectSessionUser>[0] & { content: ContentState };
const addSessionListener = addListener.withTypes<State>();

/** One effect function, so adding it again (the staff area mounting twice) adds nothing. */
const publishDraft: Parameters<typeof addSessionListener>[0]['effect'] = async (action, api) => {
  if (!draftPublished.match(action)) return;
  const role = selectSessionUser(api.getState())?.role;
  const key = newWriteKey();
  // Sent like any change (and queued if offline); the content feature says how it went.
  await submitWrite(api, {
    kind: 'create',
    key,
    id: localIdFor(key),
    via: 'generator',
    body: articleFromDraft(action.payload, role === 'editor' || role === 'admin'),
  });
};

/**
 * From now on, a published draft becomes an article on the server, signed by the staff member signed
 * in; SPEC §8's "Content Published" toast follows once the server has it. Started by the staff area.
 */
export function publishGeneratedDrafts(dispatch: Dispatch): void {
  dispatch(addSessionListener({ actionCreator: draftPublished, effect: publishDraft }));
}
