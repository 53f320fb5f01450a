import { defineMessages } from '@/shared/i18n/translate';

/** Strings of the header and footer chrome (the site's own names and links are in siteMessages). */
const en = {
  'skip.main': 'Skip to main content',
  'menu.open': 'Open menu',
  'menu.title': 'Menu',
  'menu.close': 'Close',
  'menu.main': 'Main menu',
  'menu.overview': '{section} overview',
  'footer.languages': 'Languages',
  'footer.copyright': '© {year} Citizen Guide Nigeria. All rights reserved.',
  'language.menu': 'Language',
  'language.suggested': 'You chose {language} on this site before.',
};

/** Every key of the catalogue: each translation has exactly these (`Translation<NavigationMessageKey>`). */
export type NavigationMessageKey = keyof typeof en;

export const navigationMessages = defineMessages(
  { en },
  {
    pcm: () => import('./messages.pcm'),
    yo: () => import('./messages.yo'),
    ha: () => import('./messages.ha'),
    ig: () => import('./messages.ig'),
  },
);
