import type { Translation } from '@/shared/i18n/translate';

/** Nigerian Pidgin (pcm) strings for navMessages; English is in ./messages.ts. */
const translation: Translation = {
  'phase.tag': 'Beta',
  'phase.summary': 'Na independent guide',
  'phase.text': 'Dis na new service – your feedback go help us make am better.',
  'phase.independent':
    'Dis na independent guide, e no be goment website. Every guide get link to im official source.',
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
