import type { Translation } from '@/shared/i18n/translate';
import type { GuideStaffMessageKey } from './staffMessages';

/** Hausa (ha) strings for guideStaffMessages; English is in ./staffMessages.ts. */
const translation: Translation<GuideStaffMessageKey> = {
  'staff.factsDue':
    'Bayanan wannan shafi da lokacin duba su ya yi: {count}. Duba kowanne da tushensa na hukuma, sannan ka tabbatar ko ka gyara shi a shafin gudanarwa. Ba a faɗa wa masu ziyara ba.',
  'staff.open': 'Buɗe jerin abubuwan ciki',
};

export default translation;
