import type { GuideContent, GuideContentBlock, GuideContentTab } from '@/shared/api/guideContent';
import { blockKeys } from '@/shared/api/guideSchema';
import { LOCALES } from '@/shared/i18n/translate';
import { itemAt } from '@/shared/lib/itemAt';

/**
 * What the guide editor changes in a guide's structure (its parts, sections and blocks), as pure
 * functions like guideEditing.ts. A new text starts empty in English: the form shows it as a field to
 * fill, and the check on saving ("Every text needs words") names it until it is written. A removed text
 * goes from every language, so no translation is left behind without its English.
 */

/** The blocks staff add; a guide's fact tables and question lists come from its seed. */
export const ADDED_BLOCKS = ['paragraph', 'list', 'steps', 'caveat'] as const;
export type AddedBlock = (typeof ADDED_BLOCKS)[number];

/** A key no text, in any language, has yet: `prefix.1`, `prefix.2`, … */
export function freshKey(guide: GuideContent, prefix: string, taken: Set<string> = new Set()): string {
  const used = (key: string) =>
    taken.has(key) || LOCALES.some((locale) => guide.texts[locale]?.[key] !== undefined);
  let n = 1;
  while (used(`${prefix}.${n}`)) n += 1;
  return `${prefix}.${n}`;
}

/** Keys for the texts of something new, each fresh and none the same. */
function freshKeys(guide: GuideContent, prefix: string, count: number): string[] {
  const taken = new Set<string>();
  for (let i = 0; i < count; i += 1) taken.add(freshKey(guide, prefix, taken));
  return [...taken];
}

function withEmptyEnglish(guide: GuideContent, keys: string[]): GuideContent {
  const en = { ...guide.texts.en };
  for (const key of keys) en[key] = '';
  return { ...guide, texts: { ...guide.texts, en } };
}

function withTab(guide: GuideContent, index: number, change: (tab: GuideContentTab) => GuideContentTab) {
  return { ...guide, tabs: guide.tabs.map((tab, i) => (i === index ? change(tab) : tab)) };
}

type Section = GuideContentTab['sections'][number];

/** Part `tab` of the guide: the editor names only parts it shows, so one missing is a bug (itemAt throws). */
export function partAt(guide: GuideContent, tab: number): GuideContentTab {
  return itemAt(guide.tabs, tab);
}

/** Section `section` of part `tab`, as partAt. */
export function sectionAt(guide: GuideContent, tab: number, section: number): Section {
  return itemAt(partAt(guide, tab).sections, section);
}

/** Block `block` of that section, as partAt. */
export function blockAt(guide: GuideContent, tab: number, section: number, block: number): GuideContentBlock {
  return itemAt(sectionAt(guide, tab, section).blocks, block);
}
function withSectionOf(
  guide: GuideContent,
  tab: number,
  section: number,
  change: (section: Section) => Section,
): GuideContent {
  return withTab(guide, tab, (t) => ({
    ...t,
    sections: t.sections.map((s, i) => (i === section ? change(s) : s)),
  }));
}

function newBlock(kind: AddedBlock, key: string): GuideContentBlock {
  return kind === 'paragraph' || kind === 'caveat' ? { kind, text: key } : { kind, items: [key] };
}

/** A new part at the end: its label, and one section with a heading and a paragraph, all to write. */
export function withPart(guide: GuideContent): GuideContent {
  let n = guide.tabs.length + 1;
  while (guide.tabs.some((tab) => tab.id === `part-${n}`)) n += 1;
  const id = `part-${n}`;
  const [label, heading, text] = freshKeys(guide, id, 3) as [string, string, string];
  const tab: GuideContentTab = {
    id,
    label,
    sections: [{ heading, blocks: [newBlock('paragraph', text)] }],
  };
  return withEmptyEnglish({ ...guide, tabs: [...guide.tabs, tab] }, [label, heading, text]);
}

/** A new section at the end of part `tab`: a heading and a paragraph to write. */
export function withSection(guide: GuideContent, tab: number): GuideContent {
  const [heading, text] = freshKeys(guide, partAt(guide, tab).id, 2) as [string, string];
  const added = withTab(guide, tab, (t) => ({
    ...t,
    sections: [...t.sections, { heading, blocks: [newBlock('paragraph', text)] }],
  }));
  return withEmptyEnglish(added, [heading, text]);
}

/** A new block of `kind` at the end of a section. */
export function withBlock(guide: GuideContent, tab: number, section: number, kind: AddedBlock): GuideContent {
  const key = freshKey(guide, partAt(guide, tab).id);
  const added = withSectionOf(guide, tab, section, (s) => ({
    ...s,
    blocks: [...s.blocks, newBlock(kind, key)],
  }));
  return withEmptyEnglish(added, [key]);
}

/** One more item at the end of a list or steps block. */
export function withItem(guide: GuideContent, tab: number, section: number, block: number): GuideContent {
  const key = freshKey(guide, partAt(guide, tab).id);
  const added = withSectionOf(guide, tab, section, (s) => ({
    ...s,
    blocks: s.blocks.map((b, i) =>
      i === block && (b.kind === 'list' || b.kind === 'steps') ? { ...b, items: [...b.items, key] } : b,
    ),
  }));
  return withEmptyEnglish(added, [key]);
}

