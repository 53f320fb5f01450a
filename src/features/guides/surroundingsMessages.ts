import { defineMessages } from '@/shared/i18n/translate';

/**
 * Strings around a guide's text that never change while it is open: its breadcrumb, official source note
 * and sidebar of related documents and help. Imported only by the code that draws them (loaded when the
 * browser draws a guide itself, src/compose/GuideSurroundings.tsx): a page the server rendered keeps their
 * HTML, and a translated one does not download these words.
 */
const en = {
  'breadcrumb.label': 'Breadcrumb',
  'breadcrumb.home': 'Home',
  'source.official': 'Official source:',
  'source.reviewed': 'Last reviewed:',
  'source.independent':
    'This is an independent guide, not an official site. Rules and fees can change, so check with {agency} before you pay.',
  'sidebar.label': 'Related documents and help',
  'related.heading': 'Related documents',
  'related.comingSoon': 'Coming soon',
  'help.heading': 'Get help',
  'help.official': '{agency} official website',
  'help.contact': 'Contact us',
  'help.faqs': 'FAQs',
};

/** Every key of the catalogue: each translation has exactly these (`Translation<SurroundingsMessageKey>`). */
export type SurroundingsMessageKey = keyof typeof en;

export const surroundingsMessages = defineMessages(
  { en },
  {
    pcm: () => import('./surroundingsMessages.pcm'),
    yo: () => import('./surroundingsMessages.yo'),
    ha: () => import('./surroundingsMessages.ha'),
    ig: () => import('./surroundingsMessages.ig'),
  },
);
