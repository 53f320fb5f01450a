import type { Locale } from './translate';

/**
 * Each language as its own speakers write it, and what its button does, in that language: a reader
 * looking for Hausa recognises "Hausa" however the page around it is written.
 */
export const LANGUAGES: Record<Locale, { name: string; action: string }> = {
  en: { name: 'English', action: 'Read this site in English' },
  pcm: { name: 'Naijá (Pidgin)', action: 'Read dis site for Naijá (Pidgin)' },
  yo: { name: 'Yorùbá', action: 'Ka ojú-òpó wẹ́ẹ̀bù yìí ní Yorùbá' },
  ha: { name: 'Hausa', action: 'Karanta wannan shafin da Hausa' },
  ig: { name: 'Igbo', action: "Gụọ saịtị a n'asụsụ Igbo" },
};
