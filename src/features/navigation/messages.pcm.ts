import type { Translation } from '@/shared/i18n/translate';
import type { NavigationMessageKey } from './messages';

/** Nigerian Pidgin (pcm) strings for navigationMessages; English is in ./messages.ts. */
const translation: Translation<NavigationMessageKey> = {
  'skip.main': 'Jump go main content',
  'menu.open': 'Open menu',
  'menu.title': 'Menu',
  'menu.close': 'Close',
  'menu.main': 'Main menu',
  'menu.overview': '{section}: overview',
  'footer.languages': 'Languages',
  'footer.copyright': '© {year} Citizen Guide Nigeria. All rights reserved.',
  'language.menu': 'Language',
  'language.suggested': 'You don choose {language} for dis site before.',
};

export default translation;
