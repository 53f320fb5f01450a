import type { Translation } from '@/shared/i18n/translate';
import type { GuidesMessageKey } from './messages';

/** Nigerian Pidgin (pcm) strings for guidesMessages; English is in ./messages.ts. */
const translation: Translation<GuidesMessageKey> = {
  'tabs.label': 'Parts of dis guide',
  'pager.label': 'Di parts of dis guide',
  'pager.next': 'Next one: {part}',
  'pager.previous': 'Di one before: {part}',
  'block.caveat': 'Important:',
  'translation.notice':
    'We translate dis guide from English. If anything here no be like di English version, follow di English version.',
  'translation.readEnglish': 'Read dis guide for English',
  'translation.outdated': 'We dey update dis translation; di English page get di latest facts.',
  'share.heading': 'Share dis guide',
  'share.native': 'Share di link',
  'share.nativeFailed': 'Dis browser no fit share di link. Share am for WhatsApp or copy am instead.',
  'share.whatsapp': 'Share am for WhatsApp',
  'share.copy': 'Copy di link',
  'share.copied': 'Di link don copy.',
  'share.copyFailed': 'We no fit copy di link. Copy dis address instead:',
};

export default translation;
