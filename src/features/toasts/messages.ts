import { defineMessages } from '@/features/i18n/translate';

/** Strings of the toast notifications' frame (each toast's own text comes from the feature that shows it). */
export const toastMessages = defineMessages({
  en: {
    'toast.close': 'Close notification',
    'toast.region': 'Notifications',
  },
});
