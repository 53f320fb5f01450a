import * as v from 'valibot';
import { LOCALES, type Locale } from '@/shared/i18n/translate';
import { MAX_LENGTH } from '@/shared/lib/text';
import { PAGE_PATH_MAX_LENGTH } from './feedback';
import { CONSENT_MAX_LENGTH } from './newsletterAction';
import { requestObject } from './requestObject';

/** Why an address was refused: nothing typed, or not an e-mail address. */
export type NewsletterError = 'required' | 'format';

// Stricter than the browser's type="email" check, which accepts "ada@example": this also asks for a dot
// in the part after the @, as every address a newsletter could reach has.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A newsletter address, surrounding spaces ignored: required, at most MAX_LENGTH.email, shaped like an
 * address. Each check's message is the NewsletterError it stands for. The browser's machine and the
 * server both judge an address by this one schema.
 */
export const newsletterEmailSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('required'),
  v.maxLength(MAX_LENGTH.email, 'format'),
  v.regex(EMAIL_SHAPE, 'format'),
);

/** The address as it is stored and compared: trimmed and lower-cased. */
export const normalisedEmail = (email: string) => email.trim().toLowerCase();

/**
 * A sign-up as the form sends it without the app: the address, the page the form was on, the consent
 * wording shown beside it (a hidden field holding the hint, as shown) and the honeypot (botCheck.ts).
 */
export const newsletterFormSchema = v.object({
  email: v.string(),
  page: v.string(),
  consent: v.optional(v.pipe(v.string(), v.maxLength(CONSENT_MAX_LENGTH))),
  website: v.optional(v.pipe(v.string(), v.maxLength(MAX_LENGTH.email))),
});

/** Why `email` would be refused, or null when it would be taken. */
export function newsletterEmailError(email: string): NewsletterError | null {
  const result = v.safeParse(newsletterEmailSchema, email, { abortPipeEarly: true });
  return result.success ? null : (result.issues[0].message as NewsletterError);
}

/** A page of this site: where the form was. */
const pageSchema = v.pipe(
  v.string('Say which page the form was on.'),
  v.maxLength(PAGE_PATH_MAX_LENGTH, `A page's address has at most ${PAGE_PATH_MAX_LENGTH} characters.`),
  v.regex(/^\/[^?#\s]*$/, 'The page must be an address on this site, such as /documents/nin.'),
);

/** POST /api/newsletter: a sign-up sent by the app. */
export interface NewsletterRequest {
  email: string;
  language: Locale;
  page: string;
  /** The wording shown beside the form (its hint), in the reader's language, as shown. */
  consent: string;
  /** The honeypot (botCheck.ts): empty from a person. */
  website?: string;
  /** How long the form was on screen before it was sent, in milliseconds. */
  elapsedMs?: number;
}

/** The checks of POST /api/newsletter (the server's, and the browser tests' msw handlers'). */
export const newsletterRequestSchema = requestObject(
  {
    email: v.pipe(
      v.string('Enter your e-mail address.'),
      v.trim(),
      v.nonEmpty('Enter your e-mail address.'),
      v.maxLength(MAX_LENGTH.email, `An e-mail address has at most ${MAX_LENGTH.email} characters.`),
      v.regex(EMAIL_SHAPE, 'Enter an e-mail address in the correct format, like name@example.com.'),
    ),
    language: v.picklist(LOCALES, `The language must be one of ${LOCALES.join(', ')}.`),
    page: pageSchema,
    consent: v.pipe(
      v.string('Send the consent wording shown beside the form.'),
      v.trim(),
      v.nonEmpty('Send the consent wording shown beside the form.'),
      v.maxLength(CONSENT_MAX_LENGTH, `The consent wording has at most ${CONSENT_MAX_LENGTH} characters.`),
    ),
    website: v.optional(v.pipe(v.string('The website field must be text.'), v.maxLength(MAX_LENGTH.email))),
    elapsedMs: v.optional(
      v.pipe(v.number('elapsedMs must be a number.'), v.integer('elapsedMs must be whole.'), v.minValue(0)),
    ),
  },
  'The sign-up must be a JSON object with email, language, page and consent.',
) satisfies v.GenericSchema<unknown, NewsletterRequest>;

/**
 * 202, whatever became of the sign-up (new, already pending, already confirmed, or a bot's): the same
 * answer, so nobody learns from it whether an address is on the list.
 */
export const newsletterReceivedSchema = v.object({ status: v.literal('checkYourInbox') });
export type NewsletterReceived = v.InferOutput<typeof newsletterReceivedSchema>;

/** The server's answer to a sign-up sent without the app, shown in the form: thanks, or the refusal. */
export const newsletterSignupAnswerSchema = v.object({
  /** What was typed, as sent (the thanks names it trimmed; a refusal keeps it in the field). */
  email: v.string(),
  /** null: taken, and thanked for. */
  error: v.nullable(v.picklist<NewsletterError[]>(['required', 'format'])),
});

/**
 * The page a link from an e-mail opens (confirm, unsubscribe), shown in the sign-up's section:
 * - `ask`: the button that does it (a POST with the token);
 * - `done`: confirmed, or unsubscribed;
 * - `invalid`: the link has expired, was used already, or never was one.
 */
export const newsletterLinkAnswerSchema = v.object({
  link: v.picklist(['confirm', 'unsubscribe']),
  step: v.picklist(['ask', 'done', 'invalid']),
  /** With `ask` only: the link's token, sent back by the button. */
  token: v.optional(v.pipe(v.string(), v.maxLength(100))),
});
export type NewsletterLinkAnswer = v.InferOutput<typeof newsletterLinkAnswerSchema>;

/** What the newsletter's section shows when the server rendered the page as an answer. */
export const newsletterAnswerSchema = v.union([newsletterSignupAnswerSchema, newsletterLinkAnswerSchema]);
export type NewsletterAnswer = v.InferOutput<typeof newsletterAnswerSchema>;
