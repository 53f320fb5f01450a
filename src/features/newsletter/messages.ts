import { defineMessages } from '@/shared/i18n/translate';

export const newsletterMessages = defineMessages(
  {
    en: {
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
        'Our newsletter has not started yet, so {email} was not saved and nothing will be sent to it.',
    },
  },
  {
    pcm: () => import('./messages.pcm'),
    yo: () => import('./messages.yo'),
    ha: () => import('./messages.ha'),
    ig: () => import('./messages.ig'),
  },
);
