import { addListener, createAction, type Dispatch } from '@reduxjs/toolkit';
import { selectSessionUser } from '@/features/session/sessionSlice';
import { SUMMARY_MAX_LENGTH, type NewContent } from '@/shared/api/content';
import type { GeneratedDraft } from '@/machines/generatorTypes';

/** Staff pressed Publish Content on a generator preview. */
export const draftPublished = createAction<GeneratedDraft>('generator/draftPublished');

/** The first paragraph as a summary within the server's limit, cut at a word and marked as cut. */
function summaryOf(paragraph: string): string {
  const text = paragraph.trim();
  if (text.length <= SUMMARY_MAX_LENGTH) return text;
  const cut = text.slice(0, SUMMARY_MAX_LENGTH - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > 0 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

/**
 * The article a published draft becomes: SPEC §4, "Publish Content saves the item as published" — for
 * editors and admins; a writer may not publish, so theirs is saved as a draft for an editor to publish.
 */
function articleFromDraft(draft: GeneratedDraft, mayPublish: boolean): NewContent {
  return {
    title: draft.title,
    summary: summaryOf(draft.paragraphs[0] ?? ''),
    category: draft.category,
    content: draft.paragraphs.join('\n\n'),
    status: mayPublish ? 'published' : 'draft',
  };
}

const addSessionListener = addListener.withTypes<Parameters<typeof selectSessionUser>[0]>();

/** How the staff area sends a new article (the content feature's write queue, composed by the route). */
export type PublishArticle = (article: NewContent) => Promise<unknown>;

/**
 * From now on, a published draft becomes an article on the server, signed by the staff member signed
 * in; SPEC §8's "Content Published" toast follows once the server has it. Started by the staff area.
 */
export function publishGeneratedDrafts(dispatch: Dispatch, publish: PublishArticle): () => void {
  return dispatch(
    addSessionListener({
      actionCreator: draftPublished,
      effect: async (action, api) => {
        const role = selectSessionUser(api.getState())?.role;
        // Sent like any change (and queued if offline); the content feature says how it went.
        await publish(articleFromDraft(action.payload, role === 'editor' || role === 'admin'));
      },
    }),
  ) as unknown as () => void;
}
