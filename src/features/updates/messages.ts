import { defineMessages } from '@/shared/i18n/translate';

/** Strings of the "newer version" notice. */
const en = {
  'update.ready': 'A newer version of this site is ready.',
  'update.reload': 'Reload to update',
};

/** Every key of the catalogue: each translation has exactly these (`Translation<UpdateMessageKey>`). */
export type UpdateMessageKey = keyof typeof en;

export const updateMessages = defineMessages(
  { en },
  {
    pcm: () => import('./messages.pcm'),
    yo: () => import('./messages.yo'),
    ha: () => import('./messages.ha'),
    ig: () => import('./messages.ig'),
  },
);
