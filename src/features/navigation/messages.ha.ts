import type { Translation } from '@/shared/i18n/translate';

/** Hausa (ha) strings for navMessages; English is in ./messages.ts. */
const translation: Translation = {
  'phase.tag': 'Gwaji',
  'phase.summary': 'Jagora mai zaman kansa',
  'phase.text': "Wannan sabon sabis ne – ra'ayoyinku za su taimaka mana mu inganta shi.",
  'phase.independent':
    'Wannan jagora ne mai zaman kansa, ba shafin gwamnati ba ne. Kowane jagora yana da mahaɗi zuwa majiyarsa ta hukuma.',
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
