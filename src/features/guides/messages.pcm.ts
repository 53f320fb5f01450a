import type { Translation } from '@/shared/i18n/translate';

/** Nigerian Pidgin (pcm) strings for guideMessages; English is in ./messages.ts. */
const translation: Translation = {
  'staff.factsDue':
    'Facts for dis page wey don reach time to check: {count}. Check each one wit im official source, den confirm am or correct am for admin. People wey dey visit no go know.',
  'staff.open': 'Open di content list',
  'breadcrumb.label': 'Where you dey for di site',
  'breadcrumb.home': 'Home',
  'tabs.label': 'Parts of dis guide',
  'source.official': 'Official source:',
  'source.reviewed': 'Last time we check am:',
  'source.independent':
    'Dis na independent guide, e no be official site. Rules and fees fit change, so check with {agency} before you pay.',
  'pager.label': 'Di parts of dis guide',
  'pager.next': 'Next one: {part}',
  'pager.previous': 'Di one before: {part}',
  'block.caveat': 'Important:',
  'translation.notice':
    'We translate dis guide from English. If anything here no be like di English version, follow di English version.',
  'translation.readEnglish': 'Read dis guide for English',
  'translation.checked': 'Di last time we check dis translation: {date}.',
  'translation.machine': 'Na machine help us do dis translation: person wey sabi di language never check am.',
  'translation.reviewed': '{reviewer}, wey sabi di language well well, don check am.',
  'translation.outdated': 'We dey update dis translation; di English page get di latest facts.',
  'sidebar.label': 'Documents wey relate and help',
  'related.heading': 'Documents wey relate',
  'related.comingSoon': 'E dey come soon',
  'help.heading': 'Get help',
  'help.official': '{agency} official website',
  'help.contact': 'Contact us',
  'help.faqs': 'FAQs',
  'share.heading': 'Share dis guide',
  'share.native': 'Share di link',
  'share.nativeFailed': 'Dis browser no fit share di link. Share am for WhatsApp or copy am instead.',
  'share.whatsapp': 'Share am for WhatsApp',
  'share.copy': 'Copy di link',
  'share.copied': 'Di link don copy.',
  'share.copyFailed': 'We no fit copy di link. Copy dis address instead:',
};

export default translation;
