import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FEEDBACK_PATH } from '@/shared/api/feedback';
import { feedbackReceivedSchema } from '@/shared/api/feedbackSchema';
import { received } from './apiHandlers';

// The msw handlers stand for the server in the browser's tests: they must take what the server takes,
// refuse what it refuses, and answer in its shapes (the server's own tests check the server against
// the same schemas: tests/server/feedback.test.ts).
const post = (path: string, body: unknown) =>
  fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('the API handlers the browser tests use', () => {
  it('POST /api/feedback: takes a valid answer, answers 201 in the shared shape', async () => {
    const response = await post(FEEDBACK_PATH, { page: '/documents/nin', language: 'ha', useful: true });
    expect(response.status).toBe(201);
    expect(v.is(feedbackReceivedSchema, await response.json())).toBe(true);
    expect(received.feedback).toEqual([{ page: '/documents/nin', language: 'ha', useful: true }]);
  });

  it.each([
    [{ page: '/documents/nin', language: 'fr', useful: true }],
    [{ page: 'https://elsewhere.example/', language: 'en', useful: true }],
    [{ page: '/', language: 'en' }],
  ])('POST /api/feedback: refuses %j with 400 and a message, as the server does', async (body) => {
    const response = await post(FEEDBACK_PATH, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: expect.any(String) });
    expect(received.feedback).toEqual([]);
  });
});
