/**
 * Where the sign-up form is sent when the app is not running (no JavaScript, or not yet arrived), with
 * the fields of newsletterFormSchema (./newsletter.ts). Apart from the schemas, so that the page with
 * the form does not download valibot for it.
 */
export const NEWSLETTER_ACTION = '/newsletter';

/** POST: a sign-up sent by the app (newsletterRequestSchema), answered 202 whatever became of it. */
export const NEWSLETTER_PATH = '/api/newsletter';

/**
 * The links in the e-mails (in each language too: /yo/newsletter/confirm). GET shows a page with a
 * button; the button POSTs (a mail scanner that follows links changes nothing). A POST to the
 * unsubscribe address with `List-Unsubscribe=One-Click` (RFC 8058) unsubscribes with no other step.
 */
export const NEWSLETTER_CONFIRM_PATH = '/newsletter/confirm';
export const NEWSLETTER_UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';

/** The sign-up section's id: answers come back scrolled to it. */
export const NEWSLETTER_SECTION_ID = 'newsletter';

/** The longest consent wording the server keeps (the form's hint is far shorter). */
export const CONSENT_MAX_LENGTH = 500;

/** Why a sign-up could not be sent: no connection, the server failed, or too many sign-ups from here. */
export type SignupFailure = 'offline' | 'unavailable' | 'tooMany';
