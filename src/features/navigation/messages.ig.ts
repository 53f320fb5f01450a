import type { Translation } from '@/shared/i18n/translate';
import type { NavMessageKey } from './messages';

/** Igbo (ig) strings for navMessages; English is in ./messages.ts. */
const translation: Translation<NavMessageKey> = {
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
