import type { Translation } from '@/shared/i18n/translate';

/** Igbo (ig) strings for toastMessages; English is in ./messages.ts. */
const translation: Translation = {
  'toast.close': 'Mechie ọkwa',
  'toast.viewPage': 'Lee ibe ahụ',
  'toast.region': 'Ọkwa',
  'content.added': 'Etinyela ọdịnaya',
  'content.addedBody': 'Etinyela “{title}”.',
  'content.edited': 'Echekwala mgbanwe',
  'content.editedBody': 'Emelitela “{title}”.',
  'content.published': "Ọ dị n'ihu ọha ugbu a",
  'content.publishedBody': 'E bipụtala “{title}”.',
  'content.unpublished': 'Ebugara ya na ndepụta mbụ',
  'content.unpublishedBody': "“{title}” anọkwaghị n'ihu ọha.",
  'content.deleted': 'Ehichapụla ọdịnaya',
  'content.deletedBody': 'Ehichapụla “{title}”.',
  'content.notSaved': 'Echekwaghị ya',
  'content.notSavedQuota':
    'Ebe nchekwa ihe nchọgharị a nwere maka saịtị a ejupụtala, ya mere echekwaghị “{title}”. Mgbanwe ahụ ga-anọ na ihuenyo ruo mgbe ị megharịrị ibe ahụ: budata nnomi nchekwa na Ntọala saịtị, wee hichapụ ihe ndị ị na-achọghị ọzọ.',
  'content.notSavedBlocked':
    "Ihe nchọgharị a anaghị ekwe ka saịtị a chekwaa ihe (ikekwe agbanyụrụ data saịtị n'ime ya), ya mere echekwaghị “{title}”. Mgbanwe ahụ ga-anọ na ihuenyo ruo mgbe ị megharịrị ibe ahụ.",
  'content.notSavedKept':
    "Echekwaghị “{title}”: e nweghị ike iji ọdịnaya echekwara n'ihe nchọgharị a, ya mere a hapụrụ ya otú ọ dị. Lee ọkwa dị na ogwe njikwa.",
  'content.notSavedFailed':
    'Ihe nchọgharị ahụ jụrụ ịchekwa “{title}”. Mgbanwe ahụ ga-anọ na ihuenyo ruo mgbe ị megharịrị ibe ahụ: nwaa ọzọ, ma ọ bụ budata nnomi nchekwa na Ntọala saịtị.',
  'content.conflict': 'Echekwaghị ya: e gbanwere ya na taabụ ọzọ',
  'content.conflictBody':
    'E buru ụzọ gbanwee ma ọ bụ hichapụ “{title}” na taabụ ọzọ. Họrọ ụdị ị ga-edebe na Njikwa ọdịnaya.',
  'generator.errorTitle': 'Njehie',
  'generator.emptyTopic': 'Biko dee isiokwu',
  'generator.generatedTitle': 'Emepụtala ọdịnaya',
  'generator.generated': "AI emepụtala ọdịnaya nke ọma dabere n'isiokwu gị",
  'generator.failedTitle': 'Nrụpụta agaghị nke ọma',
  'generator.failed': 'Njehie mere mgbe a na-emepụta ọdịnaya',
  'generator.publishedTitle': 'E bipụtala ọdịnaya',
  'generator.published': 'Etinyela ọdịnaya AI mepụtara na saịtị gị',
};

export default translation;
