import { defineMessages } from '@/shared/i18n/translate';

const en = {
  'newsletter.title': 'Get new guides in your inbox',
  'newsletter.intro':
    'One short e-mail when we publish a new guide or when a rule or fee changes. No spam, and you can unsubscribe at any time.',
  'newsletter.label': 'E-mail address',
  'newsletter.hint': 'We only use it to send you this newsletter.',
  'newsletter.submit': 'Subscribe',
  'newsletter.errorPrefix': 'Error:',
  'newsletter.error.required': 'Enter your e-mail address',
  'newsletter.error.format': 'Enter an e-mail address in the correct format, like name@example.com',
  'newsletter.thanks.title': 'Thank you for your interest!',
  'newsletter.thanks.body':
    'Check your inbox: we are sending a link to {email}. Open it to confirm your subscription — until you do, we send nothing else.',
  'newsletter.sending': 'Sending…',
  'newsletter.failure.offline':
    'Your sign-up was not sent: you seem to be offline. Check your connection and press Subscribe again.',
  'newsletter.failure.unavailable':
    'Your sign-up was not sent: our server could not take it just now. Please try again in a few minutes.',
  'newsletter.failure.tooMany':
    'Your sign-up was not sent: too many sign-ups came from your network just now. Please try again in a few minutes.',
  'newsletter.confirm.title': 'Confirm your subscription',
  'newsletter.confirm.body':
    'Press the button to start receiving our updates at the address this link was sent to.',
  'newsletter.confirm.button': 'Confirm my subscription',
  'newsletter.confirmed.title': 'Your subscription is confirmed',
  'newsletter.confirmed.body':
    'Thank you. We will send one short e-mail when we publish a new guide or when a rule or fee changes. Every e-mail has a link to unsubscribe.',
  'newsletter.unsubscribe.title': 'Unsubscribe from our updates',
  'newsletter.unsubscribe.body':
    'Press the button and your address is deleted from our list. We keep nothing about you.',
  'newsletter.unsubscribe.button': 'Unsubscribe',
  'newsletter.unsubscribed.title': 'You have unsubscribed',
  'newsletter.unsubscribed.body':
    'Your address has been deleted from our list. You will get no more e-mails from us.',
  'newsletter.linkInvalid.title': 'This link no longer works',
  'newsletter.confirmInvalid.body':
    'It may have expired (a sign-up waits 7 days for its confirmation) or the address was unsubscribed. You can sign up again below.',
  'newsletter.unsubscribeInvalid.body':
    'This address is not on our list: it may have been unsubscribed already. If you still get our e-mails, use the link in the latest one.',
};

/** Every key of the catalogue: each translation has exactly these (`Translation<NewsletterMessageKey>`). */
export type NewsletterMessageKey = keyof typeof en;

export const newsletterMessages = defineMessages(
  { en },
  {
    pcm: () => import('./messages.pcm'),
    yo: () => import('./messages.yo'),
    ha: () => import('./messages.ha'),
    ig: () => import('./messages.ig'),
  },
);
