import type { Context, Hono } from 'hono';
import { bodyLimit } from '../http/bodyLimit';
import * as v from 'valibot';
import type { ApiError } from '@/shared/api/errors';
import { looksLikeBot } from '@/shared/api/botCheck';
import {
  newsletterEmailError,
  newsletterFormSchema,
  newsletterRequestSchema,
  normalisedEmail,
  type NewsletterLinkAnswer,
  type NewsletterReceived,
} from '@/shared/api/newsletter';
import {
  NEWSLETTER_ACTION,
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_PATH,
  NEWSLETTER_UNSUBSCRIBE_PATH,
} from '@/shared/api/newsletterAction';
import { inEveryLocale, localeOfPath, localePath, parseLocale } from '@/shared/lib/localePaths';
import type { AppEnv } from '../appEnv';
import { checkedJson, jsonBodyLimit } from '../http/validation';
import { FORM_BYTES, FORM_PAGES, readForm } from '../pages/forms';
import type { Renderer } from '../pages/loadRenderer';
import { sendPage } from '../pages/sendPage';
import {
  confirmSignup,
  signUp,
  subscriberOfToken,
  unsubscribe,
  type NewsletterDependencies,
} from './subscriptions';

const RECEIVED: NewsletterReceived = { status: 'checkYourInbox' };

// A token is 43 characters (randomToken); anything much longer is not one.
const tokenSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(100));
const tokenOf = (value: unknown) => (v.is(tokenSchema, value) ? value : undefined);

/**
 * The visitor's side of the newsletter:
 * - POST /api/newsletter (the app) and POST /newsletter (the form without the app): a sign-up, stored
 *   pending with the consent wording and the time, and a confirmation e-mail queued (subscriptions.ts).
 *   A sign-up of an address already on the list, and one that looks sent by a bot (botCheck.ts), are
 *   answered exactly like a new one; a bot's is not stored.
 * - GET and POST /newsletter/confirm and /newsletter/unsubscribe (in every language): the links of the
 *   e-mails. GET shows the home page, in the subscriber's language, with the sign-up's section asking
 *   for the button to be pressed (mail scanners follow links, and must not confirm or unsubscribe
 *   anyone); POST does it. A POST to the unsubscribe address with its token in the query is RFC 8058's
 *   one-click unsubscribe. Nothing the visitor sends is logged.
 */
export function addNewsletterRoutes(
  app: Hono<AppEnv>,
  deps: NewsletterDependencies & { renderer: Renderer },
) {
  const { db, clock, renderer } = deps;

  app.post(NEWSLETTER_PATH, jsonBodyLimit, async (c) => {
    const request = await checkedJson(c, newsletterRequestSchema);
    if (!request.ok) return request.response;
    const { email, language, page, consent } = request.value;
    if (!FORM_PAGES.has(page))
      return c.json<ApiError>(
        {
          error: 'There is no such page on this site.',
          fields: { page: 'There is no such page on this site.' },
        },
        400,
      );
    if (!looksLikeBot(request.value))
      await signUp(deps, { email: normalisedEmail(email), language, page, consent });
    return c.json(RECEIVED, 202);
  });

  app.post(
    NEWSLETTER_ACTION,
    bodyLimit({ maxSize: FORM_BYTES, onError: (c) => sendPage(c, renderer.badForm, 413, 'no-store') }),
    async (c) => {
      const sent = v.safeParse(newsletterFormSchema, await readForm(c.req.raw));
      if (!sent.success || !FORM_PAGES.has(sent.output.page))
        return sendPage(c, renderer.badForm, 400, 'no-store');
      const { email, page, consent, website } = sent.output;
      const error = newsletterEmailError(email);
      if (!error) {
        // The wording shown beside the form is what the visitor agreed to: a form without it is not ours.
        if (!consent?.trim()) return sendPage(c, renderer.badForm, 400, 'no-store');
        if (!looksLikeBot({ website }))
          await signUp(deps, {
            email: normalisedEmail(email),
            language: localeOfPath(page),
            page,
            consent: consent.trim(),
          });
      }
      const answer = await renderer.page(page, { newsletter: { email, error } });
      return sendPage(c, answer, error ? 422 : 200, 'no-store');
    },
  );

  /** The home page in `language`, its sign-up's section showing `answer`. */
  const linkPage = async (
    c: Context<AppEnv>,
    language: string,
    answer: NewsletterLinkAnswer,
    status: 200 | 404,
  ) => {
    const home = localePath(parseLocale(language) ?? 'en', '/');
    return sendPage(c, await renderer.page(home, { newsletter: answer }), status, 'no-store');
  };
  const invalid = (c: Context<AppEnv>, link: NewsletterLinkAnswer['link'], pathLanguage: string) =>
    linkPage(c, pathLanguage, { link, step: 'invalid' }, 404);
  const formBytes = bodyLimit({
    maxSize: FORM_BYTES,
    onError: (c) => sendPage(c, renderer.badForm, 413, 'no-store'),
  });

  for (const { locale, path } of inEveryLocale(NEWSLETTER_CONFIRM_PATH)) {
    app.get(path, async (c) => {
      const token = tokenOf(c.req.query('token'));
      const subscriber = token && (await subscriberOfToken(db, token, 'confirm'));
      if (!token || !subscriber) return invalid(c, 'confirm', locale);
      const step = subscriber.status === 'confirmed' ? 'done' : 'ask';
      return linkPage(
        c,
        subscriber.language,
        { link: 'confirm', step, ...(step === 'ask' && { token }) },
        200,
      );
    });
    app.post(path, formBytes, async (c) => {
      const form = await readForm(c.req.raw);
      const token = tokenOf(form?.token);
      const language = token && (await confirmSignup(db, token, clock()));
      if (!language) return invalid(c, 'confirm', locale);
      return linkPage(c, language, { link: 'confirm', step: 'done' }, 200);
    });
  }

  for (const { locale, path } of inEveryLocale(NEWSLETTER_UNSUBSCRIBE_PATH)) {
    app.get(path, async (c) => {
      const token = tokenOf(c.req.query('token'));
      const subscriber = token && (await subscriberOfToken(db, token, 'unsubscribe'));
      if (!token || !subscriber) return invalid(c, 'unsubscribe', locale);
      return linkPage(c, subscriber.language, { link: 'unsubscribe', step: 'ask', token }, 200);
    });
    // RFC 8058: the token in the address, `List-Unsubscribe=One-Click` in the body (urlencoded or
    // multipart); the page's button sends the same.
    app.post(path, formBytes, async (c) => {
      const body = await c.req.parseBody().catch((): Record<string, unknown> => ({}));
      const token = tokenOf(c.req.query('token') ?? body.token);
      const language = token && (await unsubscribe(db, token));
      if (!language) return invalid(c, 'unsubscribe', locale);
      return linkPage(c, language, { link: 'unsubscribe', step: 'done' }, 200);
    });
  }
}
