import type { Locale } from '@/shared/i18n/translate';

/**
 * The words of the e-mails the newsletter sends, in the subscriber's language (plain text: no markup
 * anywhere in a message). The server fills in the links; an update's own subject and text are the
 * staff's, followed by the footer with the unsubscribe link.
 */
export interface NewsletterMailWords {
  confirmSubject: string;
  /** {confirm}: the confirmation link; {unsubscribe}: the link that deletes the sign-up. */
  confirmBody: string;
  /** Below every update: {unsubscribe}. */
  updateFooter: string;
}

export const NEWSLETTER_MAIL_WORDS: Record<Locale, NewsletterMailWords> = {
  en: {
    confirmSubject: 'Confirm your subscription to Citizen Guide Nigeria',
    confirmBody: [
      'Hello,',
      '',
      'Someone, probably you, asked to receive Citizen Guide Nigeria’s updates at this address.',
      'To confirm, open this link and press the button on the page:',
      '{confirm}',
      '',
      'If it was not you, do nothing: the sign-up is deleted after 7 days and you will get no more e-mails.',
      'To delete it now: {unsubscribe}',
    ].join('\n'),
    updateFooter: [
      '—',
      'You receive this because you subscribed to Citizen Guide Nigeria’s updates.',
      'Unsubscribe with one click: {unsubscribe}',
    ].join('\n'),
  },
  pcm: {
    confirmSubject: 'Confam say you wan join Citizen Guide Nigeria newsletter',
    confirmBody: [
      'Hello,',
      '',
      'Somebody, maybe na you, ask make Citizen Guide Nigeria dey send update to dis address.',
      'To confam am, open dis link and press the button for the page:',
      '{confirm}',
      '',
      'If no be you, no do anything: we go delete the sign-up after 7 days and you no go get any other e-mail.',
      'To delete am now: {unsubscribe}',
    ].join('\n'),
    updateFooter: [
      '—',
      'You dey get dis one because you join Citizen Guide Nigeria update.',
      'Comot with one click: {unsubscribe}',
    ].join('\n'),
  },
  yo: {
    confirmSubject: 'Ẹ jẹ́rìí sí ìforúkọsílẹ̀ yín fún Citizen Guide Nigeria',
    confirmBody: [
      'Ẹ n lẹ́,',
      '',
      'Ẹnìkan, bóyá ẹ̀yin, béèrè pé kí Citizen Guide Nigeria máa fi ìròyìn tuntun ránṣẹ́ sí àdírẹ́sì yìí.',
      'Láti jẹ́rìí sí i, ẹ ṣí ìjápọ̀ yìí kí ẹ sì tẹ̀ bọ́tìnnì tó wà lójú ìwé náà:',
      '{confirm}',
      '',
      'Bí kì í bá ṣe ẹ̀yin, ẹ má ṣe nǹkan kan: a máa pa ìforúkọsílẹ̀ náà rẹ́ lẹ́yìn ọjọ́ méje, ẹ kò sì ní gba ímeèlì mìíràn.',
      'Láti pa á rẹ́ báyìí: {unsubscribe}',
    ].join('\n'),
    updateFooter: [
      '—',
      'Ẹ ń gba èyí nítorí pé ẹ forúkọsílẹ̀ fún ìròyìn tuntun Citizen Guide Nigeria.',
      'Ẹ dáwọ́ rẹ̀ dúró pẹ̀lú títẹ̀ ẹ̀ẹ̀kan: {unsubscribe}',
    ].join('\n'),
  },
  ha: {
    confirmSubject: 'Tabbatar da rajistarka ga Citizen Guide Nigeria',
    confirmBody: [
      'Sannu,',
      '',
      'Wani, wataƙila kai ne, ya nemi a riƙa aika sabbin labaran Citizen Guide Nigeria zuwa wannan adireshin.',
      'Don tabbatarwa, buɗe wannan mahaɗin ka danna maɓallin da ke shafin:',
      '{confirm}',
      '',
      'Idan ba kai ba ne, kada ka yi komai: za a goge rajistar bayan kwana 7 kuma ba za ka ƙara samun imel ba.',
      'Don goge ta yanzu: {unsubscribe}',
    ].join('\n'),
    updateFooter: [
      '—',
      'Kana samun wannan ne saboda ka yi rajista don sabbin labaran Citizen Guide Nigeria.',
      'Cire sunanka da danna sau ɗaya: {unsubscribe}',
    ].join('\n'),
  },
  ig: {
    confirmSubject: 'Kwado ndebanye aha gị na Citizen Guide Nigeria',
    confirmBody: [
      'Ndewo,',
      '',
      'Mmadụ, ikekwe gị onwe gị, rịọrọ ka Citizen Guide Nigeria na-ezite ozi ọhụrụ na adreesị a.',
      'Iji kwado ya, mepee njikọ a ma pịa bọtịnụ dị na peeji ahụ:',
      '{confirm}',
      '',
      'Ọ bụrụ na ọ bụghị gị, emela ihe ọ bụla: a ga-ehichapụ ndebanye aha ahụ mgbe ụbọchị 7 gachara, ị gaghịkwa enweta ozi-e ọzọ.',
      'Iji hichapụ ya ugbu a: {unsubscribe}',
    ].join('\n'),
    updateFooter: [
      '—',
      'Ị na-enweta nke a n’ihi na i debanyere aha maka ozi ọhụrụ Citizen Guide Nigeria.',
      'Kwụsị ịnata ya site n’ịpị otu ugboro: {unsubscribe}',
    ].join('\n'),
  },
};

/** `template` with each {name} replaced. */
export const fillMailWords = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
