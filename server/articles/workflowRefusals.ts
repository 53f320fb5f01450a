import { CHANGE_NOTE_MISSING } from '@/shared/api/contentSchema';

/**
 * The workflow steps an item's state does not allow (422), each with the sentence that says what to do
 * and, when one field is at fault, that field.
 */
export const STEP_REFUSALS = {
  alreadySubmitted: { error: 'This article is already waiting for review by an editor.' },
  nothingToPublish: {
    error: 'There is nothing new to publish: visitors already read this version. Change the article first.',
  },
  notSubmitted: {
    error: 'Only an article waiting for review can be sent back. Ask the author to submit it first.',
  },
  ownSubmission: {
    error: 'You submitted this article yourself: another editor reviews it and sends it back.',
  },
  firstIsMajor: {
    error: 'The first publication of an article is a major change. Choose “major change” to publish it.',
    field: 'change',
  },
  noteMissing: { error: CHANGE_NOTE_MISSING, field: 'changeNote' },
  minorWithNote: {
    error:
      'A minor fix has no public note. Remove the note, or choose “major change” if readers should know.',
    field: 'changeNote',
  },
  secondEditor: {
    error:
      'A guide’s change goes out only after a second editor has checked it: submit it for review, and an editor who did not write it publishes it.',
  },
  withoutReviewForGuides: {
    error: 'Publishing without review is for guides: an editor publishes an article directly.',
    field: 'withoutReview',
  },
  withoutReviewNow: {
    error:
      'A guide published without review goes out now. To choose a time, ask another editor to review it and schedule it.',
    field: 'scheduledAt',
  },
  notInFuture: {
    error: 'Choose a time in the future. To publish straight away, publish without a time.',
    field: 'scheduledAt',
  },
  notScheduled: { error: 'This article is not scheduled to be published: there is nothing to cancel.' },
  notPublished: { error: 'This article is not published: there is nothing to take down.' },
  redirectsToItself: {
    error: 'This is the page’s own address. Enter another page, or leave it empty to answer “gone”.',
    field: 'redirectTo',
  },
  noSuchVersion: {
    error: 'This article has no such version. Choose one from its history.',
    field: 'from',
  },
} as const satisfies Record<string, { error: string; field?: string }>;

export type StepRefusal = keyof typeof STEP_REFUSALS;
