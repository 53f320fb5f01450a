import { defineMessages } from '@/shared/i18n/translate';

/** Strings of the "newer version" notice. */
const en = {
  'update.ready': 'A newer version of this site is ready.',
  'update.reload': 'Reload to update',
};

/** Every key of the catalogue: each translation has exactly these (`Translation<UpdatesMessageKey>`). */
export type UpdatesMessageKey = keyof typeof en;

export const updatesMessages = defineMessages(
  { en },
  {
    pcm: () => import('./messages.pcm'),
    yo: () => import('./messages.yo'),
    ha: () => import('./messages.ha'),
    ig: () => import('./messages.ig'),
  },
);
