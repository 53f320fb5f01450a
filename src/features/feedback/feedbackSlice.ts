import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BotSignals } from '@/shared/api/botCheck';
import { COMMENT_MAX_LENGTH, FEEDBACK_LIMIT, feedbackPage, type FeedbackAnswer } from './feedbackAnswer';

interface FeedbackState {
  /** Newest first. */
  answers: FeedbackAnswer[];
}

const initialState: FeedbackState = { answers: [] };

export const feedbackSlice = createSlice({
  name: 'feedback',
  initialState,
  reducers: {
    feedbackGiven: {
      reducer(state, action: PayloadAction<FeedbackAnswer, string, BotSignals>) {
        state.answers.unshift(action.payload);
        state.answers.length = Math.min(state.answers.length, FEEDBACK_LIMIT);
      },
      // The bot check's signals go to the server with the answer (meta), never into storage.
      prepare(
        answer: { page: string; useful: boolean; whatWentWrong?: string },
        at: string = new Date().toISOString(),
        bot: BotSignals = {},
      ) {
        const comment = answer.useful ? '' : (answer.whatWentWrong ?? '').trim().slice(0, COMMENT_MAX_LENGTH);
        const payload: FeedbackAnswer = { page: feedbackPage(answer.page), useful: answer.useful, at };
        if (comment) payload.whatWentWrong = comment;
        return { payload, meta: bot };
      },
    },
    /** The stored answers, read at start or written by another tab, replace this tab's (src/app/persistence.ts). */
    feedbackReadFromStorage(state, action: PayloadAction<FeedbackAnswer[]>) {
      state.answers = action.payload;
    },
  },
  selectors: {
    selectFeedbackAnswers: (state) => state.answers,
  },
});

export const { feedbackGiven, feedbackReadFromStorage } = feedbackSlice.actions;
export const { selectFeedbackAnswers } = feedbackSlice.selectors;
export { COMMENT_MAX_LENGTH, FEEDBACK_LIMIT } from './feedbackAnswer';
export type { FeedbackAnswer } from './feedbackAnswer';
