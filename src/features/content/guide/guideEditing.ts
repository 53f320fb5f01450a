import type {
  GuideContent,
  GuideContentBlock,
  GuideContentTab,
  GuideFact,
  GuideFigure,
} from '@/shared/api/guideContent';
import { LANGUAGES } from '@/shared/i18n/languages';
import type { Locale, Vars } from '@/shared/i18n/translate';
import type { contentGuideMessages } from './messages';

/**
 * What the guide editor changes in a guide's content, as pure functions: each answers a new guide and
 * leaves the old one as it was (the form keeps what was typed; the history keeps what was saved).
 */

/** What a text is in its section, for its field's label. */
export type TextRole =
  | { role: 'heading' }
  | {
      role: 'paragraph' | 'caveat' | 'item' | 'step' | 'term' | 'detail' | 'question' | 'answer';
      /** Counted in the section, so no two fields of a section share a label ("Paragraph 2"). */
      n: number;
    };

export interface TextField {
  key: string;
  what: TextRole;
  /** The block it belongs to, in its section; a heading has none. */
  block?: number;
}

type CountedRole = Exclude<TextRole['role'], 'heading'>;

/** A section's text fields: its heading's first (so there is always one), then its blocks' texts in order. */
export type SectionFields = [heading: TextField, ...texts: TextField[]];

/** The text fields of a tab, section by section. */
export function sectionFields(tab: GuideContentTab): SectionFields[] {
  return tab.sections.map((section) => sectionTextFields(section));
}

/** The text fields of one section. */
export function sectionTextFields(section: GuideContentTab['sections'][number]): SectionFields {
  const counts = new Map<CountedRole, number>();
  return [
    { key: section.heading, what: { role: 'heading' } },
    ...section.blocks.flatMap((block, index) => {
      const counted = (role: CountedRole, key: string): TextField => {
        const n = (counts.get(role) ?? 0) + 1;
        counts.set(role, n);
        return { key, what: { role, n }, block: index };
      };
      return blockFields(block, counted);
    }),
  ];
}

function blockFields(block: GuideContentBlock, counted: (role: CountedRole, key: string) => TextField) {
  switch (block.kind) {
    case 'paragraph':
    case 'caveat':
      return [counted(block.kind, block.text)];
    case 'list':
    case 'steps':
      return block.items.map((key) => counted(block.kind === 'list' ? 'item' : 'step', key));
    case 'facts':
      return block.items.flatMap(({ term, detail }) => [counted('term', term), counted('detail', detail)]);
    case 'faqs':
      return block.items.flatMap(({ question, answer }) => [
        counted('question', question),
        counted('answer', answer),
      ]);
  }
}

/**
 * The guide with text `key` in `locale` set to `text`. An empty translation is removed, so the page
 * reads the English there (as it does for any key a translation lacks); English is always kept.
 */
export function withText(guide: GuideContent, locale: Locale, key: string, text: string): GuideContent {
  const table =
    text === '' && locale !== 'en'
      ? Object.fromEntries(Object.entries(guide.texts[locale] ?? {}).filter(([other]) => other !== key))
      : { ...guide.texts[locale], [key]: text };
  return { ...guide, texts: { ...guide.texts, [locale]: table } };
}

export function withFigure(guide: GuideContent, name: string, figure: GuideFigure): GuideContent {
  return { ...guide, figures: { ...guide.figures, [name]: figure } };
}

export function withFact(guide: GuideContent, id: string, change: Partial<GuideFact>): GuideContent {
  return { ...guide, facts: guide.facts.map((fact) => (fact.id === id ? { ...fact, ...change } : fact)) };
}

/** How long a fact stays good once checked: it is due again this many months later. */
export const CHECK_AGAIN_MONTHS = 6;

/** A fact checked on `today` (YYYY-MM-DD): due again CHECK_AGAIN_MONTHS later (the last day of a short month). */
export function checkedOn(today: string): Pick<GuideFact, 'lastChecked' | 'checkBy'> {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + CHECK_AGAIN_MONTHS, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return { lastChecked: today, checkBy: target.toISOString().slice(0, 10) };
}

/** The facts whose check-by date has come by `today` (YYYY-MM-DD), the most overdue first. */
export function factsDue(guide: GuideContent, today: string): GuideFact[] {
  return guide.facts
    .filter((fact) => fact.checkBy <= today)
    .sort((a, b) => a.checkBy.localeCompare(b.checkBy));
}

/**
 * A guide as lines of text, for the history's comparison: its English texts in page order, then its
 * figures and facts, one per line, so a changed fee or sentence shows as that line and nothing else.
 * Translations follow, each line marked with its language.
 */
