import type { Translation } from '@/shared/i18n/translate';
import type { StaffMessageKey } from './staffMessages';

/** Nigerian Pidgin (pcm) strings for staffMessages; English is in ./staffMessages.ts. */
const translation: Translation<StaffMessageKey> = {
  'staff.factsDue':
    'Facts for dis page wey don reach time to check: {count}. Check each one wit im official source, den confirm am or correct am for admin. People wey dey visit no go know.',
  'staff.open': 'Open di content list',
};

export default translation;
