import type { Translated } from './translate';

/**
 * The official terms of the guides, as each language writes them (issue 27), so every page says the same
 * thing the same way and a reader can match it to the English on official forms. An agency is named in
 * the language with its official English name in brackets on first mention; a term people meet in
 * English at the centre (modification, virtual NIN, short code) keeps it beside the translation.
 * tests/shared/i18n/glossary.test.ts holds every catalogue to it: one spelling per term (`avoid` lists
 * the others seen), and the slips a reviewer found (docs/TRANSLATIONS.md).
 */
export interface GlossaryTerm {
  /** The term in English, as the English pages write it. */
  english: string;
  /** How each language writes it; `avoid`: spellings or words that must not be used for it. */
  in: Partial<Record<Translated, { write: string; avoid?: readonly string[] }>>;
}

export const GLOSSARY: readonly GlossaryTerm[] = [
  {
    english: 'National Identity Management Commission (NIMC)',
    in: {
      yo: { write: 'Àjọ Tó Ń Mójútó Ìdánimọ̀ Orílẹ̀-èdè (National Identity Management Commission, NIMC)' },
      ha: { write: 'Hukumar Kula da Shaidar Ɗan Ƙasa (National Identity Management Commission, NIMC)' },
      ig: { write: 'Ụlọ Ọrụ Na-ahụ Maka Njirimara Mba (National Identity Management Commission, NIMC)' },
    },
  },
  {
    english: 'Nigerian Communications Commission (NCC)',
    in: {
      ha: { write: 'Hukumar Sadarwa ta Najeriya (Nigerian Communications Commission, NCC)' },
      ig: { write: 'Ụlọ Ọrụ Na-ahụ Maka Nkwukọrịta na Naịjirịa (Nigerian Communications Commission, NCC)' },
    },
  },
  { english: 'number', in: { yo: { write: 'nọ́mbà', avoid: ['nọ́ńbà'] } } },
  { english: 'page', in: { yo: { write: 'ojú-ìwé', avoid: ['ojú-ewé'] } } },
  {
    english: 'enrolment',
    in: { yo: { write: 'ìforúkọsílẹ̀' }, ha: { write: 'rajista' }, ig: { write: 'ndebanye aha' } },
  },
  {
    english: 'modification',
    in: {
      yo: { write: 'modification' },
      ha: { write: 'gyaran bayanai (modification)' },
      ig: { write: 'mgbanwe (modification)' },
    },
  },
  {
    english: 'virtual NIN',
    in: { yo: { write: 'virtual NIN' }, ha: { write: 'virtual NIN' }, ig: { write: 'virtual NIN' } },
  },
  { english: 'short code', in: { yo: { write: 'kóòdù kúkúrú (short code)' }, pcm: { write: 'short code' } } },
  {
    english: 'touts',
    in: {
      ha: { write: 'dillalai' },
      ig: { write: 'ndị aghụghọ (touts)', avoid: ['ndị touts'] },
      pcm: { write: 'touts' },
    },
  },
  { english: "voter's card", in: { ha: { write: 'katin zaɓe', avoid: ['katin zabe'] } } },
];

/**
 * Words that lose their meaning without their marks, per language: Hausa's hooked letters (ɗan is "son
 * of", dan is not a word), and the Yorùbá verb tẹ̀ ("press", "type"), whose low tone the translators'
 * keyboards dropped in 13 strings. Checked in every string of the language.
 */
export const MARKED_WORDS: Partial<Record<Translated, readonly { write: string; avoid: RegExp }[]>> = {
  yo: [{ write: 'tẹ̀', avoid: /(?:^|[^\p{L}\p{M}])[tT]ẹ(?![\p{L}\p{M}])/u }],
  ha: [
    { write: 'ɗan', avoid: /(?:^|[^\p{L}\p{M}])[dD]an(?![\p{L}\p{M}])/u },
    { write: 'zaɓe', avoid: /(?:^|[^\p{L}\p{M}])[zZ]abe(?![\p{L}\p{M}])/u },
    { write: 'kuɗi', avoid: /(?:^|[^\p{L}\p{M}])[kK]udi(?![\p{L}\p{M}])/u },
    { write: 'buƙata', avoid: /(?:^|[^\p{L}\p{M}])[bB]ukata(?![\p{L}\p{M}])/u },
  ],
};
