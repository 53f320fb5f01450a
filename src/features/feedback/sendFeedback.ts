import { FEEDBACK_PATH, type FeedbackRequest } from '@/shared/api/feedback';

/**
 * Sends one answer to the server. `keepalive` lets it finish when the visitor leaves the page at once.
 * Resolves whether or not the server took it: a visitor who has answered is thanked either way and never
 * asked to try again.
 */
export async function sendFeedback(answer: FeedbackRequest, fetcher: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetcher(FEEDBACK_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(answer),
      keepalive: true,
    });
    return response.ok;
  } catch {
    return false; // offline, or the server is down
  }
}
