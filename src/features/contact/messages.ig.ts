import type { Translation } from '@/shared/i18n/translate';
import type { ContactMessageKey } from './messages';

/** Igbo (ig) strings for contactMessages; English is in ./messages.ts. */
const translation: Translation<ContactMessageKey> = {
  'contact.intro':
    "Citizen Guide Nigeria bụ nduzi nọọrọ onwe ya maka ọrụ gọọmentị. Anyị abụghị ụlọ ọrụ gọọmentị, anyị enweghịkwa ike ime ihe n'aha nke ọ bụla n'ime ha.",
  'contact.can.heading': 'Ihe anyị nwere ike inyere gị aka',
  'contact.can.mistake': "Mmejọ, ụgwọ agbanweela ma ọ bụ njikọ anaghị arụ ọrụ n'otu n'ime ibe anyị.",
  'contact.can.translation': "Nsogbu n'otu ntụgharị asụsụ.",
  'contact.can.missing': 'Nduzi ị chọrọ mana ịhụghị.',
  'contact.can.how':
    "Gwa anyị site na “Ibe a ọ bara uru?” n'okpuru ebe a, ma ọ bụ n'okpuru nduzi ma ọ bụ edemede ahụ: ozi gị ga-eru ndị editọ anyị yana ibe na asụsụ ị na-agụ.",
  'contact.cannot.heading': 'Ihe anyị na-enweghị ike ime',
  'contact.cannot.issue': 'Anyị enweghị ike inye, imeghari ma ọ bụ idozi akwụkwọ ma ọ bụ nọmba ọ bụla.',
  'contact.cannot.records': 'Anyị enweghị ike ịhụ ma ọ bụ ilele ndekọ gị, ma ọ bụ otu arịrịọ gị si aga.',
  'contact.cannot.pay': 'Anyị anaghị anara ego, anyị agaghịkwa arịọ NIN, BVN, okwuntughe ma ọ bụ PIN gị.',
  'contact.agencies.heading': 'Ebe ị ga-aga maka akwụkwọ ọ bụla',
  'contact.agencies.intro':
    "Ọ bụ naanị ụlọ ọrụ na-enye akwụkwọ nwere ike inyere gị aka na ya. Gaa n'ọfịs ha ma ọ bụ na weebụsaịtị ha.",
  'contact.agencies.document': 'Akwụkwọ',
  'contact.agencies.agency': 'Onye na-enye ya',
  'contact.agencies.website': 'Weebụsaịtị ha',
  'contact.agencies.noSite': "Jụọ n'ọfịs ha kacha nso",
  'contact.agencies.nimc':
    'Ụlọ Ọrụ Na-ahụ Maka Njirimara Mba (National Identity Management Commission, NIMC)',
  'contact.safety':
    'Kpachara anya maka onye ọ bụla na-arịọ ego iji nweta gị akwụkwọ ngwa ngwa. Kwụọ ụgwọ naanị site n’ụzọ ụlọ ọrụ ahụ kwadoro.',
};

export default translation;