/** Without the texts `keys` in every language, and without them in each translation's status. */
function withoutTexts(guide: GuideContent, keys: string[]): GuideContent {
  const without = <T>(entries: Record<string, T>) =>
    Object.fromEntries(Object.entries(entries).filter(([key]) => !keys.includes(key)));
  const texts = { ...guide.texts };
  for (const locale of LOCALES) {
    const table = texts[locale];
    if (table) Object.assign(texts, { [locale]: without(table) });
  }
  if (!guide.translations) return { ...guide, texts };
  const translations = Object.fromEntries(
    Object.entries(guide.translations).map(([locale, { strings, rechecked, ...record }]) => [
      locale,
      {
        ...record,
        ...(strings && { strings: without(strings) }),
        ...(rechecked && { rechecked: without(rechecked) }),
      },
    ]),
  );
  return { ...guide, texts, translations };
}

/**
 * Without the item of block `block` whose texts include `key` (one item of a list, steps, facts or
 * questions; the block goes when it has none left), or without the whole block when no key is given.
 * A section keeps at least one block and a guide one part: the editor offers no removal that would
 * leave an empty one.
 */
export function withoutText(
  guide: GuideContent,
  tab: number,
  section: number,
  block: number,
  key?: string,
): GuideContent {
  const old = blockAt(guide, tab, section, block);
  const remaining = key === undefined ? [] : itemsWithout(old, key);
  const removed = blockKeys(old).filter((k) => !remaining.some((b) => blockKeys(b).includes(k)));
  const changed = withSectionOf(guide, tab, section, (s) => ({
    ...s,
    blocks: s.blocks.flatMap((b, i) => (i === block ? remaining : [b])),
  }));
  return withoutTexts(changed, removed);
}

/** Without the item whose texts include `key`: the block as it is left, or none when it is empty. */
function itemsWithout(block: GuideContentBlock, key: string): GuideContentBlock[] {
  switch (block.kind) {
    case 'paragraph':
    case 'caveat':
      return [];
    case 'list':
    case 'steps': {
      const items = block.items.filter((k) => k !== key);
      return items.length > 0 ? [{ ...block, items }] : [];
    }
    case 'facts': {
      const items = block.items.filter(({ term, detail }) => term !== key && detail !== key);
      return items.length > 0 ? [{ ...block, items }] : [];
    }
    case 'faqs': {
      const items = block.items.filter(({ question, answer }) => question !== key && answer !== key);
      return items.length > 0 ? [{ ...block, items }] : [];
    }
  }
}

/** Without section `section` of part `tab`, and its texts. */
export function withoutSection(guide: GuideContent, tab: number, section: number): GuideContent {
  const old = sectionAt(guide, tab, section);
  const changed = withTab(guide, tab, (t) => ({
    ...t,
    sections: t.sections.filter((_, i) => i !== section),
  }));
  return withoutTexts(changed, [old.heading, ...old.blocks.flatMap(blockKeys)]);
}

/** Without part `tab`, and its texts. */
export function withoutPart(guide: GuideContent, tab: number): GuideContent {
  const old = partAt(guide, tab);
  const keys = [old.label, ...old.sections.flatMap((s) => [s.heading, ...s.blocks.flatMap(blockKeys)])];
  return withoutTexts({ ...guide, tabs: guide.tabs.filter((_, i) => i !== tab) }, keys);
}

/** The kinds of figure a new fact gives (a month of a year is the NIN guide's own). */
export const ADDED_FIGURES = ['naira', 'number', 'year'] as const;
export type AddedFigure = (typeof ADDED_FIGURES)[number];

/** A figure's name, as the texts write it in braces ({passportFee}): a letter, then letters and digits. */
export const FIGURE_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9]*$/;

/**
 * A new fact at the end: what it is, its one figure (named `name`, of `kind`, its value to fill in), its
 * official source, checked `today`. Its id is made from the figure's name, so it is unique as that is.
 */
export function withNewFact(
  guide: GuideContent,
  { label, name, kind, sourceUrl, checked }: NewFact,
): GuideContent {
  let id = name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
  for (let n = 2; guide.facts.some((fact) => fact.id === id); n += 1) id = `${id}-${n}`;
  return {
    ...guide,
    figures: { ...guide.figures, [name]: { kind, value: Number.NaN } },
    facts: [...guide.facts, { id, label, figures: [name], sourceUrl, ...checked }],
  };
}

export interface NewFact {
  label: string;
  name: string;
  kind: AddedFigure;
  sourceUrl: string;
  checked: { lastChecked: string; checkBy: string };
}

/** Without the fact `id` and the figures only it gives (a text still naming one is named by the check). */
export function withoutFact(guide: GuideContent, id: string): GuideContent {
  const fact = guide.facts.find((f) => f.id === id);
  if (!fact) return guide;
  const facts = guide.facts.filter((f) => f.id !== id);
  const stillGiven = new Set(facts.flatMap((f) => f.figures));
  const figures = Object.fromEntries(
    Object.entries(guide.figures).filter(([name]) => !fact.figures.includes(name) || stillGiven.has(name)),
  );
  return { ...guide, facts, figures };
}
