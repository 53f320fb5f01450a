import { expect, test as base, type TestInfo } from '@playwright/test';

export { expect };

/**
 * Playwright's `test`, with one check every journey gets: it fails if any page it opened reported a
 * Content-Security-Policy violation (Chromium logs each one to the console), so a change that needs an
 * inline script or a foreign script source cannot land unnoticed (issue 13).
 */
export const test = base.extend<{ noPolicyViolations: undefined }>({
  // Every journey is a visitor of its own address (the server trusts X-Forwarded-For there:
  // scripts/e2e-server.mjs), so one journey's wrong passwords never trip another's sign-in limit.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide, testInfo) => {
    await provide({ ...extraHTTPHeaders, 'X-Forwarded-For': visitorAddress(testInfo) });
  },
  noPolicyViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      context.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await use(undefined);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

/** A documentation address (RFC 5737 / RFC 3849 range) of the journey's own, from its id and retry. */
function visitorAddress(testInfo: TestInfo): string {
  let hash = testInfo.retry;
  for (const char of testInfo.testId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `2001:db8::${(hash >>> 16).toString(16)}:${(hash & 0xffff).toString(16)}`;
}
