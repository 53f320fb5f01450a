import type { Locale, Translated } from '@/shared/i18n/translate';

/** The languages a guide's texts may be in: the site's five. */
export { LOCALES as GUIDE_LANGUAGES } from '@/shared/i18n/translate';
export type GuideLanguage = Locale;

/**
 * A guide as content (issue 26): what staff edit and the database keeps, as JSON in the item's
 * `content`. It mirrors the code's `Guide` (src/features/guides/guideTypes.ts): tabs of sections of
 * blocks whose text is a key in the guide's own texts, one table per language, so a translation can
 * never change the structure and every language shows the same fee. guideSchema.ts checks it.
 */
export interface GuideContent {
  format: typeof GUIDE_FORMAT;
  /** Keys into `texts` for the page's heading, its breadcrumb and its introduction. */
  title: string;
  shortTitle: string;
  intro: string;
  /** The agency that issues the document: the guide's official source. Name keys, and its website. */
  agency: { name: string; shortName: string; url: string };
  /** When a person last checked the whole guide against the source (YYYY-MM-DD). */
  reviewedOn: string;
  tabs: GuideContentTab[];
  /** The figures the texts name by placeholder ({modificationFee}), written per language when shown. */
  figures: Record<string, GuideFigure>;
  /** Where each figure comes from, when it was last checked, and when it must be checked again. */
  facts: GuideFact[];
  /** English has every key; another language has some or all of them (the rest read in English). */
  texts: { en: Record<string, string> } & Partial<Record<Translated, Record<string, string>>>;
  /** Each translation's status (issue 27); a language without one reads as machine-assisted. */
  translations?: Partial<Record<Translated, GuideTranslation>>;
}

/**
 * Where a translation stands: drafted with a machine's help, reviewed by a native speaker, or approved
 * by an editor after that review; who reviewed it and when; and the English it was made from (its
 * fingerprint), so a change to the English marks it out of date until it is reviewed again.
 */
export interface GuideTranslation {
  state: 'machine' | 'reviewed' | 'approved';
  /** The native speaker who reviewed it (reviewed, approved). */
  reviewer?: string;
  /** When it was last checked against the English (YYYY-MM-DD). */
  checkedOn: string;
  /** englishFingerprint of the English texts it was made or checked from. */
  english: string;
  /**
   * Per text: textFingerprint of the English each was made or last checked from (englishStrings), so
   * the one that changed is named. A record without it (made before it existed) has `english` only,
   * and a change anywhere marks the whole translation out of date.
   */
  strings?: Record<string, string>;
  /**
   * Texts a native speaker checked one by one after the whole translation was checked: who and when.
   * Such a text reads as reviewed; a new check of the whole translation supersedes these.
   */
  rechecked?: Record<string, { reviewer: string; checkedOn: string }>;
}

const FNV_OFFSET = 0x811c9dc5;

/** FNV-1a, 32 bits, over `text`'s code points, continuing from `hash`. */
function fnv1a(text: string, hash = FNV_OFFSET): number {
  for (const char of text) {
    // Never undefined for a character of a string (its type cannot say so); 0 keeps the hash defined.
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

const hex = (hash: number) => hash.toString(16).padStart(8, '0');

/**
 * A short fingerprint of a guide's English texts (FNV-1a, 32 bits, over its keys and texts in key
 * order): the same in the browser, the server and the tests, so each can tell a translation made from
 * older English. Not a security measure: it notices edits, nothing more.
 */
export function englishFingerprint(english: Readonly<Record<string, string>>): string {
  let hash = FNV_OFFSET;
  for (const key of Object.keys(english).sort()) hash = fnv1a(`${key}\u0000${english[key]}\u0000`, hash);
  return hex(hash);
}

/** The fingerprint of one English text (FNV-1a as englishFingerprint's), for a translation's `strings`. */
export function textFingerprint(text: string): string {
  return hex(fnv1a(text));
}

/** Each English text's fingerprint, by key: what a check of the whole translation records. */
export function englishStrings(english: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(english).map(([key, text]) => [key, textFingerprint(text)]));
}

/**
 * The keys of the English texts that changed since `locale`'s translation was made or checked from
 * them, or that English gained since, in English's order. Empty when the record does not say per text
 * (no record, or one from before `strings`): then only translationStatusOf's `outdated` tells.
 */
export function outdatedStrings(
  content: Pick<GuideContent, 'translations'>,
  english: Readonly<Record<string, string>>,
  locale: Translated,
): string[] {
  const strings = content.translations?.[locale]?.strings;
  if (!strings) return [];
  return Object.entries(english).flatMap(([key, text]) =>
    strings[key] === textFingerprint(text) ? [] : [key],
  );
}

/** A language's translation status: translationStatusOf. */
export interface TranslationStatus {
  record: GuideTranslation | undefined;
  /** The English changed since it was checked: readers are told it is being updated. */
  outdated: boolean;
  /** Which texts' English changed (outdatedStrings); empty when the record does not say per text. */
  outdatedKeys: string[];
}

/**
 * A language's translation status as a reader is told it: its record (if any), whether it is out of
 * date, and which texts are, when the record says per text. A text English no longer has does not
 * make it out of date.
 */
export function translationStatusOf(
  content: Pick<GuideContent, 'translations'>,
  english: Readonly<Record<string, string>>,
  locale: Translated,
): TranslationStatus {
  const record = content.translations?.[locale];
  if (!record) return { record, outdated: false, outdatedKeys: [] };
  if (!record.strings)
    return { record, outdated: record.english !== englishFingerprint(english), outdatedKeys: [] };
  const outdatedKeys = outdatedStrings(content, english, locale);
  return { record, outdated: outdatedKeys.length > 0, outdatedKeys };
}

/**
 * A published guide as readers get it: each translation's verdict without the detail behind it. The
 * fingerprint of every text and the texts checked one by one (`strings`, `rechecked`: about 1.2 KB gzip
 * on the NIN guide's page) are staff's; a reader's page only tells whether the translation is out of
 * date, which translationStatusOf reads from `english` — so `english` is today's English fingerprint
 * when no text is out of date, and the one the translation was made from when one is.
 */
export function forReaders(content: GuideContent): GuideContent {
  if (!content.translations) return content;
  const current = englishFingerprint(content.texts.en);
  const translations = Object.fromEntries(
    Object.entries(content.translations).map(([locale, record]) => {
      const { outdated } = translationStatusOf(content, content.texts.en, locale as Translated);
      const verdict: GuideTranslation = {
        state: record.state,
        ...(record.reviewer === undefined ? {} : { reviewer: record.reviewer }),
        checkedOn: record.checkedOn,
        english: outdated ? record.english : current,
      };
      return [locale, verdict];
    }),
  );
  return { ...content, translations };
}

export const GUIDE_FORMAT = 1;
/** The most tabs a guide has: more would not fit a phone's tab bar. */
export const GUIDE_TABS_MAX = 10;

export interface GuideContentTab {
  /** In the address: /documents/nin?tab=requirements. */
  id: string;
  label: string;
  sections: { heading: string; blocks: GuideContentBlock[] }[];
}

export type GuideContentBlock = (
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[]; checklist?: boolean }
  | { kind: 'steps'; items: string[] }
  | { kind: 'facts'; items: { term: string; detail: string }[] }
  | { kind: 'caveat'; text: string }
  | { kind: 'faqs'; items: { question: string; answer: string }[] }
) & {
  /** USSD and phone codes the block's text names by placeholder ({shortCode} → "*346#"). */
  dial?: Record<string, string>;
};

