import type { Translation } from '@/shared/i18n/translate';

/** Yoruba (yo) strings for toastMessages; English is in ./messages.ts. */
const translation: Translation = {
  'toast.close': 'Pa ìfitónilétí dé',
  'toast.viewPage': 'Wo ojú-ewé náà',
  'toast.region': 'Ìfitónilétí',
  'content.added': 'A ti fi àkóónú kún un',
  'content.addedBody': 'A ti fi “{title}” kún un.',
  'content.edited': 'A ti fi àwọn àyípadà pamọ́',
  'content.editedBody': 'A ti ṣe àtúnṣe “{title}”.',
  'content.published': 'Ó ti wà ní gbangba báyìí',
  'content.publishedBody': 'A ti gbé “{title}” jáde.',
  'content.unpublished': 'A ti dá a padà sí àkọ́kọ',
  'content.unpublishedBody': '“{title}” kò sí ní gbangba mọ́.',
  'content.deleted': 'A ti pa àkóónú rẹ́',
  'content.deletedBody': 'A ti pa “{title}” rẹ́.',
  'content.notSaved': 'A kò fi pamọ́',
  'content.notSavedQuota':
    'Ààyè tí aṣàwákiri yìí ní fún ojú-òpó náà ti kún, nítorí náà a kò fi “{title}” pamọ́. Àyípadà náà yóò wà lójú ìbòjú títí ẹ ó fi tún ojú-ewé náà ṣí: ẹ gba ẹ̀dà ìpamọ́ sílẹ̀ ní Ètò ojú-òpó, lẹ́yìn náà kí ẹ pa àwọn ohun tí ẹ kò tún nílò rẹ́.',
  'content.notSavedBlocked':
    'Aṣàwákiri yìí kò jẹ́ kí ojú-òpó náà fi nǹkan pamọ́ (ó lè jẹ́ pé a ti pa dátà ojú-òpó nínú rẹ̀), nítorí náà a kò fi “{title}” pamọ́. Àyípadà náà yóò wà lójú ìbòjú títí ẹ ó fi tún ojú-ewé náà ṣí.',
  'content.notSavedKept':
    'A kò fi “{title}” pamọ́: a kò lè lo àkóónú tí a fi pamọ́ sínú aṣàwákiri yìí, a sì fi í sílẹ̀ bó ṣe wà. Ẹ wo ìkéde tó wà lórí ojú-ìṣàkóso.',
  'content.notSavedFailed':
    'Aṣàwákiri kọ̀ láti fi “{title}” pamọ́. Àyípadà náà yóò wà lójú ìbòjú títí ẹ ó fi tún ojú-ewé náà ṣí: ẹ tún gbìyànjú, tàbí kí ẹ gba ẹ̀dà ìpamọ́ sílẹ̀ ní Ètò ojú-òpó.',
  'content.conflict': 'A kò fi pamọ́: wọ́n yí i padà ní táàbù mìíràn',
  'content.conflictBody':
    'Wọ́n ti kọ́kọ́ yí “{title}” padà tàbí pa á rẹ́ ní táàbù mìíràn. Ẹ yan ẹ̀dà tí ẹ fẹ́ pa mọ́ ní Ìṣàkóso àkóónú.',
  'generator.errorTitle': 'Àṣìṣe',
  'generator.emptyTopic': 'Ẹ jọ̀wọ́, ẹ tẹ kókó-ọ̀rọ̀ kan',
  'generator.generatedTitle': 'A ti ṣẹ̀dá àkóónú',
  'generator.generated': 'AI ti ṣàṣeyọrí láti ṣẹ̀dá àkóónú lórí kókó-ọ̀rọ̀ yín',
  'generator.failedTitle': 'Ìṣẹ̀dá kò ṣeé ṣe',
  'generator.failed': 'Àṣìṣe kan wáyé nígbà tí à ń ṣẹ̀dá àkóónú',
  'generator.publishedTitle': 'A ti gbé àkóónú jáde',
  'generator.published': 'A ti fi àkóónú tí AI ṣẹ̀dá kún ojú-òpó yín',
};

export default translation;
