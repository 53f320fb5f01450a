import type { Translation } from '@/shared/i18n/translate';
import type { NewsletterMessageKey } from './messages';

/** Nigerian Pidgin (pcm) strings for newsletterMessages; English is in ./messages.ts. */
const translation: Translation<NewsletterMessageKey> = {
  'newsletter.title': 'Get new guides for your inbox',
  'newsletter.intro':
    'We go send you one short e-mail when we publish new guide or when rule or fee change. No spam, and you fit unsubscribe anytime.',
  'newsletter.label': 'E-mail address',
  'newsletter.hint': 'We go use am only to send you dis newsletter.',
  'newsletter.submit': 'Subscribe',
  'newsletter.errorPrefix': 'Error:',
  'newsletter.error.required': 'Enter your e-mail address',
  'newsletter.error.format': 'Enter e-mail address wey get correct format, like name@example.com',
  'newsletter.thanks.title': 'Thank you say you want am!',
  'newsletter.thanks.body':
    'Check your inbox: we dey send link go {email}. Open am to confam say you wan join — until you do am, we no go send anything else.',
  'newsletter.sending': 'E dey send…',
  'newsletter.failure.offline':
    'Your sign-up no go: e be like say you no get network. Check your connection and press Subscribe again.',
  'newsletter.failure.unavailable':
    'Your sign-up no go: our server no fit collect am now. Abeg try again after some minutes.',
  'newsletter.failure.tooMany':
    'Your sign-up no go: too many sign-up don come from your network now now. Abeg try again after some minutes.',
  'newsletter.confirm.title': 'Confam say you wan join',
  'newsletter.confirm.body':
    'Press the button make we begin send our update to the address wey collect dis link.',
  'newsletter.confirm.button': 'Confam my subscription',
  'newsletter.confirmed.title': 'We don confam your subscription',
  'newsletter.confirmed.body':
    'Thank you. We go send one short e-mail when we publish new guide or when rule or fee change. Every e-mail get link to comot.',
  'newsletter.unsubscribe.title': 'Comot from our update',
  'newsletter.unsubscribe.body':
    'Press the button and we go delete your address from our list. We no go keep anything about you.',
  'newsletter.unsubscribe.button': 'Unsubscribe',
  'newsletter.unsubscribed.title': 'You don comot',
  'newsletter.unsubscribed.body':
    'We don delete your address from our list. You no go get any e-mail from us again.',
  'newsletter.linkInvalid.title': 'Dis link no dey work again',
  'newsletter.confirmInvalid.body':
    'E fit don expire (sign-up dey wait 7 days for confam) or the address don comot. You fit sign up again for down.',
  'newsletter.unsubscribeInvalid.body':
    'Dis address no dey our list: maybe e don comot before. If you still dey get our e-mail, use the link for the latest one.',
};

export default translation;
