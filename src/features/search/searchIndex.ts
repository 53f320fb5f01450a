import MiniSearch, { type Query, type SearchResult as MiniSearchResult } from 'minisearch';
import { expansionsOf } from './abbreviations';
import { highlight, snippet, type TextPart } from './highlight';
import { matchedWords, typoAllowance } from './matchedWords';
import { processTerm, wordsOf } from './searchText';

/** One thing search can find: a guide section, a document, a section of the site, an article. */
export interface SearchDocument {
  /** Unique across the index, e.g. "doc:passport". */
  id: string;
  title: string;
  /** Where it sits on the site, shown under the title ("NIN guide › Fees"). */
  section: string;
  text: string;
  href: string;
  /**
   * In another language: the same page's English (title, section and text), searched but never shown, so
   * "passport" — the word Nigerians use in every language — finds the Hausa page as "fasfo" does.
   */
  english?: string;
}

export interface SearchHit {
  id: string;
  title: TextPart[];
  section: string;
  snippet: TextPart[];
  href: string;
}

export interface SearchOutcome {
  hits: SearchHit[];
  /** A close spelling the index knows, offered when nothing was found. */
  suggestion?: string;
}

/**
 * Titles count three times as much as the text, so a page about a thing ranks above a mention of it; the
 * English beside a translation counts less than the reader's own language.
 */
const FIELD_BOOST = { title: 3, section: 1, text: 1, english: 0.5 };

/**
 * Builds the index. Matching is by word prefix ("pass" finds "passport") and typo-tolerant: a word may
 * be a fifth wrong (two letters in "identifcation"), which MiniSearch measures as edit distance. The
 * allowance is given in whole letters: as a fraction, MiniSearch would round NIN's 0.6 up to one and
 * find TIN.
 */
export function buildSearchIndex(documents: readonly SearchDocument[]): SearchIndex {
  const index = new MiniSearch<SearchDocument>({
    fields: ['title', 'section', 'text', 'english'],
    storeFields: ['title', 'section', 'text', 'href'],
    // Our own idea of a word (searchText.ts), so "<b>passport</b>" is the words b and passport, not one.
    tokenize: (text) => wordsOf(text).map(({ word }) => word),
    processTerm,
    searchOptions: { boost: FIELD_BOOST, prefix: true, fuzzy: (term) => typoAllowance(term) || false },
  });
  index.addAll(documents);
  return new SearchIndex(index);
}

export class SearchIndex {
  constructor(private readonly index: MiniSearch<SearchDocument>) {}

  /**
   * The documents matching `query`, best first. Every word must match (so "passport renewal" is about
   * both); if that finds nothing, any word may. Abbreviations are searched both ways.
   */
  search(query: string, limit = 20): SearchOutcome {
    if (wordsOf(query).length === 0) return { hits: [] };
    const withAbbreviations = (combineWith: 'AND' | 'OR'): Query => ({
      combineWith: 'OR',
      queries: [
        { combineWith, queries: [query] },
        ...expansionsOf(query).map((expansion): Query => ({ combineWith: 'AND', queries: [expansion] })),
      ],
    });
    let results = this.index.search(withAbbreviations('AND'));
    if (results.length === 0) results = this.index.search(withAbbreviations('OR'));
    const hits = results.slice(0, limit).map(toHit);
    return hits.length > 0 ? { hits } : { hits, suggestion: this.closeSpelling(query) };
  }

  /** A spelling of the query the index has words for, if a looser match finds one. */
  private closeSpelling(query: string): string | undefined {
    const [best] = this.index.autoSuggest(query, { fuzzy: 0.4, prefix: false, combineWith: 'OR' });
    return best?.suggestion;
  }
}

function toHit(result: MiniSearchResult): SearchHit {
  const terms = matchedWords(result.queryTerms, result.terms);
  const stored = result as MiniSearchResult & Omit<SearchDocument, 'id'>;
  return {
    id: String(result.id),
    title: highlight(stored.title, terms),
    section: stored.section,
    snippet: snippet(stored.text, terms),
    href: stored.href,
  };
}
