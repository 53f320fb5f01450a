import { defineMessages } from '@/shared/i18n/translate';

/** Strings of the "newer version" notice. */
export const updateMessages = defineMessages(
  {
    en: {
      'update.ready': 'A newer version of this site is ready.',
      'update.reload': 'Reload to update',
    },
  },
  {
    pcm: () => import('./messages.pcm'),
    yo: () => import('./messages.yo'),
    ha: () => import('./messages.ha'),
    ig: () => import('./messages.ig'),
  },
);
