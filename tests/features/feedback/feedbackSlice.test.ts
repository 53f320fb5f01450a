import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { FEEDBACK_LIMIT, feedbackGiven, selectFeedbackAnswers } from '@/features/feedback/feedbackSlice';

const at = (n: number) => new Date(Date.UTC(2026, 10, 1, 10, 0, n)).toISOString();

describe('feedbackSlice', () => {
  it('keeps answers newest first, up to the limit', () => {
    const store = makeStore();
    for (let n = 0; n <= FEEDBACK_LIMIT; n += 1)
      store.dispatch(feedbackGiven({ page: `/articles/${n}`, useful: n % 2 === 0 }, at(n % 60)));
    const answers = selectFeedbackAnswers(store.getState());
    expect(answers).toHaveLength(FEEDBACK_LIMIT);
    expect(answers[0]?.page).toBe(`/articles/${FEEDBACK_LIMIT}`);
    expect(answers.at(-1)?.page).toBe('/articles/1');
  });

  it('keeps a comment trimmed and cut to 500 characters, and only with a "No"', () => {
    const store = makeStore();
    store.dispatch(
      feedbackGiven({ page: '/a', useful: false, whatWentWrong: `  ${'x'.repeat(600)}  ` }, at(1)),
    );
    store.dispatch(feedbackGiven({ page: '/a', useful: true, whatWentWrong: 'ignored' }, at(2)));
    store.dispatch(feedbackGiven({ page: '/a', useful: false, whatWentWrong: ' \n ' }, at(3)));
    expect(selectFeedbackAnswers(store.getState())).toEqual([
      { page: '/a', useful: false, at: at(3) },
      { page: '/a', useful: true, at: at(2) },
      { page: '/a', useful: false, whatWentWrong: 'x'.repeat(500), at: at(1) },
    ]);
  });

  it('keeps the path alone: no query, no fragment', () => {
    const store = makeStore();
    store.dispatch(feedbackGiven({ page: '/search?q=080 1234 5678', useful: true }, at(1)));
    store.dispatch(feedbackGiven({ page: '/guides/nin#fees', useful: true }, at(2)));
    expect(selectFeedbackAnswers(store.getState()).map((answer) => answer.page)).toEqual([
      '/guides/nin',
      '/search',
    ]);
  });
});
