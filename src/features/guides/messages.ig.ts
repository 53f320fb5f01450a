import type { Translation } from '@/shared/i18n/translate';
import type { GuidesMessageKey } from './messages';

/** Igbo (ig) strings for guidesMessages; English is in ./messages.ts. */
const translation: Translation<GuidesMessageKey> = {
  'tabs.label': 'Ngalaba ntụziaka a',
  'pager.label': 'Akụkụ ntụziaka a',
  'pager.next': 'Nke na-esote: {part}',
  'pager.previous': 'Nke gara aga: {part}',
  'block.caveat': 'Ihe dị mkpa:',
  'translation.notice':
    "A sụgharịrị ntụziaka a site n'asụsụ Bekee. Ọ bụrụ na ihe ọ bụla ebe a dị iche na nke Bekee, soro nke Bekee.",
  'translation.readEnglish': "Gụọ ntụziaka a n'asụsụ Bekee",
  'translation.outdated': 'A na-emelite ntụgharị a; ibe Bekee nwere ozi kacha ọhụrụ.',
  'share.heading': 'Kesaa ntụziaka a',
  'share.native': 'Kesaa njikọ ahụ',
  'share.nativeFailed':
    'Ihe nchọgharị a enweghị ike ịkesa njikọ ahụ. Kesaa ya na WhatsApp ma ọ bụ detuo ya kama nke ahụ.',
  'share.whatsapp': 'Kesaa ya na WhatsApp',
  'share.copy': 'Detuo njikọ',
  'share.copied': 'E detuola njikọ ahụ.',
  'share.copyFailed': 'Enweghị ike idetuo njikọ ahụ. Detuo adreesị a kama nke ahụ:',
};

export default translation;
