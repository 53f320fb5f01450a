import { defineMessages } from '@/shared/i18n/translate';

/**
 * Every notification the admin area shows. A toast is stored as keys of this catalogue plus values and
 * translated when shown, so a language change reaches a toast already on screen. The generator's are
 * SPEC §8's, word for word.
 */
const en = {
  'toast.close': 'Close notification',
  'toast.viewPage': 'View the page',
  'toast.region': 'Notifications',
  'content.added': 'Content added',
  'content.addedBody': '“{title}” has been added.',
  'content.edited': 'Changes saved',
  'content.editedBody': '“{title}” has been updated.',
  'content.published': 'Now public',
  'content.publishedBody': '“{title}” is published.',
  'content.unpublished': 'Moved to drafts',
  'content.unpublishedBody': '“{title}” is no longer published.',
  'content.deleted': 'Content deleted',
  'content.deletedBody': '“{title}” has been deleted.',
  'content.notSaved': 'Not saved',
  'content.refusedBody': '“{title}” was not saved: {reason}',
  'content.queued': 'Waiting to be sent',
  'content.queuedBody':
    'The server cannot be reached. “{title}” is kept in this browser and will be sent when the connection returns.',
  'content.conflict': 'Not saved: changed by someone else',
  'content.conflictBody':
    '“{title}” was changed or deleted by someone else first. Choose which version to keep in Content Management.',
  'generator.draftSavedTitle': 'Draft saved',
  'generator.draftSaved':
    'The AI-generated content was saved as a draft. An editor must publish it before visitors can see it.',
  'generator.errorTitle': 'Error',
  'generator.emptyTopic': 'Please enter a topic',
  'generator.generatedTitle': 'Content Generated',
  'generator.generated': 'AI has successfully created content based on your topic',
  'generator.failedTitle': 'Generation Failed',
  'generator.failed': 'There was an error generating content',
  'generator.publishedTitle': 'Content Published',
  'generator.published': 'AI-generated content has been added to your site',
};

/** Every key of the catalogue: each translation has exactly these (`Translation<ToastsMessageKey>`). */
export type ToastsMessageKey = keyof typeof en;

export const toastsMessages = defineMessages(
  { en },
  {
    pcm: () => import('./messages.pcm'),
    yo: () => import('./messages.yo'),
    ha: () => import('./messages.ha'),
    ig: () => import('./messages.ig'),
  },
);
