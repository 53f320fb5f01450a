import type { Translation } from '@/shared/i18n/translate';
import type { StaffMessageKey } from './staffMessages';

/** Yoruba (yo) strings for staffMessages; English is in ./staffMessages.ts. */
const translation: Translation<StaffMessageKey> = {
  'staff.factsDue':
    'Àwọn òtítọ́ ojú-ìwé yìí tí ó yẹ kí a yẹ̀ wò: {count}. Yẹ ọ̀kọ̀ọ̀kan wò lára orísun ìjọba rẹ̀, lẹ́yìn náà jẹ́rìí sí i tàbí ṣàtúnṣe rẹ̀ nínú àbójútó. A kì í sọ fún àwọn olùṣàbẹ̀wò.',
  'staff.open': 'Ṣí àkójọ àkóónú',
};

export default translation;
