import type { Translation } from '@/shared/i18n/translate';
import type { GeneratorMessageKey } from './messages';

/** Igbo (ig) strings for generatorMessages; English is in ./messages.ts. */
const translation: Translation<GeneratorMessageKey> = {
  'generator.title': 'Nrụpụta ọdịnaya AI',
  'generator.intro':
    "Dee isiokwu ma họrọ ngalaba ka ị nweta ndepụta mbụ nke ntụziaka. A na-ewu ndepụta a n'ihe nchọgharị gị site na ndebiri nwere ọnụ ọgụgụ ngosi, n'ihi ya, lelee eziokwu ọ bụla tupu ị bipụta ya.",
  'field.topic': 'Isiokwu',
  'field.topicHint': 'Dịka ọmụmaatụ: imegharị paspọọtụ mba ụwa',
  'field.category': 'Ngalaba',
  'field.seed': 'Mkpụrụ (seed, nhọrọ)',
  'field.seedHint':
    'Otu mkpụrụ, otu isiokwu na otu ngalaba na-enye otu ndepụta mbụ ahụ mgbe niile. A na-ahọrọ mkpụrụ ọhụrụ mgbe ndepụta ọ bụla gasịrị.',
  'field.seedInvalid': 'Dee nọmba zuru oke site na 0 ruo 999999.',
  generate: 'Mepụta',
  generating: 'Na-emepụta...',
  'status.generating': 'Na-emepụta ọdịnaya gbasara “{topic}”…',
  'status.ready': 'Ihe nlele dị njikere: {title}',
  'preview.title': 'Ihe nlele',
  'preview.empty': 'Ndepụta mbụ gị ga-apụta ebe a.',
  'preview.figuresNote':
    'Ọnụọgụgụ ndị e tinyere akara bụ ihe atụ, ọ bụghị eziokwu. Lelee nke ọ bụla na isi mmalite gọọmentị tupu i bipụta.',
  'preview.sampleFigure': '(ọnụọgụgụ ihe atụ: lelee ya tupu i bipụta)',
  'preview.status': 'Ndepụta mbụ',
  'preview.seed': 'Mkpụrụ {seed} — tinye ya ka ị nweta otu ihe ahụ ọzọ',
  publish: 'Bipụta ọdịnaya',
  discard: 'Tụfuo',
};

export default translation;
