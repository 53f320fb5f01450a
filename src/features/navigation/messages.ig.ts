import type { Translation } from '@/shared/i18n/translate';

/** Igbo (ig) strings for navMessages; English is in ./messages.ts. */
const translation: Translation = {
  'phase.tag': 'Nnwale',
  'phase.summary': 'Ntụziaka nọọrọ onwe ya',
  'phase.text': 'Nke a bụ ọrụ ọhụrụ – echiche gị ga-enyere anyị aka imeziwanye ya.',
  'phase.independent':
    'Nke a bụ ntụziaka nọọrọ onwe ya, ọ bụghị weebụsaịtị gọọmentị. Ntụziaka ọ bụla nwere njikọ gaa na isi mmalite gọọmentị ya.',
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
