import type { Translation } from '@/shared/i18n/translate';

/** Hausa (ha) strings for toastMessages; English is in ./messages.ts. */
const translation: Translation = {
  'toast.close': 'Rufe sanarwa',
  'toast.viewPage': 'Duba shafin',
  'toast.region': 'Sanarwoyi',
  'content.added': 'An ƙara abun ciki',
  'content.addedBody': 'An ƙara “{title}”.',
  'content.edited': 'An ajiye canje-canje',
  'content.editedBody': 'An sabunta “{title}”.',
  'content.published': "Yanzu jama'a na gani",
  'content.publishedBody': 'An wallafa “{title}”.',
  'content.unpublished': 'An mayar cikin daftari',
  'content.unpublishedBody': 'An janye wallafar “{title}”.',
  'content.deleted': 'An goge abun ciki',
  'content.deletedBody': 'An goge “{title}”.',
  'content.notSaved': 'Ba a ajiye ba',
  'content.notSavedQuota':
    "Ma'adanar wannan burauza don shafin ta cika, don haka ba a ajiye “{title}” ba. Canjin zai kasance a kan allo har sai kun sake ɗora shafin: ku sauke kwafin ajiya a Saitunan shafi, sannan ku goge abubuwan da ba ku ƙara buƙata.",
  'content.notSavedBlocked':
    'Wannan burauza ba ta bar shafin ya ajiye komai ba (wataƙila an kashe bayanan shafuka a cikinta), don haka ba a ajiye “{title}” ba. Canjin zai kasance a kan allo har sai kun sake ɗora shafin.',
  'content.notSavedKept':
    'Ba a ajiye “{title}” ba: ba a iya amfani da abun cikin da aka ajiye a wannan burauza ba, kuma an bar shi yadda yake. Ku duba sanarwar da ke kan allon sarrafawa.',
  'content.notSavedFailed':
    'Burauzar ta ƙi ajiye “{title}”. Canjin zai kasance a kan allo har sai kun sake ɗora shafin: ku sake gwadawa, ko ku sauke kwafin ajiya a Saitunan shafi.',
  'content.conflict': 'Ba a ajiye ba: an canza shi a wani tab',
  'content.conflictBody':
    'An riga an canza ko an goge “{title}” a wani tab. Ku zaɓi sigar da za a riƙe a Sarrafa abubuwan ciki.',
  'generator.errorTitle': 'Kuskure',
  'generator.emptyTopic': 'Don Allah ku shigar da batu',
  'generator.generatedTitle': 'An samar da abun ciki',
  'generator.generated': 'AI ya samar da abun ciki bisa batunku cikin nasara',
  'generator.failedTitle': 'Samarwa ta gaza',
  'generator.failed': 'An samu kuskure wajen samar da abun ciki',
  'generator.publishedTitle': 'An wallafa abun ciki',
  'generator.published': 'An ƙara abun cikin da AI ya samar a shafinku',
};

export default translation;
