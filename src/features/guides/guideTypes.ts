import type { GuideContent } from '@/shared/api/guideContent';
import type { Catalogue, Locale, Vars } from '@/shared/i18n/translate';

/**
 * A guide is data: tabs of sections, each a list of blocks whose text is a key in the guide's own
 * catalogue. The components only lay blocks out, so a guide's wording and translations live in one file.
 */
export type GuideBlock<K extends string> = (
  | { kind: 'paragraph'; text: K }
  /** `checklist`: things to bring, printed with a box to tick beside each (guidePrint.css). */
  | { kind: 'list'; items: readonly K[]; checklist?: boolean }
  | { kind: 'steps'; items: readonly K[] }
  | { kind: 'facts'; items: readonly { term: K; detail: K }[] }
  | { kind: 'caveat'; text: K }
  | { kind: 'faqs'; items: readonly { question: K; answer: K }[] }
) & { dial?: DialCodes };

/**
 * Phone short codes (USSD) that a block's text names by placeholder, `{shortCode}` → '*346#'. Each is
 * shown as a tap-to-dial link, so the code is data: no translation can retype it or break the link. Only a
 * complete code belongs here; one with words in it ("*346*3*your NIN*…#") cannot be dialled.
 */
export type DialCodes = Readonly<Record<string, string>>;

interface GuideSection<K extends string> {
  heading: K;
  blocks: readonly GuideBlock<K>[];
}

interface GuideTab<K extends string> {
  id: string;
  label: K;
  sections: readonly GuideSection<K>[];
}

export interface Guide<K extends string> {
  id: string;
  messages: Catalogue<K>;
  title: K;
  shortTitle: K;
  intro: K;
  /** The agency that issues the document: the guide's official source. */
  source: { name: K; shortName: K; url: string };
  /** The guide's figures for its text's placeholders, written for a language (useGuideT). */
  figures?: (locale: Locale) => Vars;
  /** Where each translation stands: machine-drafted, reviewed or approved, and from which English. */
  translations?: GuideContent['translations'];
  /** When a person last checked the guide against the source (ISO date, YYYY-MM-DD). */
  reviewedOn: string;
  tabs: readonly GuideTab<K>[];
}

/** The `t` that useT returns for a catalogue with keys K. */
export type Translator<K extends string> = (key: K, vars?: Vars) => string;