/** A figure is data, so "₦500" is written "₦500" in English and as each language writes money. */
export type GuideFigure =
  | { kind: 'number'; value: number }
  | { kind: 'naira'; value: number }
  /** A year as a label ("2025"), not a quantity: never grouped ("2,025"). */
  | { kind: 'year'; value: number }
  | { kind: 'monthOfYear'; year: number; month: number };

/** One official fact behind the guide: the figures it gives, its source, and its check dates. */
export interface GuideFact {
  id: string;
  /** What the fact is, for staff ("Fee to change your date of birth"). */
  label: string;
  figures: string[];
  /** The official page that states it (https). */
  sourceUrl: string;
  /** YYYY-MM-DD. */
  lastChecked: string;
  /** YYYY-MM-DD: from this day the fact is due for checking, and staff see it as overdue after. */
  checkBy: string;
}

/**
 * A guide the server loads into the database once, on its first start with guides as content: the NIN
 * guide, from what the code held (the app's renderer makes it, src/app/prerender.tsx).
 */
export interface GuideSeed {
  /** Its row in content_seeds: loaded once, under this name, whatever becomes of it. */
  name: string;
  slug: string;
  title: string;
  summary: string;
  /** GuideContent as JSON. */
  content: string;
}

/** A guide's JSON, all five languages: the NIN guide is about 60,000 characters. */
export const GUIDE_CONTENT_MAX_LENGTH = 150_000;

/**
 * The guides the build's own search index holds, section by section in the five languages, from the
 * code they were first loaded from (the NIN guide): the server's search list leaves them out.
 */
export const GUIDES_IN_BUILD_SEARCH: readonly string[] = ['nin'];

/** The documents catalogue, and under it the public address of a guide. */
export const DOCUMENTS_PATH = '/documents';
/**
 * The catalogue's tabs, as its address names them (/documents?tab=identity): all documents, then each
 * category (src/features/documents/catalogue.ts). The server renders each with its tab chosen.
 */
export const CATALOGUE_TABS: readonly string[] = ['all', 'identity', 'business', 'civil'];
export const guidePath = (slug: string) => `${DOCUMENTS_PATH}/${slug}`;

/** GET publicGuidePath(slug): a published guide, as every visitor may read it. */
export interface PublicGuide {
  slug: string;
  /** The item's title (staff's name for it); the page's heading is the guide's own `title` text. */
  title: string;
  content: GuideContent;
  /** ISO: first publication, and the page's "Last updated" (first publication or last major change). */
  firstPublishedAt: string;
  updatedAt: string;
  /** The public notes of its major changes, newest first. */
  changeNotes: { at: string; note: string }[];
}

/** GET GUIDES_PATH: every published guide, by address (the documents catalogue's cards). */
export interface PublishedGuideList {
  guides: { slug: string; title: string }[];
}

export const GUIDES_PATH = '/api/guides';
export const publicGuidePath = (slug: string) => `${GUIDES_PATH}/${encodeURIComponent(slug)}`;
/** GET: `{ texts }`, one language's texts of the published guide (a page carries only its English). */
export const publicGuideTextsPath = (slug: string, locale: string) =>
  `${publicGuidePath(slug)}/texts/${encodeURIComponent(locale)}`;

/** `guide` with its English texts and those of `language` only. */
export function withTextsOf(guide: PublicGuide, language: GuideLanguage): PublicGuide {
  const { texts } = guide.content;
  const chosen = texts[language];
  return {
    ...guide,
    content: {
      ...guide.content,
      texts: { en: texts.en, ...(chosen && language !== 'en' ? { [language]: chosen } : {}) },
    },
  };
}
