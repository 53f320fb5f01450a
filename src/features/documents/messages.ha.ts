import type { Translation } from '@/shared/i18n/translate';
import type { DocumentsMessageKey } from './messages';

/** Hausa (ha) strings for documentsMessages; English is in ./messages.ts. */
const translation: Translation<DocumentsMessageKey> = {
  'page.title': 'Takardu',
  'page.intro':
    'Ku gano yadda ake samu, sabuntawa ko duba takardun shaida, na kasuwanci da na farar hula na Najeriya. Kowane jagora yana faɗin abin da za ku kawo, nawa ake biya da inda za ku je.',
  'page.progress':
    'Jagoran NIN ya shirya. Ana ci gaba da rubuta sauran jagororin, kuma an yi musu alamar “Na nan tafe”.',
  'tabs.label': 'Rukunan takardu',
  'tab.all': 'Duka',
  'tab.identity': 'Shaida',
  'tab.business': 'Kasuwanci',
  'tab.civil': 'Farar hula',
  'status.complete': 'Cikakken jagora',
  'status.comingSoon': 'Na nan tafe',
  'card.viewGuide': 'Duba jagora',
  'card.comingSoon': 'Na nan tafe',
  'card.whereToGo': 'Kafin jagoranmu ya shirya, ku je:',
  'agency.nibss': 'Bankinku (NIBSS ce ke gudanar da tsarin BVN)',
  'agency.nis': 'Hukumar Shige da Fice ta Najeriya (NIS)',
  'agency.frsc': 'Hukumar Kiyaye Haɗurra ta Tarayya (FRSC)',
  'agency.inec': 'Hukumar Zaɓe Mai Zaman Kanta ta Ƙasa (INEC)',
  'agency.nrs': 'Hukumar Tattara Haraji ta Najeriya (NRS), wadda a da ake kira FIRS',
  'agency.cac': 'Hukumar Rajistar Kamfanoni (CAC)',
  'agency.npc': 'Hukumar Ƙidaya ta Ƙasa (NPC)',
  'agency.interior': "Ma'aikatar Harkokin Cikin Gida ta Tarayya (ofisoshin rajistar aure)",
  'agency.npf': "Rundunar 'Yan Sandan Najeriya",
  'doc.nin.title': 'NIN',
  'doc.nin.description':
    'Lambar Shaidar Ɗan Ƙasa taku mai lambobi 11, daga NIMC: yadda ake rajista, abin da za ku kawo da yadda za ku duba ta.',
  'doc.bvn.title': 'BVN',
  'doc.bvn.description':
    'Lambar Tantancewar Banki da bankinku ke amfani da ita don tabbatar da ko ku wane ne.',
  'doc.passport.title': 'Fasfo',
  'doc.passport.description':
    'Fasfon Najeriya na ƙasa da ƙasa don tafiya ƙasashen waje, daga Hukumar Shige da Fice ta Najeriya.',
  'doc.driversLicense.title': 'Lasisin tuƙi',
  'doc.driversLicense.description':
    'Izinin tuƙi a titunan Najeriya, wanda ake bayarwa ta Hukumar Kiyaye Haɗurra ta Tarayya (FRSC).',
  'doc.votersCard.title': 'Katin zaɓe',
  'doc.votersCard.description': 'Katin Zaɓe na Dindindin (PVC) da kuke buƙata don yin zaɓe, daga INEC.',
  'doc.tin.title': 'TIN',
  'doc.tin.description':
    'Lambar Shaidar Mai Biyan Haraji da kuke amfani da ita don biyan haraji, a matsayin mutum ko a matsayin kasuwanci.',
  'doc.businessRegistration.title': 'Rajistar kasuwanci',
  'doc.businessRegistration.description':
    'Yin rajistar sunan kasuwanci ko na kamfani a Hukumar Rajistar Kamfanoni (CAC).',
  'doc.birthCertificate.title': 'Takardar shaidar haihuwa',
  'doc.birthCertificate.description':
    'Rubutaccen bayanin hukuma na haihuwar yaro, daga Hukumar Ƙidaya ta Ƙasa (NPC).',
  'doc.marriageCertificate.title': 'Takardar shaidar aure',
  'doc.marriageCertificate.description': 'Rubutaccen bayanin hukuma na aure, daga ofishin rajistar aure.',
  'doc.policeCertificate.title': "Takardar shaidar hali daga 'yan sanda",
  'doc.policeCertificate.description':
    "Rahoton 'yan sanda da ke nuna ko kuna da tarihin aikata laifi. Masu ɗaukar aiki da ofisoshin jakadanci sukan nema.",
};

export default translation;
