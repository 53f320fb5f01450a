import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { connectStorage } from '@/app/persistence';
import { makeStore } from '@/app/store';
import { feedbackGiven } from '@/features/feedback/feedbackSlice';
import { received } from '../../utils/apiHandlers';
import { memoryStorage } from '../../utils/memoryStorage';

describe('feedbackGiven', () => {
  it('carries a comment trimmed and cut to 500 characters, and only with a "No"', () => {
    expect(
      feedbackGiven({ page: '/a', useful: false, whatWentWrong: `  ${'x'.repeat(600)}  ` }).payload,
    ).toEqual({ page: '/a', useful: false, whatWentWrong: 'x'.repeat(500) });
    expect(feedbackGiven({ page: '/a', useful: true, whatWentWrong: 'ignored' }).payload).toEqual({
      page: '/a',
      useful: true,
    });
    expect(feedbackGiven({ page: '/a', useful: false, whatWentWrong: ' \n ' }).payload).toEqual({
      page: '/a',
      useful: false,
    });
  });

  it('carries the path alone: no query, no fragment', () => {
    expect(feedbackGiven({ page: '/search?q=080 1234 5678', useful: true }).payload.page).toBe('/search');
    expect(feedbackGiven({ page: '/guides/nin#fees', useful: true }).payload.page).toBe('/guides/nin');
  });

  it('is sent to the server, with the bot check, and nothing of it is kept in the browser', async () => {
    const { storage, data } = memoryStorage();
    const store = makeStore();
    connectStorage(store, storage, { saveDelayMs: 0 });
    store.dispatch(
      feedbackGiven(
        { page: '/guides/nin?tab=fees', useful: false, whatWentWrong: 'The fee is out of date' },
        { website: '', elapsedMs: 4_000 },
      ),
    );
    await waitFor(() =>
      expect(received.feedback).toEqual([
        {
          page: '/guides/nin',
          language: 'en',
          useful: false,
          whatWentWrong: 'The fee is out of date',
          website: '',
          elapsedMs: 4_000,
        },
      ]),
    );
    expect([...data.keys()]).toEqual([]);
    expect(JSON.stringify(store.getState())).not.toContain('The fee is out of date');
  });
});
