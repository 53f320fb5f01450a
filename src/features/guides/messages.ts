import { defineMessages } from '@/shared/i18n/translate';

/** Strings around every guide: breadcrumb, tabs, source note, sidebar, sharing and dates. */
export const guideMessages = defineMessages(
  {
    en: {
      'staff.factsDue':
        'Facts on this page due for checking: {count}. Check each against its official source, then confirm or correct it in the admin. Visitors are not told.',
      'staff.open': 'Open the content list',
      'breadcrumb.label': 'Breadcrumb',
      'breadcrumb.home': 'Home',
      'tabs.label': 'Sections of this guide',
      'source.official': 'Official source:',
      'source.reviewed': 'Last reviewed:',
      'source.independent':
        'This is an independent guide, not an official site. Rules and fees can change, so check with {agency} before you pay.',
      'pager.label': 'Parts of this guide',
      'pager.next': 'Next: {part}',
      'pager.previous': 'Previous: {part}',
      'block.caveat': 'Important:',
      'translation.notice':
        'This guide is translated from English. If anything here differs from the English version, follow the English version.',
      'translation.readEnglish': 'Read this guide in English',
      'translation.checked': 'Translation last checked: {date}.',
      'translation.machine':
        'This is a machine-assisted translation: a native speaker has not reviewed it yet.',
      'translation.reviewed': 'Reviewed by {reviewer}, a native speaker.',
      'translation.outdated': 'This translation is being updated; the English page has the latest facts.',
      'sidebar.label': 'Related documents and help',
      'related.heading': 'Related documents',
      'related.comingSoon': 'Coming soon',
      'help.heading': 'Get help',
      'help.official': '{agency} official website',
      'help.contact': 'Contact us',
      'help.faqs': 'FAQs',
      'share.heading': 'Share this guide',
      'share.native': 'Share link',
      'share.nativeFailed': 'This browser could not share the link. Share it on WhatsApp or copy it instead.',
      'share.whatsapp': 'Share on WhatsApp',
      'share.copy': 'Copy link',
      'share.copied': 'Link copied.',
      'share.copyFailed': 'Could not copy the link. Copy this address instead:',
    },
  },
  {
    pcm: () => import('./messages.pcm'),
    yo: () => import('./messages.yo'),
    ha: () => import('./messages.ha'),
    ig: () => import('./messages.ig'),
  },
);

export type GuideMessageKey = keyof (typeof guideMessages)['en'];
