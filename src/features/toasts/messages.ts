import { defineMessages } from '@/shared/i18n/translate';

/**
 * Every notification the admin area shows. A toast is stored as keys of this catalogue plus values and
 * translated when shown, so a language change reaches a toast already on screen. The generator's are
 * SPEC §8's, word for word.
 */
export const toastMessages = defineMessages(
  {
    en: {
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
      'content.notSavedQuota':
        'This browser’s storage for the site is full, so “{title}” was not saved. The change stays on screen until you reload: download a backup in Site Settings, then delete items you no longer need.',
      'content.notSavedBlocked':
        'This browser is not letting the site save (its site data may be switched off), so “{title}” was not saved. The change stays on screen until you reload.',
      'content.notSavedKept':
        '“{title}” was not saved: the content stored in this browser could not be used and is being kept as it is. See the notice on the dashboard.',
      'content.notSavedFailed':
        'The browser refused to save “{title}”. The change stays on screen until you reload: try again, or download a backup in Site Settings.',
      'content.conflict': 'Not saved: changed in another tab',
      'content.conflictBody':
        '“{title}” was changed or deleted in another tab first. Choose which version to keep in Content Management.',
      'generator.errorTitle': 'Error',
      'generator.emptyTopic': 'Please enter a topic',
      'generator.generatedTitle': 'Content Generated',
      'generator.generated': 'AI has successfully created content based on your topic',
      'generator.failedTitle': 'Generation Failed',
      'generator.failed': 'There was an error generating content',
      'generator.publishedTitle': 'Content Published',
      'generator.published': 'AI-generated content has been added to your site',
    },
  },
  {
    pcm: () => import('./messages.pcm'),
    yo: () => import('./messages.yo'),
    ha: () => import('./messages.ha'),
    ig: () => import('./messages.ig'),
  },
);

export type ToastMessageKey = keyof (typeof toastMessages)['en'];
