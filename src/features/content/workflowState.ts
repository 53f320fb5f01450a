import type { Role, StaffUser } from '@/shared/api/accounts';
import type { ContentSummary } from '@/shared/api/content';

/** Where an item stands, as the admin names it (a badge in the list, the editor's state line). */
export type WorkflowState = 'draft' | 'submitted' | 'sentBack' | 'scheduled' | 'published' | 'changed';

type Item = Pick<
  ContentSummary,
  'status' | 'hasUnpublishedChanges' | 'review' | 'scheduledAt' | 'submittedBy'
>;

/** The one state that says most: a schedule or a review first, then whether visitors see all of it. */
export function workflowStateOf(item: Item): WorkflowState {
  if (item.scheduledAt) return 'scheduled';
  if (item.review === 'submitted') return 'submitted';
  if (item.review === 'sentBack') return 'sentBack';
  if (item.status === 'draft') return 'draft';
  return item.hasUnpublishedChanges ? 'changed' : 'published';
}

/** Whether the working copy holds something visitors do not see yet. */
export const hasSomethingToPublish = (item: Item) => item.status === 'draft' || item.hasUnpublishedChanges;

const isEditor = (role: Role) => role === 'editor' || role === 'admin';

/** The steps `me` is offered on `item` (the server decides again; this only hides what it would refuse). */
export function stepsFor(item: Item, me: Pick<StaffUser, 'id' | 'role'>) {
  const editor = isEditor(me.role);
  const submitted = item.review === 'submitted';
  // Another person's submission; when the server does not say whose, the editor is offered the review.
  const othersSubmission = submitted && item.submittedBy?.id !== me.id;
  const open = hasSomethingToPublish(item);
  return {
    submit: open && !submitted && !item.scheduledAt,
    publish: editor && open,
    /** Publishing is then the approval of someone else's submission. */
    approve: editor && open && othersSubmission,
    sendBack: editor && othersSubmission,
    cancelSchedule: editor && Boolean(item.scheduledAt),
    unpublish: editor && item.status === 'published',
  };
}
