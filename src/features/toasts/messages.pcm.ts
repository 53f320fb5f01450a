import type { Translation } from '@/shared/i18n/translate';
import type { ToastsMessageKey } from './messages';

/** Nigerian Pidgin (pcm) strings for toastsMessages; English is in ./messages.ts. */
const translation: Translation<ToastsMessageKey> = {
  'toast.close': 'Close notification',
  'toast.viewPage': 'See di page',
  'toast.region': 'Notifications',
  'content.added': 'Content don enter',
  'content.addedBody': 'We don add “{title}”.',
  'content.edited': 'Changes don save',
  'content.editedBody': 'We don update “{title}”.',
  'content.published': 'E don dey public',
  'content.publishedBody': '“{title}” don publish.',
  'content.unpublished': 'E don go drafts',
  'content.unpublishedBody': '“{title}” no dey published again.',
  'content.deleted': 'Content don delete',
  'content.deletedBody': 'We don delete “{title}”.',
  'content.notSaved': 'E no save',
  'content.refusedBody': 'Dem no save “{title}”: {reason}',
  'content.queued': 'E dey wait to send',
  'content.queuedBody':
    'We no fit reach di server. “{title}” dey for dis browser and e go send when network come back.',
  'content.conflict': 'E no save: another person don change am',
  'content.conflictBody':
    'Another person don first change or delete “{title}”. Choose which version to keep for Content Management.',
  'generator.draftSavedTitle': 'Draft don save',
  'generator.draftSaved':
    'Di AI content don save as draft. Editor must publish am before visitors fit see am.',
  'generator.errorTitle': 'Error',
  'generator.emptyTopic': 'Abeg enter topic',
  'generator.generatedTitle': 'Content don generate',
  'generator.generated': 'AI don create content from your topic successfully',
  'generator.failedTitle': 'Generation no work',
  'generator.failed': 'Error happen as e dey generate content',
  'generator.publishedTitle': 'Content don publish',
  'generator.published': 'We don add di AI content to your site',
};

export default translation;
