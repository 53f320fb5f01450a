import type { ContentChange, ContentItem, ContentSummary, NewContent } from '@/shared/api/content';

/**
 * A change staff made to the content, as it waits in the browser until the server has answered it. It
 * carries the idempotency key it is sent with every time, so a replay (a retry, another tab, a reload
 * while it was on its way) gets the server's first answer and is never applied twice. Only writing
 * waits here (adding, saving, deleting): the workflow's steps (submit, publish, unpublish…) are
 * decisions taken on what the server holds now, so they are made online only (contentApi.ts).
 */
export type ContentWrite =
  /** `via`: the generator's Publish Content (its own toast). */
  (
    | { kind: 'create'; key: string; id: string; body: NewContent; via?: 'generator' }
    | { kind: 'change'; key: string; id: string; body: ContentChange }
    | { kind: 'delete'; key: string; id: string; title: string; revision: number }
  ) & {
    /**
     * The account id of the person who made it. The queue outlives a sign-out (it is in localStorage), so
     * a write is sent only under its owner's session, never under whoever signs in next on this browser.
     * Absent only on drafts carried over from the browser-only list of earlier versions, which had no
     * accounts: the next staff member to sign in sends those, as their own drafts.
     */
    owner?: string;
  };

/** Whether the signed-in person (`me`, their account id; null when no one is) may send `write`. */
export function mayBeSentBy(write: ContentWrite, me: string | null): boolean {
  return me !== null && (write.owner === undefined || write.owner === me);
}

/** A queued write: sending now, or waiting for the connection (shown as "waiting to be sent"). */
export interface QueuedWrite {
  write: ContentWrite;
  state: 'sending' | 'waiting';
}

/** A write the server did not take, kept until staff decide what becomes of it: nothing typed is lost. */
export type WriteProblem =
  /** 409: made from a stale copy; `current` is the item as stored now (null: deleted meanwhile). */
  | { kind: 'conflict'; write: ContentWrite; current: ContentItem | null }
  /** Refused for good (a role, a limit): the server's reason. */
  | { kind: 'refused'; write: ContentWrite; message: string };

/** The id an item created in this browser has until the server gives it its own. */
export const localIdFor = (key: string) => `local-${key}`;
export const isLocalId = (id: string) => id.startsWith('local-');

/** The title a write is about, for lists and notices. */
export function titleOf(write: ContentWrite): string {
  return write.kind === 'delete' ? write.title : write.body.title;
}

/** The base revision a write was made from (a create has none). */
export function baseRevision(write: ContentWrite): number | undefined {
  if (write.kind === 'create') return undefined;
  return write.kind === 'delete' ? write.revision : write.body.revision;
}

/**
 * A later write on the same item, moved onto the revision an earlier one of the same person produced:
 * the person made both, so the second builds on the first rather than conflicting with it.
 */
export function rebased(write: ContentWrite, done: ContentWrite, saved: ContentSummary): ContentWrite {
  if (write.id !== done.id || write.kind === 'create') return write;
  const from = baseRevision(done) ?? 1;
  if (baseRevision(write) !== from && done.kind !== 'create') return write;
  if (write.kind === 'delete') return { ...write, id: saved.id, revision: saved.revision };
  return { ...write, id: saved.id, body: { ...write.body, revision: saved.revision } };
}
