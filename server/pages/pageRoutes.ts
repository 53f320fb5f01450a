import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import { newsletterEmailError, newsletterFormSchema } from '@/shared/api/newsletter';
import { NEWSLETTER_ACTION } from '@/shared/api/newsletterAction';
import { SEARCH_PATH, searchedWords } from '@/shared/api/search';
import { inEveryLocale } from '@/shared/lib/localePaths';
import type { AppEnv } from '../appEnv';
import { FORM_BYTES, FORM_PAGES, readForm } from './forms';
import type { Renderer } from './loadRenderer';
import { sendPage } from './sendPage';

/**
 * What the visitor forms send when the app is not running (JavaScript off, or not arrived yet), answered
 * with whole pages as the app would show them (progressive enhancement, as GOV.UK's forms work):
 * - GET /search?q=… (and /yo/search?q=…, in each language): the results page, results in the HTML. Without words it is the build's /search page.
 * - POST /newsletter: the page the form was on, with the thanks or the refusal in its form.
 * Nothing a visitor sends is logged or stored here (sign-ups are stored by a later issue).
 */
export function addPageRoutes(app: Hono<AppEnv>, renderer: Renderer) {
  for (const { path } of inEveryLocale(SEARCH_PATH))
    app.get(path, async (c, next) => {
      if (!searchedWords(c.req.query('q'))) return next();
      // Rendered for the address exactly as the browser reads it, so the app hydrates this very page.
      const address = `${path}${new URL(c.req.url).search}`;
      return sendPage(c, await renderer.page(address), 200, 'no-cache');
    });

  app.post(
    NEWSLETTER_ACTION,
    bodyLimit({ maxSize: FORM_BYTES, onError: (c) => sendPage(c, renderer.badForm, 413, 'no-store') }),
    async (c) => {
      const form = await readForm(c.req.raw);
      const sent = v.safeParse(newsletterFormSchema, form);
      if (!sent.success || !FORM_PAGES.has(sent.output.page))
        return sendPage(c, renderer.badForm, 400, 'no-store');
      const { email, page } = sent.output;
      const error = newsletterEmailError(email);
      const answer = await renderer.page(page, { newsletter: { email, error } });
      return sendPage(c, answer, error ? 422 : 200, 'no-store');
    },
  );
}
