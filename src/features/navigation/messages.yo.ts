import type { Translation } from '@/shared/i18n/translate';
import type { NavigationMessageKey } from './messages';

/** Yoruba (yo) strings for navigationMessages; English is in ./messages.ts. */
const translation: Translation<NavigationMessageKey> = {
  'skip.main': 'Fò lọ sí àkóónú pàtàkì',
  'menu.open': 'Ṣí àkójọ àṣàyàn',
  'menu.title': 'Àkójọ àṣàyàn',
  'menu.close': 'Pa á dé',
  'menu.main': 'Àkójọ àṣàyàn pàtàkì',
  'menu.overview': 'Àkópọ̀ {section}',
  'footer.languages': 'Àwọn èdè',
  'footer.copyright': '© {year} Citizen Guide Nigeria. Gbogbo ẹ̀tọ́ wà ní ìpamọ́.',
  'language.menu': 'Èdè',
  'language.suggested': 'Ẹ ti yan {language} lórí ojú-òpó yìí tẹ́lẹ̀.',
};

export default translation;
