import { defineMessages } from '@/shared/i18n/translate';

/**
 * The footer's columns: what the site is, where to follow it, and its links. Imported only by their code
 * (./FooterColumns.tsx), which loads when the browser draws the footer itself: a page the server rendered
 * keeps their HTML (StaticHtml), and downloads neither the code nor these words.
 */
const en = {
  'footer.categories': 'Categories',
  'footer.resources': 'Resources',
  'footer.legal': 'Legal',
  'footer.social': 'Follow us',
  'footer.about':
    'An independent guide to Nigerian government services. Always confirm fees and rules with the issuing agency.',
  'link.about': 'About us',
  'link.contact': 'Contact',
  'link.accessibility': 'Accessibility',
  'link.contribute': 'Contribute',
  'link.newsletter': 'Newsletter',
  'link.terms': 'Terms of use',
  'link.privacy': 'Privacy policy',
  'link.disclaimer': 'Disclaimer',
};

/** Every key of the catalogue: each translation has exactly these (`Translation<FooterMessageKey>`). */
export type FooterMessageKey = keyof typeof en;

export const footerMessages = defineMessages(
  { en },
  {
    pcm: () => import('./footerMessages.pcm'),
    yo: () => import('./footerMessages.yo'),
    ha: () => import('./footerMessages.ha'),
    ig: () => import('./footerMessages.ig'),
  },
);
