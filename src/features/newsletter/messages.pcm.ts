import type { Translation } from '@/shared/i18n/translate';

/** Nigerian Pidgin (pcm) strings for newsletterMessages; English is in ./messages.ts. */
const translation: Translation = {
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
    'Our newsletter never start yet, so we no keep {email} and we no go send anything go there.',
};

export default translation;
