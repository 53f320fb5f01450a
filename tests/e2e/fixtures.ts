import { expect, test as base } from '@playwright/test';

export { expect };

/**
 * Playwright's `test`, with one check every journey gets: it fails if any page it opened reported a
 * Content-Security-Policy violation (Chromium logs each one to the console), so a change that needs an
 * inline script or a foreign script source cannot land unnoticed (issue 13).
 */
export const test = base.extend<{ noPolicyViolations: void }>({
  noPolicyViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      context.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await use();
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
