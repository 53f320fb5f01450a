import type { Translation } from '@/shared/i18n/translate';
import type { ToastsMessageKey } from './messages';

/** Hausa (ha) strings for toastsMessages; English is in ./messages.ts. */
const translation: Translation<ToastsMessageKey> = {
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
  'content.refusedBody': 'Ba a ajiye “{title}” ba: {reason}',
  'content.queued': 'Yana jiran a tura shi',
  'content.queuedBody':
    'Ba a iya kaiwa sabar ba. “{title}” yana nan a wannan burauza kuma za a tura shi idan intanet ya dawo.',
  'content.conflict': 'Ba a ajiye ba: wani ya canza shi',
  'content.conflictBody':
    'Wani ya riga ya canza ko ya goge “{title}”. Zaɓi sigar da za a riƙe a Sarrafa abubuwan ciki.',
  'generator.draftSavedTitle': 'An ajiye zayyana',
  'generator.draftSaved':
    'An ajiye abin da AI ta ƙirƙira a matsayin zayyana. Dole edita ya wallafa shi kafin baƙi su gan shi.',
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
