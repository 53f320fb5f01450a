import type { Translation } from '@/shared/i18n/translate';
import type { GeneratorMessageKey } from './messages';

/** Nigerian Pidgin (pcm) strings for generatorMessages; English is in ./messages.ts. */
const translation: Translation<GeneratorMessageKey> = {
  'generator.title': 'AI Content Generator',
  'generator.intro':
    'Type one topic and choose category to get draft guide. Your browser dey build di draft from templates wey get sample figures, so check every fact before you publish am.',
  'field.topic': 'Topic',
  'field.topicHint': 'For example: how to renew international passport',
  'field.category': 'Category',
  'field.seed': 'Seed (if you want)',
  'field.seedHint':
    'Di same seed, topic and category go always give di same draft. We go choose new seed after every draft.',
  'field.seedInvalid': 'Enter whole number from 0 to 999999.',
  generate: 'Generate',
  generating: 'E dey generate...',
  'status.generating': 'E dey generate content about “{topic}”…',
  'status.ready': 'Preview don ready: {title}',
  'preview.title': 'Preview',
  'preview.empty': 'Your draft go show for here.',
  'preview.figuresNote':
    'Di figures wey we mark na sample, dem no be fact. Check each one with di official source before you publish.',
  'preview.sampleFigure': '(sample figure: check am before you publish)',
  'preview.status': 'Draft',
  'preview.seed': 'Seed {seed} — enter am to get di same draft again',
  publish: 'Publish Content',
  discard: 'Throw am away',
};

export default translation;
