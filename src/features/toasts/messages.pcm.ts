import type { Translation } from '@/shared/i18n/translate';

/** Nigerian Pidgin (pcm) strings for toastMessages; English is in ./messages.ts. */
const translation: Translation = {
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
  'content.notSavedQuota':
    'Di space wey dis browser get for di site don full, so “{title}” no save. Di change go dey for screen until you reload: download backup for Site Settings, then delete di items wey you no need again.',
  'content.notSavedBlocked':
    'Dis browser no gree make di site save (maybe dem don off di site data for am), so “{title}” no save. Di change go dey for screen until you reload.',
  'content.notSavedKept':
    '“{title}” no save: we no fit use di content wey dem store for dis browser, and we dey leave am as e dey. See di notice for di dashboard.',
  'content.notSavedFailed':
    'Di browser no gree save “{title}”. Di change go dey for screen until you reload: try again, or download backup for Site Settings.',
  'content.conflict': 'E no save: dem change am for another tab',
  'content.conflictBody':
    'Dem don first change or delete “{title}” for another tab. Go Manage Content choose which version you wan keep.',
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
