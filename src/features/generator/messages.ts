import { defineMessages } from '@/shared/i18n/translate';

/** Strings of the admin's AI Content Generator tab; its toasts are in the toasts feature's catalogue. */
const en = {
  'generator.title': 'AI Content Generator',
  'generator.intro':
    'Enter a topic and choose a category to get a draft guide. The draft is built in your browser from templates with sample figures, so check every fact before you publish it.',
  'field.topic': 'Topic',
  'field.topicHint': 'For example: renewing an international passport',
  'field.category': 'Category',
  'field.seed': 'Seed (optional)',
  'field.seedHint':
    'The same seed, topic and category always give the same draft. A new seed is chosen after each draft.',
  'field.seedInvalid': 'Enter a whole number from 0 to 999999.',
  generate: 'Generate',
  generating: 'Generating...',
  'status.generating': 'Generating content about “{topic}”…',
  'status.ready': 'Preview ready: {title}',
  'preview.title': 'Preview',
  'preview.empty': 'Your draft will appear here.',
  'preview.figuresNote':
    'The marked figures are samples, not facts. Check each one against the official source before you publish.',
  'preview.sampleFigure': '(sample figure: check before publishing)',
  'preview.status': 'Draft',
  'preview.seed': 'Seed {seed} — enter it to reproduce',
  publish: 'Publish Content',
  discard: 'Discard',
};

/** Every key of the catalogue: each translation has exactly these (`Translation<GeneratorMessageKey>`). */
export type GeneratorMessageKey = keyof typeof en;

export const generatorMessages = defineMessages(
  { en },
  {
    pcm: () => import('./messages.pcm'),
    yo: () => import('./messages.yo'),
    ha: () => import('./messages.ha'),
    ig: () => import('./messages.ig'),
  },
);
