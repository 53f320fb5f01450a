import type { Translation } from '@/shared/i18n/translate';
import type { FooterMessageKey } from './footerMessages';

/** Nigerian Pidgin (pcm) strings for footerMessages; English is in ./footerMessages.ts. */
const translation: Translation<FooterMessageKey> = {
  'footer.categories': 'Categories',
  'footer.resources': 'Resources',
  'footer.legal': 'Legal',
  'footer.social': 'Follow us',
  'footer.about':
    'Independent guide to Nigerian goment services. Always confirm fees and rules with di agency wey dey issue am.',
  'link.about': 'About us',
  'link.contact': 'Contact',
  'link.accessibility': 'Accessibility',
  'link.contribute': 'Join hand',
  'link.newsletter': 'Newsletter',
  'link.terms': 'Terms of use',
  'link.privacy': 'Privacy policy',
  'link.disclaimer': 'Disclaimer',
};

export default translation;
