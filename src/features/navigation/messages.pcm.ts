import type { Translation } from '@/shared/i18n/translate';
import type { NavMessageKey } from './messages';

/** Nigerian Pidgin (pcm) strings for navMessages; English is in ./messages.ts. */
const translation: Translation<NavMessageKey> = {
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
