import { createAction } from '@reduxjs/toolkit';
import type { BotSignals } from '@/shared/api/botCheck';
import { COMMENT_MAX_LENGTH, feedbackPage, type FeedbackAnswer } from './feedbackAnswer';

/**
 * A visitor answered "Is this page useful?". Nothing keeps the answer in this browser (issue 28: staff
 * read the answers on the server): src/app/feedbackDelivery.ts sends it when this action is dispatched.
 * The bot check's signals go with it as the action's meta.
 */
export const feedbackGiven = createAction(
  'feedback/feedbackGiven',
  (answer: { page: string; useful: boolean; whatWentWrong?: string }, bot: BotSignals = {}) => {
    const comment = answer.useful ? '' : (answer.whatWentWrong ?? '').trim().slice(0, COMMENT_MAX_LENGTH);
    const payload: FeedbackAnswer = { page: feedbackPage(answer.page), useful: answer.useful };
    if (comment) payload.whatWentWrong = comment;
    return { payload, meta: bot };
  },
);

export { COMMENT_MAX_LENGTH } from './feedbackAnswer';
export type { FeedbackAnswer } from './feedbackAnswer';
