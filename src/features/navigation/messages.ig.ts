import type { Translation } from '@/shared/i18n/translate';
import type { NavigationMessageKey } from './messages';

/** Igbo (ig) strings for navigationMessages; English is in ./messages.ts. */
const translation: Translation<NavigationMessageKey> = {
  'skip.main': "Gaa n'isi ọdịnaya",
  'menu.open': 'Mepee menu',
  'menu.title': 'Menu',
  'menu.close': 'Mechie',
  'menu.main': 'Menu isi',
  'menu.overview': 'Nchịkọta {section}',
  'footer.languages': 'Asụsụ',
  'footer.copyright': '© {year} Citizen Guide Nigeria. Ikike niile echekwara.',
  'language.menu': 'Asụsụ',
  'language.suggested': 'Ị họọrọ {language} na saịtị a na mbụ.',
};

export default translation;
