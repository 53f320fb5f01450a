import { test as plainTest } from '@playwright/test';
import { expect, test } from './fixtures';

// Issue 13: a Content-Security-Policy for the built site, in each page and in the preview's headers.

test('every prerendered page carries the policy first in its head, with its inline scripts by hash', async ({
  request,
}) => {
  for (const path of ['/', '/documents', '/documents/nin', '/search', '/login', '/unauthorized', '/terms']) {
    const html = await (await request.get(path)).text();
    const meta = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)" \/>/);
    expect(meta, path).not.toBeNull();
    // The colour-mode script, and on a page with a Suspense boundary React's own small scripts.
    expect(meta![1]).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+; /);
    expect(meta![1]).toContain("object-src 'none'; base-uri 'none'; form-action 'self'");
    // A <meta> policy cannot set frame-ancestors (the browser says so in the console): the header does.
    expect(meta![1]).not.toContain('frame-ancestors');
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script'));
  }
});

test('the server sends the policy and the other security headers', async ({ request }) => {
  // A page's policy allows its own inline scripts by hash; a script file has none to allow.
  for (const [path, hashes] of [
    ['/', /( 'sha256-[^']+')+/],
    ['/documents/nin', /( 'sha256-[^']+')+/],
    ['/no-such-page', /( 'sha256-[^']+')+/],
    ['/offline.html', /( 'sha256-[^']+')+/],
    ['/sw.js', /()/],
  ] as const) {
    const headers = (await request.get(path)).headers();
    expect(headers['content-security-policy'], path).toMatch(
      new RegExp(
        `^script-src 'self'${hashes.source}; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'$`,
      ),
    );
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
  }
});

// Without the every-journey check: this journey provokes a violation on purpose.
plainTest('an injected inline script does not run, and the browser reports it', async ({ page }) => {
  await page.goto('/documents/nin');
  const outcome = await page.evaluate(
    () =>
      new Promise<{ ran: boolean; violated: string }>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) =>
          resolve({ ran: 'injected' in window, violated: event.effectiveDirective }),
        );
        const script = document.createElement('script');
        script.textContent = 'window.injected = true';
        document.body.append(script);
      }),
  );
  expect(outcome).toEqual({ ran: false, violated: 'script-src-elem' });
});
