/**
 * The shape of a parsed article body (the small Markdown subset of issue 25). Plain data: the browser
 * renders it as React elements (src/shared/components/Markdown.tsx), the server reads its text.
 */

/** A run of text inside a block. Text is always text: nothing here is ever HTML. */
export type Inline =
  | { type: 'text'; text: string }
  | { type: 'break' }
  | { type: 'emphasis'; children: Inline[] }
  | { type: 'strong'; children: Inline[] }
  /** `href` has passed safeHref (links.ts): https:, http:, mailto:, tel: or a path on this site. */
  | { type: 'link'; href: string; children: Inline[] };

export interface ListItem {
  content: Inline[];
  /** A list nested one level inside this item, if any (one level is all the subset keeps). */
  list: ListBlock | null;
}

export interface ListBlock {
  type: 'list';
  ordered: boolean;
  /** The number of an ordered list's first item (1 unless the writer began elsewhere). */
  start: number;
  items: ListItem[];
}

export type Align = 'left' | 'center' | 'right' | null;

export interface TableBlock {
  type: 'table';
  /** One per column; every row has exactly this many cells. */
  align: Align[];
  head: Inline[][];
  rows: Inline[][][];
}

export type Block =
  /** A page's h1 is its title, so a body's headings start at h2: `#` and `##` are 2, `###` or more 3. */
  | { type: 'heading'; level: 2 | 3; content: Inline[] }
  | { type: 'paragraph'; content: Inline[] }
  | ListBlock
  | TableBlock;
