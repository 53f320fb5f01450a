/**
 * Where the sign-up form is sent when the app is not running (no JavaScript, or not yet arrived), with
 * the fields of newsletterFormSchema (./newsletter.ts). Apart from the schemas, so that the page with
 * the form does not download valibot for it.
 */
export const NEWSLETTER_ACTION = '/newsletter';
