import { defineMessages } from '@/shared/i18n/translate';

/**
 * Strings of the parts every guide page loads, in a translated page's first load: its tabs and pager, a
 * caveat's label, the translation notice and "Share this guide" (its code loads after the page's own, on
 * every guide page: its words cost less here than in a file of their own). Words only parts loaded on
 * demand use are in their own catalogues, downloaded with that code: ./surroundingsMessages.ts (breadcrumb,
 * source, sidebar), ./translationCheckedMessages.ts (a translation's last check) and ./staffMessages.ts.
 */
const en = {
  'tabs.label': 'Sections of this guide',
  'pager.label': 'Parts of this guide',
  'pager.next': 'Next: {part}',
  'pager.previous': 'Previous: {part}',
  'block.caveat': 'Important:',
  'translation.notice':
    'This guide is translated from English. If anything here differs from the English version, follow the English version.',
  'translation.readEnglish': 'Read this guide in English',
  'translation.outdated': 'This translation is being updated; the English page has the latest facts.',
  'share.heading': 'Share this guide',
  'share.native': 'Share link',
  'share.nativeFailed': 'This browser could not share the link. Share it on WhatsApp or copy it instead.',
  'share.whatsapp': 'Share on WhatsApp',
  'share.copy': 'Copy link',
  'share.copied': 'Link copied.',
  'share.copyFailed': 'Could not copy the link. Copy this address instead:',
};

/** Every key of the catalogue: each translation has exactly these (`Translation<GuidesMessageKey>`). */
export type GuidesMessageKey = keyof typeof en;

export const guidesMessages = defineMessages(
  { en },
  {
    pcm: () => import('./messages.pcm'),
    yo: () => import('./messages.yo'),
    ha: () => import('./messages.ha'),
    ig: () => import('./messages.ig'),
  },
);
