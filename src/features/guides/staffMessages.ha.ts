import type { Translation } from '@/shared/i18n/translate';
import type { StaffMessageKey } from './staffMessages';

/** Hausa (ha) strings for staffMessages; English is in ./staffMessages.ts. */
const translation: Translation<StaffMessageKey> = {
  'staff.factsDue':
    'Bayanan wannan shafi da lokacin duba su ya yi: {count}. Duba kowanne da tushensa na hukuma, sannan ka tabbatar ko ka gyara shi a shafin gudanarwa. Ba a faɗa wa masu ziyara ba.',
  'staff.open': 'Buɗe jerin abubuwan ciki',
};

export default translation;
