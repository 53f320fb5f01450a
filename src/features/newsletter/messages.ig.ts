import type { Translation } from '@/shared/i18n/translate';

/** Igbo (ig) strings for newsletterMessages; English is in ./messages.ts. */
const translation: Translation = {
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
    'Akwụkwọ ozi anyị amalitebeghị, ya mere anyị echekwaghị {email}, anyị agaghịkwa eziga ihe ọ bụla na ya.',
};

export default translation;
