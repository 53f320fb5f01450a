import type { ContentConflict } from '@/shared/api/content';
import type { ApiError } from '@/shared/api/errors';
import type { ContentOutcome, ContentRefusal, EditorsOnly } from './contentRules';
import type { Answer } from './idempotency';
import { STEP_REFUSALS } from './workflowRefusals';

/** What the content API answers for each outcome of a write (contentRules.ts, workflowSteps.ts). */

const SLUG_TAKEN = 'This address is already used by another article. Choose another.';
const NO_SLUG =
  'This title gives no address. Enter one with letters a–z or digits, like how-to-get-your-nin.';
const STALE =
  'Someone else saved this article after you opened it. Compare their version with yours and choose what to keep.';
const DELETED = 'This article was deleted after you opened it. Copy your text if you want to keep it.';
const NOT_EDITOR: Record<EditorsOnly, string> = {
  publish: 'Only an editor or an admin can publish an article. Submit it for review: an editor publishes it.',
  rename:
    'Only an editor or an admin can change the address of an article visitors may have seen. Ask one to rename it.',
  sendBack: 'Only an editor or an admin can send an article back to its author.',
  cancelSchedule: 'Only an editor or an admin can cancel a scheduled publication.',
  unpublish: 'Only an editor or an admin can unpublish an article.',
  delete: 'Only an editor or an admin can delete an article.',
};

const NOT_ADMIN =
  'Only an admin can publish a guide without review. Ask another editor to review and publish it.';

/** The item (200 or 201), or the refusal. */
export function outcomeAnswer(outcome: ContentOutcome, status: 200 | 201): Answer {
  return 'refused' in outcome ? refusalAnswer(outcome) : { status, body: outcome.item };
}

export function refusalAnswer(refusal: ContentRefusal): Answer {
  switch (refusal.refused) {
    case 'conflict':
      return {
        status: 409,
        body: {
          error: refusal.current ? STALE : DELETED,
          current: refusal.current,
        } satisfies ContentConflict,
      };
    case 'notEditor':
      return { status: 403, body: { error: NOT_EDITOR[refusal.doing] } satisfies ApiError };
    case 'notAdmin':
      return { status: 403, body: { error: NOT_ADMIN } satisfies ApiError };
    case 'content':
      return {
        status: 400,
        body: { error: refusal.message, fields: { content: refusal.message } } satisfies ApiError,
      };
    case 'slugTaken':
      return { status: 422, body: { error: SLUG_TAKEN, fields: { slug: SLUG_TAKEN } } satisfies ApiError };
    case 'noSlug':
      return { status: 400, body: { error: NO_SLUG, fields: { slug: NO_SLUG } } satisfies ApiError };
    case 'step': {
      const refusalOf: { error: string; field?: string } = STEP_REFUSALS[refusal.reason];
      const body: ApiError = { error: refusalOf.error };
      if (refusalOf.field) body.fields = { [refusalOf.field]: refusalOf.error };
      return { status: 422, body };
    }
  }
}
