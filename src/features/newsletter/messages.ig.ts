import type { Translation } from '@/shared/i18n/translate';
import type { NewsletterMessageKey } from './messages';

/** Igbo (ig) strings for newsletterMessages; English is in ./messages.ts. */
const translation: Translation<NewsletterMessageKey> = {
  'newsletter.title': "Nweta ntụziaka ọhụrụ n'igbe ozi gị",
  'newsletter.intro':
    'Otu e-mail dị mkpirikpi mgbe anyị bipụtara ntụziaka ọhụrụ, ma ọ bụ mgbe iwu ma ọ bụ ụgwọ gbanwere. Ọ dịghị spam, ị nwekwara ike ịkwụsị ndenye aha gị oge ọ bụla.',
  'newsletter.label': 'Adreesị e-mail',
  'newsletter.hint': 'Anyị na-eji ya naanị iziga gị akwụkwọ ozi a.',
  'newsletter.submit': 'Denye aha',
  'newsletter.errorPrefix': 'Njehie:',
  'newsletter.error.required': 'Dee adreesị e-mail gị',
  'newsletter.error.format': "Dee adreesị e-mail n'ụdị ziri ezi, dịka name@example.com",
  'newsletter.thanks.title': 'Daalụ maka mmasị gị!',
  'newsletter.thanks.body':
    'Lelee igbe ozi gị: anyị na-eziga njikọ na {email}. Mepee ya iji kwado ndenye aha gị — ruo mgbe i mere ya, anyị agaghị eziga ihe ọzọ.',
  'newsletter.sending': 'Ọ na-eziga…',
  'newsletter.failure.offline':
    'E zigaghị ndenye aha gị: ọ dị ka ị nọghị n’ịntanetị. Lelee njikọ gị ma pịa Denye aha ọzọ.',
  'newsletter.failure.unavailable':
    'E zigaghị ndenye aha gị: sava anyị enweghị ike ịnara ya ugbu a. Biko nwaa ọzọ mgbe nkeji ole na ole gachara.',
  'newsletter.failure.tooMany':
    'E zigaghị ndenye aha gị: ndenye aha karịrị akarị si na netwọk gị bịa ugbu a. Biko nwaa ọzọ mgbe nkeji ole na ole gachara.',
  'newsletter.confirm.title': 'Kwado ndenye aha gị',
  'newsletter.confirm.body':
    'Pịa bọtịnụ ahụ ka anyị malite iziga ozi ọhụrụ anyị na adreesị e zigara njikọ a.',
  'newsletter.confirm.button': 'Kwado ndenye aha m',
  'newsletter.confirmed.title': 'Ekwadola ndenye aha gị',
  'newsletter.confirmed.body':
    'Daalụ. Anyị ga-eziga otu e-mail dị mkpirikpi mgbe anyị bipụtara ntụziaka ọhụrụ ma ọ bụ mgbe iwu ma ọ bụ ụgwọ gbanwere. E-mail ọ bụla nwere njikọ iji kwụsị ya.',
  'newsletter.unsubscribe.title': 'Kwụsị ịnata ozi anyị',
  'newsletter.unsubscribe.body':
    'Pịa bọtịnụ ahụ, a ga-ehichapụ adreesị gị na ndepụta anyị. Anyị anaghị edobe ihe ọ bụla gbasara gị.',
  'newsletter.unsubscribe.button': 'Kwụsị ndenye aha',
  'newsletter.unsubscribed.title': 'Ị kwụsịla ndenye aha gị',
  'newsletter.unsubscribed.body':
    'Ehichapụla adreesị gị na ndepụta anyị. Ị gaghị enweta e-mail ọzọ site n’aka anyị.',
  'newsletter.linkInvalid.title': 'Njikọ a anaghịzi arụ ọrụ',
  'newsletter.confirmInvalid.body':
    'Oge ya nwere ike ịgafe (ndenye aha na-echere ụbọchị 7 maka nkwado ya) ma ọ bụ e wepụla adreesị ahụ. Ị nwere ike idenye aha ọzọ n’okpuru.',
  'newsletter.unsubscribeInvalid.body':
    'Adreesị a anọghị na ndepụta anyị: ikekwe e wepụlarị ya. Ọ bụrụ na ị ka na-enweta e-mail anyị, jiri njikọ dị na nke ikpeazụ.',
};

export default translation;
