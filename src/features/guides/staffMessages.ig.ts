import type { Translation } from '@/shared/i18n/translate';
import type { StaffMessageKey } from './staffMessages';

/** Igbo (ig) strings for staffMessages; English is in ./staffMessages.ts. */
const translation: Translation<StaffMessageKey> = {
  'staff.factsDue':
    'Eziokwu dị na ibe a ruru oge nyocha: {count}. Nyochaa nke ọ bụla n’isi mmalite gọọmentị ya, wee kwado ma ọ bụ mezie ya na ngalaba nchịkwa. A naghị agwa ndị ọbịa.',
  'staff.open': 'Mepee ndepụta ọdịnaya',
};

export default translation;
