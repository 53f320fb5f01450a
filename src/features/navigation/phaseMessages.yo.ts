import type { Translation } from '@/shared/i18n/translate';
import type { PhaseMessageKey } from './phaseMessages';

/** Yoruba (yo) strings for phaseMessages; English is in ./phaseMessages.ts. */
const translation: Translation<PhaseMessageKey> = {
  'phase.tag': 'Ìdánwò',
  'phase.summary': 'Ìtọ́sọ́nà aládàáni',
  'phase.text': 'Iṣẹ́ tuntun ni èyí – èrò yín yóò ràn wá lọ́wọ́ láti mú un dára sí i.',
  'phase.independent':
    'Ìtọ́sọ́nà aládàáni ni èyí, kì í ṣe ojú-òpó wẹ́ẹ̀bù ìjọba. Ìtọ́sọ́nà kọ̀ọ̀kan ní ìjápọ̀ sí orísun ìjọba rẹ̀.',
};

export default translation;
