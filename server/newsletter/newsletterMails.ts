import {
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_SECTION_ID,
  NEWSLETTER_UNSUBSCRIBE_PATH,
} from '@/shared/api/newsletterAction';
import { fillMailWords, NEWSLETTER_MAIL_WORDS } from '@/shared/api/newsletterMail';
import { localePath, parseLocale } from '@/shared/lib/localePaths';
import type { NewMail } from '../mail/mailQueue';

/** A link of the e-mails: the page in the subscriber's language, its token in the query. */
export function newsletterLink(origin: string, language: string, path: string, token: string): string {
  return `${origin}${localePath(parseLocale(language) ?? 'en', path)}?token=${encodeURIComponent(token)}`;
}

/** A link in an e-mail's text: its page opens scrolled to the sign-up's section, where the answer is. */
const inText = (link: string) => `${link}#${NEWSLETTER_SECTION_ID}`;

/**
 * RFC 8058 one-click unsubscribe: the address a mail program POSTs `List-Unsubscribe=One-Click` to, and
 * the same address shown as the footer's link (its GET is a page with a button).
 */
function unsubscribeHeaders(link: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

interface Recipient {
  id: string;
  email: string;
  language: string;
}

/** The confirmation e-mail of a sign-up, in its language. */
export function confirmationMail(
  origin: string,
  recipient: Recipient,
  tokens: { confirm: string; unsubscribe: string },
): NewMail {
  const words = NEWSLETTER_MAIL_WORDS[parseLocale(recipient.language) ?? 'en'];
  const unsubscribe = newsletterLink(
    origin,
    recipient.language,
    NEWSLETTER_UNSUBSCRIBE_PATH,
    tokens.unsubscribe,
  );
  return {
    kind: 'confirmation',
    subscriberId: recipient.id,
    recipient: recipient.email,
    subject: words.confirmSubject,
    text: fillMailWords(words.confirmBody, {
      confirm: inText(newsletterLink(origin, recipient.language, NEWSLETTER_CONFIRM_PATH, tokens.confirm)),
      unsubscribe: inText(unsubscribe),
    }),
    headers: unsubscribeHeaders(unsubscribe),
  };
}

/** An update written by the staff, with the footer in the subscriber's language and their own link. */
export function updateMail(
  origin: string,
  recipient: Recipient,
  update: { subject: string; text: string },
  unsubscribeToken: string,
): NewMail {
  const words = NEWSLETTER_MAIL_WORDS[parseLocale(recipient.language) ?? 'en'];
  const unsubscribe = newsletterLink(
    origin,
    recipient.language,
    NEWSLETTER_UNSUBSCRIBE_PATH,
    unsubscribeToken,
  );
  return {
    kind: 'update',
    subscriberId: recipient.id,
    recipient: recipient.email,
    subject: update.subject,
    text: `${update.text}\n\n${fillMailWords(words.updateFooter, { unsubscribe: inText(unsubscribe) })}`,
    headers: unsubscribeHeaders(unsubscribe),
  };
}
