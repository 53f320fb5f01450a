import { defineMessages } from '@/shared/i18n/translate';

/** What only signed-in staff see on a guide (./GuideStaffNotice.tsx): its facts due for checking. */
const en = {
  'staff.factsDue':
    'Facts on this page due for checking: {count}. Check each against its official source, then confirm or correct it in the admin. Visitors are not told.',
  'staff.open': 'Open the content list',
};

/** Every key of the catalogue: each translation has exactly these (`Translation<StaffMessageKey>`). */
export type StaffMessageKey = keyof typeof en;

export const staffMessages = defineMessages(
  { en },
  {
    pcm: () => import('./staffMessages.pcm'),
    yo: () => import('./staffMessages.yo'),
    ha: () => import('./staffMessages.ha'),
    ig: () => import('./staffMessages.ig'),
  },
);
