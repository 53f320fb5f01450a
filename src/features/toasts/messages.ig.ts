import type { Translation } from '@/shared/i18n/translate';
import type { ToastsMessageKey } from './messages';

/** Igbo (ig) strings for toastsMessages; English is in ./messages.ts. */
const translation: Translation<ToastsMessageKey> = {
  'toast.close': 'Mechie ọkwa',
  'toast.viewPage': 'Lee ibe ahụ',
  'toast.region': 'Ọkwa',
  'content.added': 'Etinyela ọdịnaya',
  'content.addedBody': 'Etinyela “{title}”.',
  'content.edited': 'Echekwala mgbanwe',
  'content.editedBody': 'Emelitela “{title}”.',
  'content.published': "Ọ dị n'ihu ọha ugbu a",
  'content.publishedBody': 'E bipụtala “{title}”.',
  'content.unpublished': 'Ebugara ya na ndepụta mbụ',
  'content.unpublishedBody': "“{title}” anọkwaghị n'ihu ọha.",
  'content.deleted': 'Ehichapụla ọdịnaya',
  'content.deletedBody': 'Ehichapụla “{title}”.',
  'content.notSaved': 'Echekwaghị ya',
  'content.refusedBody': 'Echekwaghị “{title}”: {reason}',
  'content.queued': 'Na-echere ka e zipụ ya',
  'content.queuedBody':
    'Enweghị ike iru sava. “{title}” dị na ihe nchọgharị a, a ga-ezipụkwa ya mgbe njikọ lọghachiri.',
  'content.conflict': 'Echekwaghị ya: onye ọzọ gbanwere ya',
  'content.conflictBody':
    'Onye ọzọ buru ụzọ gbanwee ma ọ bụ hichapụ “{title}”. Họrọ ụdị ị ga-edebe na Njikwa ọdịnaya.',
  'generator.draftSavedTitle': 'E chekwara draft',
  'generator.draftSaved':
    'E chekwara ọdịnaya AI mepụtara dị ka draft. Onye editọ ga-ebipụta ya tupu ndị ọbịa ahụ ya.',
  'generator.errorTitle': 'Njehie',
  'generator.emptyTopic': 'Biko dee isiokwu',
  'generator.generatedTitle': 'Emepụtala ọdịnaya',
  'generator.generated': "AI emepụtala ọdịnaya nke ọma dabere n'isiokwu gị",
  'generator.failedTitle': 'Nrụpụta agaghị nke ọma',
  'generator.failed': 'Njehie mere mgbe a na-emepụta ọdịnaya',
  'generator.publishedTitle': 'E bipụtala ọdịnaya',
  'generator.published': 'Etinyela ọdịnaya AI mepụtara na saịtị gị',
};

export default translation;
