import type { Translation } from '@/shared/i18n/translate';
import type { SurroundingsMessageKey } from './surroundingsMessages';

/** Nigerian Pidgin (pcm) strings for surroundingsMessages; English is in ./surroundingsMessages.ts. */
const translation: Translation<SurroundingsMessageKey> = {
  'breadcrumb.label': 'Where you dey for di site',
  'breadcrumb.home': 'Home',
  'source.official': 'Official source:',
  'source.reviewed': 'Last time we check am:',
  'source.independent':
    'Dis na independent guide, e no be official site. Rules and fees fit change, so check with {agency} before you pay.',
  'sidebar.label': 'Documents wey relate and help',
  'related.heading': 'Documents wey relate',
  'related.comingSoon': 'E dey come soon',
  'help.heading': 'Get help',
  'help.official': '{agency} official website',
  'help.contact': 'Contact us',
  'help.faqs': 'FAQs',
};

export default translation;
