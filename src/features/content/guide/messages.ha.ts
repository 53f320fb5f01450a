import type { Translation } from '@/shared/i18n/translate';

/** Hausa (ha) strings for guideEditorMessages; English is in ./messages.ts. */
const translation: Translation = {
  'language.label': 'Harshen da kuke gyarawa',
  'part.label': 'Sashen jagorar',
  'part.about': 'Take da hukuma',
  'part.facts': 'Bayanai da alƙaluma',
  'part.tab': 'Shafi: {label}',
  'section.title': 'Sashe na {n}: {heading}',
  'text.title': 'Babban taken shafi',
  'text.shortTitle': 'Gajeren take (a hanyar shafi)',
  'text.intro': 'Gabatarwa',
  'text.agencyName': 'Cikakken sunan hukumar',
  'text.agencyShort': 'Gajeren sunan hukumar',
  'text.tabLabel': 'Sunan wannan shafi',
  'text.heading': 'Take',
  'text.paragraph': 'Sakin layi na {n}',
  'text.caveat': 'Muhimmin bayani na {n}',
  'text.item': 'Abu na {n} a jeri',
  'text.step': 'Mataki na {n}',
  'text.term': 'Kalma ta {n}',
  'text.detail': 'Bayani na {n}',
  'text.question': 'Tambaya ta {n}',
  'text.answer': 'Amsa ta {n}',
  'text.english': 'Turanci: {text}',
  'text.fallsBack': 'Idan kun bar shi babu komai, wannan rubutun zai bayyana da Turanci.',
  'text.placeholders':
    'Kalmomin da ke cikin baka, kamar {example}, ana cike su da alƙaluman jagorar ko lambar da za a danna: ku bar su yadda suke, a kowane harshe.',
  'agency.url': 'Shafin yanar gizon hukumar',
  'reviewed.label': 'Ranar da aka duba dukan jagorar na ƙarshe',
  'figure.value': 'Ƙimar {name}',
  'figure.naira': 'Adadin {name}, a naira',
  'figure.year': 'Shekarar {name}',
  'figure.month': 'Watan {name} (1–12)',
  'fact.source': 'Majiyar hukuma (adireshin https://)',
  'fact.lastChecked': 'Ranar da aka duba shi na ƙarshe',
  'fact.checkBy': 'A sake duba shi kafin',
  'fact.overdue': 'Lokacin duba shi ya yi tun {date}',
  'fact.checkedToday': 'Na duba wannan yau',
  'due.title': 'Bayanai {count} na wannan jagorar sun kai lokacin dubawa',
  'due.body':
    'Ku duba kowanne da majiyar hukumarsa, sannan ku zaɓi “Na duba wannan yau” ko ku gyara shi, ku adana. Baƙi ba za su ga wannan ba.',
  unreadable:
    'Ba za a iya karanta abin da ke cikin wannan jagorar a matsayin jagora ba ({problem}). Ana nuna shi yadda aka adana shi, don kada wani abu ya ɓace: ku gyara shi ko ku dawo da wani tsohon sigarsa daga tarihi.',
  'raw.label': 'Jagorar yadda aka adana ta (JSON)',
};

export default translation;
