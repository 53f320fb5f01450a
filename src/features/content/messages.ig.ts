import type { Translation } from '@/shared/i18n/translate';

/** Igbo (ig) strings for contentMessages; English is in ./messages.ts. */
const translation: Translation = {
  'manager.title': 'Njikwa ọdịnaya',
  'manager.intro':
    "Tinye, dezie, bipụta ma wepụ ntụziaka ndị dị na saịtị a. A na-echekwa mgbanwe n'ihe nchọgharị a.",
  'add.title': 'Tinye ọdịnaya',
  'add.submit': 'Tinye ọdịnaya',
  'edit.title': 'Dezie ọdịnaya',
  'edit.submit': 'Chekwaa mgbanwe',
  'edit.cancel': 'Kagbuo',
  'dialog.close': 'Mechie',
  'field.title': 'Aha isiokwu',
  'field.category': 'Ngalaba',
  'field.status': 'Ọnọdụ',
  'field.content': 'Ọdịnaya',
  'error.title': 'Dee aha isiokwu.',
  'error.content': 'Dee ọdịnaya.',
  'status.draft': 'Ndepụta mbụ',
  'status.published': 'Ebipụtara',
  'list.title': 'Ọdịnaya niile ({count})',
  'list.empty': "Ọ nweghị ọdịnaya ka. Jiri fọm dị n'elu tinye ihe mbụ.",
  'col.title': 'Aha isiokwu',
  'col.category': 'Ngalaba',
  'col.status': 'Ọnọdụ',
  'col.created': 'E mepụtara',
  'col.modified': 'E degharịrị',
  'col.author': 'Onye dere ya',
  'col.actions': 'Omume',
  'action.edit': 'Dezie',
  'action.publish': 'Bipụta',
  'action.unpublish': 'Kwụsị mbipụta',
  'action.delete': 'Hichapụ',
  'delete.title': 'Hichapụ ọdịnaya',
  'delete.body': 'Hichapụ “{title}”? A gaghị enwe ike ịtụgharị nke a.',
  'delete.cancel': 'Kagbuo',
  'delete.confirm': 'Hichapụ',
  'article.more': 'Ihe ndị ọzọ gbasara {category}',
  'article.byline': 'Onye dere ya: {author}. E bipụtara ya {created}, e melitere ya ikpeazụ {modified}.',
};

export default translation;
