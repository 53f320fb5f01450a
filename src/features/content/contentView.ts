import type { ContentSummary } from '@/shared/api/content';
import { slugFromTitle } from '@/shared/lib/slug';
import { mayBeSentBy, type QueuedWrite } from './contentWrites';

/** A row of the list: an item as the server has it, with the person's own unanswered writes on top. */
export interface ContentRow extends ContentSummary {
  /**
   * A write of this item not yet answered: on its way, waiting for the connection, or ('owner') made by
   * someone else on this browser and waiting for them to sign in here again.
   */
  pending?: QueuedWrite['state'] | 'owner';
  /** Its deletion is not answered yet. */
  deleting?: boolean;
}

/**
 * `items` with the queued writes applied, in order (`me`: the signed-in person's account id): what the person did shows at once (the optimistic
 * update), and goes away by itself if the server refuses it (the write leaves the queue). Items created
 * here come first, as the newest change.
 */
export function withQueue(
  items: readonly ContentSummary[],
  queue: readonly QueuedWrite[],
  me: string | null,
): ContentRow[] {
  const rows: ContentRow[] = items.map((item) => ({ ...item }));
  const created: ContentRow[] = [];
  for (const { write, state: sent } of queue) {
    const state = mayBeSentBy(write, me) ? sent : 'owner';
    if (write.kind === 'create') {
      const { title, summary, category, slug, status = 'draft' } = write.body;
      created.unshift({
        id: write.id,
        kind: write.body.kind ?? 'article',
        slug: slug || slugFromTitle(title),
        title,
        summary,
        category,
        status,
        author: '',
        revision: 1,
        dateCreated: '',
        dateModified: '',
        publishedAt: null,
        firstPublishedAt: null,
        publishedRevision: status === 'published' ? 1 : null,
        hasUnpublishedChanges: false,
        review: 'none',
        reviewComment: null,
        submittedBy: null,
        scheduledAt: null,
        lastMajorUpdateAt: null,
        createdBy: write.owner ?? null,
        updatedBy: write.owner ?? null,
        pending: state,
      });
      continue;
    }
    const row = [...created, ...rows].find((r) => r.id === write.id);
    if (!row) continue;
    row.pending = state;
    if (write.kind === 'change') {
      const { title, summary, category, slug } = write.body;
      Object.assign(row, { title, summary, category }, slug ? { slug } : {});
    } else {
      row.deleting = true;
    }
  }
  return [...created, ...rows];
}

/**
 * A list page's `items`, each replaced by the copy this browser holds (`kept`: the offline copy, where a
 * saved write puts what the server stored) when that is a newer revision. The list is fetched again after
 * every save; until it arrives a row would show the item as it was before the person's own change, and
 * a next click made from it (Publish, then Delete) would be refused as a conflict with themselves.
 */
export function withSaved(
  items: readonly ContentSummary[],
  kept: readonly ContentSummary[],
): ContentSummary[] {
  const newest = new Map(kept.map((item) => [item.id, item]));
  return items.map((item) => {
    const saved = newest.get(item.id);
    return saved && saved.revision > item.revision ? saved : item;
  });
}
