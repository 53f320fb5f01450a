import { describe, expect, it } from 'vitest';
import { connectStorage, STORAGE_KEYS } from '@/app/persistence';
import { makeStore } from '@/app/store';
import { feedbackGiven, type FeedbackAnswer } from '@/features/feedback/feedbackSlice';
import { parseFeedbackAnswers } from '@/features/feedback/feedbackTypes';
import { memoryStorage } from '../../utils/memoryStorage';

const AT = '2026-11-01T10:00:00.000Z';
const YES: FeedbackAnswer = { page: '/guides/nin', useful: true, at: AT };
const NO: FeedbackAnswer = {
  page: '/guides/nin',
  useful: false,
  whatWentWrong: 'The fee is out of date',
  at: AT,
};

describe('parseFeedbackAnswers', () => {
  it('accepts well-formed answers and drops fields it does not know', () => {
    expect(parseFeedbackAnswers([NO, YES])).toEqual([NO, YES]);
    expect(parseFeedbackAnswers([{ ...YES, email: 'ada@example.com', nin: '12345678901' }])).toEqual([YES]);
    expect(parseFeedbackAnswers([])).toEqual([]);
  });

  it('cuts a long list to the limit', () => {
    expect(parseFeedbackAnswers(Array.from({ length: 250 }, () => YES))).toHaveLength(200);
  });

  it.each([
    ['not a list', { answers: [YES] }],
    ['an empty page', [{ ...YES, page: '' }]],
    ['an answer that is not yes or no', [{ ...YES, useful: 'yes' }]],
    ['a comment over 500 characters', [{ ...NO, whatWentWrong: 'x'.repeat(501) }]],
    ['a time that is not a timestamp', [{ ...YES, at: 'yesterday' }]],
    ['a missing time', [{ page: '/guides/nin', useful: true }]],
  ])('refuses %s', (_name, value) => {
    expect(parseFeedbackAnswers(value)).toBeUndefined();
  });
});

describe('feedback in storage', () => {
  it('reads stored answers at start, after any given while the page was starting', () => {
    const { storage, data } = memoryStorage({ [STORAGE_KEYS.feedback]: JSON.stringify([NO]) });
    const store = makeStore();
    store.dispatch(feedbackGiven({ page: '/articles/passport', useful: true }, AT));
    connectStorage(store, storage, { saveDelayMs: 0 });
    const answers = [{ page: '/articles/passport', useful: true, at: AT }, NO];
    expect(store.getState().feedback.answers).toEqual(answers);

    store.dispatch(feedbackGiven({ page: '/guides/nin', useful: true }, AT));
    expect(JSON.parse(data.get(STORAGE_KEYS.feedback)!)).toEqual([YES, ...answers]);
    expect(store.getState().storage.setAside).toEqual([]);
  });

  it('starts empty when the stored value is unusable, and keeps it aside', () => {
    const { storage, data } = memoryStorage({ [STORAGE_KEYS.feedback]: '[{"page":"/x","useful":"maybe"}]' });
    const store = makeStore();
    connectStorage(store, storage, { saveDelayMs: 0 });
    expect(store.getState().feedback.answers).toEqual([]);
    expect(data.get(`${STORAGE_KEYS.feedback}.corrupt-1`)).toBe('[{"page":"/x","useful":"maybe"}]');
    expect(store.getState().storage.setAside).toMatchObject([
      { key: STORAGE_KEYS.feedback, asideKey: `${STORAGE_KEYS.feedback}.corrupt-1`, reason: 'unusable' },
    ]);
  });
});
