import type { Translation } from '@/shared/i18n/translate';
import type { HomeMessageKey } from './messages';

/** Igbo (ig) strings for homeMessages; English is in ./messages.ts. */
const translation: Translation<HomeMessageKey> = {
  'hero.title': "Ọrụ gọọmentị na Naịjirịa, a kọwara n'ụzọ dị mfe",
  'hero.lead':
    "Ntụziaka n'efu, nzọụkwụ site na nzọụkwụ, maka NIN gị, paspọọtụ gị, ule na ihe ndị ọzọ. Chọọ n'okpuru ma ọ bụ họrọ isiokwu.",
  'hero.trust':
    'Ntụziaka ọ bụla na-akpọ aha isi mmalite ozi ya nke gọọmentị, na ụbọchị anyị lelere ya ikpeazụ.',
  'topics.title': "Chọgharịa site n'isiokwu",
  'featured.title': 'Ntụziaka ndị a họpụtara',
  'featured.intro':
    'Ntụziaka NIN zuru oke. A ka na-ede ma na-enyocha ndị ọzọ, ha na-ekwukwa nke a ruo mgbe ha dị njikere.',
  'featured.complete': 'Ntụziaka zuru oke',
  'featured.soon': "Na-abịa n'oge na-adịghị anya",
  'featured.all': 'Lee ọdịnaya niile',
  'latest.title': 'Mmelite ọhụrụ',
  'latest.updated': 'E melitere ya {date}',
  'guide.nin.title': 'Nọmba Njirimara Mba (NIN)',
  'guide.nin.summary': "Debanye aha n'efu, chọta NIN gị ma mezie mperi dị na ndekọ gị.",
  'guide.passport.title': 'Paspọọtụ mba ụwa',
  'guide.passport.summary': 'Rịọ maka paspọọtụ ọhụrụ, ma ọ bụ megharịa nke oge ya gafere.',
  'guide.jamb.title': 'Ndebanye aha JAMB',
  'guide.jamb.summary': 'Debanye aha maka UTME ma họrọ ihe ọmụmụ gị na ụlọ akwụkwọ gị.',
  'guide.voters.title': 'Kaadị ntuli aka',
  'guide.voters.summary': 'Debanye aha ka ị tụọ vootu, ma nara kaadị ntuli aka gị na-adịgide adịgide (PVC).',
  'guide.nysc.title': 'NYSC',
  'guide.nysc.summary': "Ndebanye aha, akwụkwọ ọkpụkpọ (call-up letter) na ihe ị ga-atụ anya n'afọ ọrụ gị.",
  'guide.bvn.title': 'Nọmba Nkwenye Ụlọ Akụ (BVN)',
  'guide.bvn.summary': "Nweta BVN n'ụlọ akụ gị ma jikọọ ya na NIN gị.",
  'impact.title': "Citizen Guide n'ọnụ ọgụgụ",
  'impact.note': "Nke a bụ ihe anyị na-arụ ọrụ iji ruo. Taa, ntụziaka NIN zuru oke, n'asụsụ ise.",
  'impact.states': 'Steeti',
  'impact.guides': 'Ntụziaka',
  'impact.languages': 'Asụsụ',
  'impact.resources': 'Ihe enyemaka',
};

export default translation;
