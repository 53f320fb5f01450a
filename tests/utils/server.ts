import { setupServer } from 'msw/node';
import { apiHandlers } from './apiHandlers';
import { articleHandlers } from './articlesFake';
import { guideHandlers } from './guidesFake';
import { newsletterHandlers } from './newsletterFake';

/**
 * The msw server: the portal's own API (apiHandlers.ts, articlesFake.ts, guidesFake.ts) and nothing else. Any other request — another
 * site, an address the API does not have — fails the test.
 */
export const server = setupServer(
  ...apiHandlers,
  ...articleHandlers,
  ...guideHandlers,
  ...newsletterHandlers,
);

const unhandled: string[] = [];

/**
 * msw's `onUnhandledRequest`: records the request and makes it fail. Failing the request alone is not
 * enough — code that catches the error would pass — so tests/setup.ts fails the test for any record.
 */
export function recordUnhandledRequest(request: Request, print: { error(): void }): void {
  unhandled.push(`${request.method} ${request.url}`);
  print.error();
}

/** The requests made since the last call, cleared. */
export function takeUnhandledRequests(): string[] {
  return unhandled.splice(0);
}