export function guideAsText(guide: GuideContent): string {
  const english = guide.texts.en;
  const keys = [
    guide.title,
    guide.shortTitle,
    guide.intro,
    guide.agency.name,
    guide.agency.shortName,
    ...guide.tabs.flatMap((tab) => [
      tab.label,
      ...sectionFields(tab)
        .flat()
        .map((field) => field.key),
    ]),
  ];
  const lines = [
    ...keys.map((key) => english[key] ?? ''),
    guide.agency.url,
    ...Object.entries(guide.figures).map(([name, figure]) => `{${name}} = ${figureAsText(figure)}`),
    ...guide.facts.map(
      (fact) => `${fact.label}: ${fact.sourceUrl}, checked ${fact.lastChecked}, check by ${fact.checkBy}`,
    ),
  ];
  // A language's table may be absent (undefined), as the texts' type allows.
  for (const [locale, table] of Object.entries<Record<string, string> | undefined>(guide.texts)) {
    if (locale === 'en' || !table) continue;
    for (const key of keys) if (table[key]) lines.push(`[${locale}] ${table[key]}`);
  }
  return lines.join('\n');
}

/** A stored guide version as guideAsText; one that does not read as a guide, as it is stored. */
export function guideVersionAsText(content: string): string {
  try {
    return guideAsText(JSON.parse(content) as GuideContent);
  } catch {
    return content;
  }
}

/**
 * Two guide versions (as stored) side by side, as only their differing lines of text (guideAsText): the
 * lines of each that the other lacks. A conflict then shows the changed fee or sentence, not two whole
 * guides.
 */
export function differingGuideLines(a: string, b: string): [string, string] {
  const left = guideVersionAsText(a).split('\n');
  const right = guideVersionAsText(b).split('\n');
  const inRight = new Set(right);
  const inLeft = new Set(left);
  return [
    left.filter((line) => !inRight.has(line)).join('\n'),
    right.filter((line) => !inLeft.has(line)).join('\n'),
  ];
}

function figureAsText(figure: GuideFigure): string {
  switch (figure.kind) {
    case 'naira':
      return `₦${figure.value}`;
    case 'monthOfYear':
      return `${figure.year}-${String(figure.month).padStart(2, '0')}`;
    default:
      return String(figure.value);
  }
}

type EditorT = (key: keyof typeof contentGuideMessages.en, vars?: Vars) => string;

/** A text's field label in the editor ("List item 2"), from what it is in its section. */
export function roleLabel(t: EditorT, what: TextRole): string {
  return 'n' in what ? t(`text.${what.role}`, { n: what.n }) : t(`text.${what.role}`);
}

/**
 * The check's message about a guide's text ("texts.en.overview.2: Every text needs words.", "The pcm
 * text “overview.2” must name …") with the text named where staff find it in the editor ("Tab: Overview
 * › Section 2: Who needs one › List item 1, English: Every text needs words."); any other as it is.
 */
export function explainGuideProblem(content: string, message: string, t: EditorT): string {
  // The shape's message ("texts.en.<key>: …"), or a reference's ("The pcm text “<key>” must …").
  const found = /^texts\.(\w+)\.(.+?): (.*)$/.exec(message) ?? /^The (\w+) text “(.+?)” (.*)$/.exec(message);
  if (!found) return message;
  const [, locale, key, problem] = found as unknown as [string, string, string, string];
  let guide: RefusedGuide;
  try {
    guide = JSON.parse(content) as RefusedGuide;
  } catch {
    return message;
  }
  const where = textPlace(guide, key, t);
  // The language as the message names it, which may be none of the site's.
  const languages: Partial<Record<string, { name: string }>> = LANGUAGES;
  const language = languages[locale]?.name;
  return where && language ? `${where}, ${language}: ${problem}` : message;
}

/** A guide's JSON that the check refused: any of its parts may be missing (a tab is read as it is). */
type RefusedGuide = Partial<Omit<GuideContent, 'texts'>> & { texts?: Partial<GuideContent['texts']> };

function textPlace(guide: RefusedGuide, key: string, t: EditorT): string | undefined {
  const about: [string | undefined, Parameters<EditorT>[0]][] = [
    [guide.title, 'text.title'],
    [guide.shortTitle, 'text.shortTitle'],
    [guide.intro, 'text.intro'],
    [guide.agency?.name, 'text.agencyName'],
    [guide.agency?.shortName, 'text.agencyShort'],
  ];
  const inAbout = about.find(([name]) => name === key);
  if (inAbout) return `${t('part.about')} › ${t(inAbout[1])}`;
  for (const tab of guide.tabs ?? []) {
    const label = guide.texts?.en?.[tab.label] || tab.id;
    if (tab.label === key) return `${t('part.tab', { label })} › ${t('text.tabLabel')}`;
    const sections = sectionFields(tab);
    for (const [index, fields] of sections.entries()) {
      const field = fields.find((f) => f.key === key);
      if (!field) continue;
      const heading = guide.texts?.en?.[fields[0].key] ?? '';
      return `${t('part.tab', { label })} › ${t('section.title', { n: index + 1, heading })} › ${roleLabel(t, field.what)}`;
    }
  }
  return undefined;
}
