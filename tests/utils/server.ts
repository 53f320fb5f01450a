import { setupServer } from 'msw/node';

/** The msw server with no handlers at all: the portal must never call the network. */
export const server = setupServer();

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
