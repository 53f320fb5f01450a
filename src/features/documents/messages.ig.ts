import type { Translation } from '@/shared/i18n/translate';
import type { DocumentsMessageKey } from './messages';

/** Igbo (ig) strings for documentsMessages; English is in ./messages.ts. */
const translation: Translation<DocumentsMessageKey> = {
  'page.title': 'Akwụkwọ',
  'page.intro':
    'Mụta otú ị ga-esi nweta, megharịa ma ọ bụ lelee akwụkwọ njirimara, akwụkwọ azụmahịa na akwụkwọ ndekọ obodo na Naịjirịa. Ntụziaka ọ bụla na-agwa gị ihe ị ga-eweta, ego ọ na-efu na ebe ị ga-aga.',
  'page.progress':
    "Ntụziaka NIN dị njikere. A ka na-ede ntụziaka ndị ọzọ, e dekwara “Na-abịa n'oge na-adịghị anya” n'ahụ ha.",
  'tabs.label': 'Ụdị akwụkwọ',
  'tab.all': 'Niile',
  'tab.identity': 'Njirimara',
  'tab.business': 'Azụmahịa',
  'tab.civil': 'Ndekọ obodo',
  'status.complete': 'Ntụziaka zuru oke',
  'status.comingSoon': "Na-abịa n'oge na-adịghị anya",
  'card.viewGuide': 'Lee ntụziaka',
  'card.comingSoon': "Na-abịa n'oge na-adịghị anya",
  'card.whereToGo': 'Ruo mgbe ntụziaka anyị dị njikere, gaa na:',
  'agency.nibss': 'Ụlọ akụ gị (NIBSS na-arụ usoro BVN)',
  'agency.nis': 'Nigeria Immigration Service (NIS)',
  'agency.frsc': 'Federal Road Safety Corps (FRSC)',
  'agency.inec': 'Independent National Electoral Commission (INEC)',
  'agency.nrs': 'Nigeria Revenue Service (NRS), nke a na-akpọbu FIRS',
  'agency.cac': 'Corporate Affairs Commission (CAC)',
  'agency.npc': 'National Population Commission (NPC)',
  'agency.interior': 'Federal Ministry of Interior (ụlọ ọrụ ndebanye alụmdi na nwunye)',
  'agency.npf': 'Nigeria Police Force',
  'doc.nin.title': 'NIN',
  'doc.nin.description':
    'Nọmba Njirimara Mba gị (mkpụrụ ọnụọgụgụ 11) nke NIMC na-enye: otú ị ga-esi debanye aha, ihe ị ga-eweta na otú ị ga-esi lelee ya.',
  'doc.bvn.title': 'BVN',
  'doc.bvn.description':
    'Nọmba Nkwenye Ụlọ Akụ (Bank Verification Number) nke ụlọ akụ gị na-eji akwado onye ị bụ.',
  'doc.passport.title': 'Paspọọtụ',
  'doc.passport.description':
    "Paspọọtụ mba ụwa nke Naịjirịa maka ịga mba ọzọ, site n'aka Nigeria Immigration Service.",
  'doc.driversLicense.title': 'Akwụkwọ ikike ịnya ụgbọala',
  'doc.driversLicense.description':
    "Ikike ịnya ụgbọala n'okporo ụzọ Naịjirịa, nke a na-enye site na Federal Road Safety Corps (FRSC).",
  'doc.votersCard.title': 'Kaadị ntuli aka',
  'doc.votersCard.description':
    "Kaadị ntuli aka na-adịgide adịgide (PVC) ị chọrọ iji tụọ vootu, site n'aka INEC.",
  'doc.tin.title': 'TIN',
  'doc.tin.description':
    'Nọmba Njirimara Ụtụ Isi (Tax Identification Number) ị na-eji akwụ ụtụ isi, dịka mmadụ ma ọ bụ dịka azụmahịa.',
  'doc.businessRegistration.title': 'Ndebanye aha azụmahịa',
  'doc.businessRegistration.description':
    'Ịdebanye aha azụmahịa ma ọ bụ ụlọ ọrụ (company) na Corporate Affairs Commission (CAC).',
  'doc.birthCertificate.title': 'Asambodo ọmụmụ',
  'doc.birthCertificate.description':
    "Ndekọ gọọmentị nke ọmụmụ nwatakịrị, site n'aka National Population Commission (NPC).",
  'doc.marriageCertificate.title': 'Asambodo alụmdi na nwunye',
  'doc.marriageCertificate.description':
    "Ndekọ gọọmentị nke alụmdi na nwunye, site n'ụlọ ọrụ ndebanye alụmdi na nwunye.",
  'doc.policeCertificate.title': 'Asambodo agwa ndị uwe ojii',
  'doc.policeCertificate.description':
    'Akụkọ ndị uwe ojii na-ekwu ma ị nwere ndekọ mpụ. Ndị were ọrụ na ụlọ ọrụ nnọchite anya mba ọzọ (embassies) na-arịọkarị ya.',
};

export default translation;
