import type { Translation } from '@/shared/i18n/translate';

/** Igbo (ig) strings for guideEditorMessages; English is in ./messages.ts. */
const translation: Translation = {
  'language.label': 'Asụsụ ị na-edezi',
  'part.label': 'Akụkụ ntụziaka ahụ',
  'part.about': 'Aha na ụlọ ọrụ',
  'part.facts': 'Eziokwu na ọnụọgụgụ',
  'part.tab': 'Taabụ: {label}',
  'section.title': 'Ngalaba {n}: {heading}',
  'text.title': 'Isiokwu ibe',
  'text.shortTitle': 'Aha dị mkpirikpi (n’ụzọ ibe)',
  'text.intro': 'Mmalite',
  'text.agencyName': 'Aha ụlọ ọrụ zuru ezu',
  'text.agencyShort': 'Aha ụlọ ọrụ dị mkpirikpi',
  'text.tabLabel': 'Aha taabụ a',
  'text.heading': 'Isiokwu',
  'text.paragraph': 'Paragraf nke {n}',
  'text.caveat': 'Ihe dị mkpa nke {n}',
  'text.item': 'Ihe nke {n} na ndepụta',
  'text.step': 'Nzọụkwụ nke {n}',
  'text.term': 'Okwu nke {n}',
  'text.detail': 'Nkọwa nke {n}',
  'text.question': 'Ajụjụ nke {n}',
  'text.answer': 'Azịza nke {n}',
  'text.english': 'Bekee: {text}',
  'text.fallsBack': 'Ọ bụrụ na ị hapụ ya efu, ederede a ga-apụta n’asụsụ Bekee.',
  'text.placeholders':
    'Okwu ndị dị n’ime akara mkpọchi, dịka {example}, ka a na-eji ọnụọgụgụ ntụziaka ahụ ma ọ bụ nọmba a ga-akpọ dochie: hapụ ha otú ha dị, n’asụsụ ọ bụla.',
  'agency.url': 'Weebụsaịtị ụlọ ọrụ',
  'reviewed.label': 'Ụbọchị a nyochara ntụziaka ahụ niile ikpeazụ',
  'figure.value': 'Uru nke {name}',
  'figure.naira': 'Ego nke {name}, na naịra',
  'figure.year': 'Afọ nke {name}',
  'figure.month': 'Ọnwa nke {name} (1–12)',
  'fact.source': 'Isi mmalite gọọmentị (adreesị https://)',
  'fact.lastChecked': 'Ụbọchị a lere ya ikpeazụ',
  'fact.checkBy': 'Lee ya ọzọ tupu',
  'fact.overdue': 'Oge ilele ya eruola kemgbe {date}',
  'fact.checkedToday': 'Alere m nke a taa',
  'due.title': 'Eziokwu {count} nke ntụziaka a eruola oge ilele',
  'due.body':
    'Lelee nke ọ bụla n’isi mmalite gọọmentị ya, wee họrọ “Alere m nke a taa” ma ọ bụ mezie ya, ma chekwaa. Ndị ọbịa agaghị ahụ nke a.',
  unreadable:
    'Enweghị ike ịgụ ọdịnaya ntụziaka a dịka ntụziaka ({problem}). A na-egosi ya otú e chekwara ya, ka ihe ọ bụla ghara ịfụ: mezie ya ma ọ bụ weghachi ụdị ochie site n’akụkọ ihe mere.',
  'raw.label': 'Ntụziaka ahụ otú e chekwara ya (JSON)',
};

export default translation;
