import type { Translation } from '@/shared/i18n/translate';
import type { HomeMessageKey } from './messages';

/** Hausa (ha) strings for homeMessages; English is in ./messages.ts. */
const translation: Translation<HomeMessageKey> = {
  'hero.title': 'Ayyukan gwamnati a Najeriya, an yi bayani cikin sauƙi',
  'hero.lead':
    'Jagorori kyauta, mataki-mataki, game da NIN ɗinku, fasfo, jarrabawa da sauransu. Ku yi bincike a ƙasa, ko ku zaɓi wani batu.',
  'hero.trust': 'Kowane jagora yana ambaton majiyarsa ta hukuma da ranar da muka duba shi na ƙarshe.',
  'topics.title': 'Bincika bisa batu',
  'featured.title': 'Fitattun jagorori',
  'featured.intro':
    'Jagoran NIN ya kammala. Ana ci gaba da rubuta sauran da duba su, kuma suna faɗin haka har sai sun shirya.',
  'featured.complete': 'Cikakken jagora',
  'featured.soon': 'Na nan tafe',
  'featured.all': 'Duba duk abubuwan ciki',
  'latest.title': 'Sabbin bayanai',
  'latest.updated': 'An sabunta {date}',
  'guide.nin.title': 'Lambar Shaidar Ɗan Ƙasa (NIN)',
  'guide.nin.summary': 'Ku yi rajista kyauta, ku nemo NIN ɗinku, kuma ku gyara kurakurai a bayananku.',
  'guide.passport.title': 'Fasfo na ƙasa da ƙasa',
  'guide.passport.summary': "Ku nemi sabon fasfo, ko ku sabunta wanda wa'adinsa ya ƙare.",
  'guide.jamb.title': 'Rajistar JAMB',
  'guide.jamb.summary': 'Ku yi rajistar UTME, kuma ku zaɓi kwasa-kwasanku da makarantunku.',
  'guide.voters.title': 'Katin zaɓe',
  'guide.voters.summary': 'Ku yi rajistar zaɓe, kuma ku karɓi katin zaɓe na dindindin (PVC).',
  'guide.nysc.title': 'NYSC',
  'guide.nysc.summary':
    'Rajista, takardar kira (call-up letter) da abin da za ku tarar a shekarar hidimarku.',
  'guide.bvn.title': 'Lambar Tantancewar Banki (BVN)',
  'guide.bvn.summary': 'Ku samu BVN a bankinku, kuma ku haɗa shi da NIN ɗinku.',
  'impact.title': 'Citizen Guide a alƙaluma',
  'impact.note': 'Abin da muke ƙoƙarin cimmawa kenan. A yau jagoran NIN ya kammala, cikin harsuna biyar.',
  'impact.states': 'Jihohi',
  'impact.guides': 'Jagorori',
  'impact.languages': 'Harsuna',
  'impact.resources': 'Kayan taimako',
};

export default translation;
