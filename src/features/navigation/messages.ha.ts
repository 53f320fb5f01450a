import type { Translation } from '@/shared/i18n/translate';
import type { NavigationMessageKey } from './messages';

/** Hausa (ha) strings for navigationMessages; English is in ./messages.ts. */
const translation: Translation<NavigationMessageKey> = {
  'skip.main': 'Tsallaka zuwa babban abun ciki',
  'menu.open': 'Buɗe menu',
  'menu.title': 'Menu',
  'menu.close': 'Rufe',
  'menu.main': 'Babban menu',
  'menu.overview': '{section}: bayani a taƙaice',
  'footer.languages': 'Harsuna',
  'footer.copyright': '© {year} Citizen Guide Nigeria. An kiyaye duk haƙƙoƙi.',
  'language.menu': 'Harshe',
  'language.suggested': 'Kun taɓa zaɓar {language} a wannan shafin.',
};

export default translation;
