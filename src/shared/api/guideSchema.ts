import * as v from 'valibot';
import { LOCALES } from '@/shared/i18n/translate';
import {
  GUIDE_CONTENT_MAX_LENGTH,
  GUIDE_FORMAT,
  GUIDE_TABS_MAX,
  type GuideContent,
  type GuideContentBlock,
} from './guideContent';

/**
 * The checks of a guide's content (guideContent.ts), run by the server on every save whatever the
 * admin sent, and by the admin's editor for the same messages. The shape first (valibot), then what a
 * shape cannot say: every key a tab names has English text, a translation has only keys English has and
 * the same placeholders, every placeholder is a figure or a dial code, every figure has its fact.
 */

const TEXT_MAX_LENGTH = 3_000;
/** The most texts a translation's status names one by one (the NIN guide has about 110). */
const TRANSLATION_TEXTS_MAX = 1_000;
const ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A key into the texts: "process.enrol.step1". */
const KEY_PATTERN = /^[A-Za-z0-9]+(?:[._-][A-Za-z0-9]+)*$/;
/** A code a phone can dial: digits, *, # and a leading +, nothing else ("*346#", "+2349000"). */
const DIAL_PATTERN = /^\+?[0-9*#]{2,30}$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const key = v.pipe(v.string(), v.regex(KEY_PATTERN, 'A text key is letters and digits joined by dots.'));
const keys = v.array(key);
const httpsUrl = (message: string) =>
  v.pipe(v.string(message), v.url(message), v.startsWith('https://', message));
const date = (message: string) =>
  v.pipe(v.string(message), v.regex(DATE_PATTERN, message), v.check(isDate, message));

const block = v.intersect([
  v.variant(
    'kind',
    [
      v.object({ kind: v.literal('paragraph'), text: key }),
      v.object({ kind: v.literal('list'), items: keys, checklist: v.optional(v.boolean()) }),
      v.object({ kind: v.literal('steps'), items: keys }),
      v.object({ kind: v.literal('facts'), items: v.array(v.object({ term: key, detail: key })) }),
      v.object({ kind: v.literal('caveat'), text: key }),
      v.object({ kind: v.literal('faqs'), items: v.array(v.object({ question: key, answer: key })) }),
    ],
    'A block is a paragraph, list, steps, facts, caveat or faqs.',
  ),
  v.object({
    dial: v.optional(
      v.record(
        key,
        v.pipe(v.string(), v.regex(DIAL_PATTERN, 'A dial code is digits, * and # only, like *346#.')),
      ),
    ),
  }),
]);

const texts = v.record(
  key,
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Every text needs words.'),
    v.maxLength(TEXT_MAX_LENGTH, `A text has at most ${TEXT_MAX_LENGTH.toLocaleString('en')} characters.`),
  ),
);

/** A whole number from `min` to `max`, with the message staff see for anything else (a cleared field). */
const whole = (min: number, max: number) => {
  const message = `Enter a whole number from ${min} to ${max.toLocaleString('en')}.`;
  return v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));
};
const YEAR = whole(1900, 2200);

const figure = v.variant(
  'kind',
  [
    v.object({ kind: v.literal('number'), value: whole(0, 1_000_000_000) }),
    v.object({ kind: v.literal('naira'), value: whole(0, 1_000_000_000) }),
    v.object({ kind: v.literal('year'), value: YEAR }),
    v.object({
      kind: v.literal('monthOfYear'),
      year: YEAR,
      month: whole(1, 12),
    }),
  ],
  'A figure is a number, an amount in naira, a year or a month of a year.',
);

const fact = v.object({
  id: v.pipe(v.string(), v.regex(ID_PATTERN, 'A fact id is lower-case words joined by hyphens.')),
  label: v.pipe(
    v.string('Say what the fact is.'),
    v.trim(),
    v.nonEmpty('Say what the fact is.'),
    v.maxLength(200),
  ),
  figures: keys,
  sourceUrl: httpsUrl('A fact’s source is the official page that states it, an https:// address.'),
  lastChecked: date('Give the date the fact was last checked as YYYY-MM-DD.'),
  checkBy: date('Give the date the fact must be checked again by as YYYY-MM-DD.'),
});

const fingerprint = v.pipe(
  v.string(),
  v.regex(/^[0-9a-f]{8}$/, 'The English fingerprint is 8 hexadecimal digits.'),
);
const reviewerName = v.pipe(v.string(), v.maxLength(200, 'A reviewer’s name has at most 200 characters.'));
/** At most as many entries per text as a guide could have texts; each key is English's (referenceProblem). */
const perText = <T extends v.GenericSchema>(value: T) =>
  v.pipe(
    v.record(key, value),
    v.check(
      (entries) => Object.keys(entries).length <= TRANSLATION_TEXTS_MAX,
      `A translation’s status names at most ${TRANSLATION_TEXTS_MAX.toLocaleString('en')} texts.`,
    ),
  );

const translation = v.object({
  state: v.picklist(
    ['machine', 'reviewed', 'approved'],
    'A translation is machine-drafted, reviewed by a native speaker, or approved.',
  ),
  reviewer: v.optional(reviewerName),
  checkedOn: date('Give the date the translation was last checked as YYYY-MM-DD.'),
  english: fingerprint,
  strings: v.optional(perText(fingerprint)),
  rechecked: v.optional(
    perText(
      v.object({
        reviewer: v.pipe(reviewerName, v.trim(), v.nonEmpty('Say who checked the text.')),
        checkedOn: date('Give the date the text was checked as YYYY-MM-DD.'),
      }),
    ),
  ),
});

const guideShape = v.object({
  format: v.literal(
    GUIDE_FORMAT,
    `This guide is in a format this server does not read (format ${GUIDE_FORMAT}).`,
  ),
  title: key,
  shortTitle: key,
  intro: key,
  agency: v.object({
    name: key,
    shortName: key,
    url: httpsUrl('The agency’s website is an https:// address.'),
  }),
  reviewedOn: date('Give the date the guide was last reviewed as YYYY-MM-DD.'),
  tabs: v.pipe(
    v.array(
      v.object({
        id: v.pipe(v.string(), v.regex(ID_PATTERN, 'A tab id is lower-case words joined by hyphens.')),
        label: key,
        sections: v.pipe(
          v.array(
            v.object({
              heading: key,
              blocks: v.pipe(v.array(block), v.minLength(1, 'A section needs a block.')),
            }),
          ),
          v.minLength(1, 'A tab needs a section.'),
        ),
      }),
    ),
    v.minLength(1, 'A guide needs a tab.'),
    v.maxLength(GUIDE_TABS_MAX, `A guide has at most ${GUIDE_TABS_MAX} tabs.`),
  ),
  figures: v.record(key, figure),
  facts: v.array(fact),
  texts: v.object({
    en: texts,
    pcm: v.optional(texts),
    yo: v.optional(texts),
    ha: v.optional(texts),
    ig: v.optional(texts),
  }),
  translations: v.optional(
    v.object({
      pcm: v.optional(translation),
      yo: v.optional(translation),
      ha: v.optional(translation),
      ig: v.optional(translation),
    }),
  ),
});

export type GuideContentResult = { ok: true; guide: GuideContent } | { ok: false; message: string };

/** Reads and checks a guide's JSON; the first problem, in words staff can act on, when it is wrong. */
export function parseGuideContent(json: string): GuideContentResult {
  if (json.length > GUIDE_CONTENT_MAX_LENGTH) {
    return fail(
      `A guide has at most ${GUIDE_CONTENT_MAX_LENGTH.toLocaleString('en')} characters of content.`,
    );
  }
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return fail('The guide’s content could not be read: it is not JSON.');
  }
  const shaped = v.safeParse(guideShape, value);
  if (!shaped.success) {
    const issue = shaped.issues[0];
    const where = v.getDotPath(issue);
    return fail(where ? `${where}: ${issue.message}` : issue.message);
  }
  const guide = shaped.output;
  const problem = referenceProblem(guide);
  return problem ? fail(problem) : { ok: true, guide };
}

function fail(message: string): GuideContentResult {
  return { ok: false, message };
}

/** What the shape cannot check: the links between structure, texts, figures and facts. */
function referenceProblem(guide: GuideContent): string | undefined {
  const english = guide.texts.en;
  const dialNames = new Set<string>();
  const tabIds = new Set<string>();
  const used = [guide.title, guide.shortTitle, guide.intro, guide.agency.name, guide.agency.shortName];
  for (const tab of guide.tabs) {
    if (tabIds.has(tab.id)) return `Two tabs have the id “${tab.id}”.`;
    tabIds.add(tab.id);
    used.push(tab.label);
    for (const section of tab.sections) {
      used.push(section.heading);
      for (const item of section.blocks) {
        used.push(...blockKeys(item));
        for (const name of Object.keys(item.dial ?? {})) dialNames.add(name);
      }
    }
  }
  const missing = used.find((name) => english[name] === undefined);
  if (missing) return `The text “${missing}” has no English.`;

  const placeholderNames = new Set([...Object.keys(guide.figures), ...dialNames]);
  for (const locale of LOCALES) {
    const table = guide.texts[locale];
    if (!table) continue;
    for (const [name, text] of Object.entries(table)) {
      if (locale !== 'en' && english[name] === undefined) {
        return `The ${locale} text “${name}” has no English: a translation has only the keys English has.`;
      }
      const names = placeholders(text);
      const unknown = names.find((placeholder) => !placeholderNames.has(placeholder));
      if (unknown)
        return `The ${locale} text “${name}” names {${unknown}}, which is not a figure or a dial code.`;
      if (locale !== 'en' && !sameSet(names, placeholders(english[name] ?? ''))) {
        return `The ${locale} text “${name}” must name the same {figures} as its English.`;
      }
    }
  }

  for (const [locale, record] of Object.entries(guide.translations ?? {})) {
    const named = [...Object.keys(record.strings ?? {}), ...Object.keys(record.rechecked ?? {})];
    const unknown = named.find((name) => english[name] === undefined);
    if (unknown)
      return `The ${locale} translation’s status names the text “${unknown}”, which has no English.`;
  }

  const covered = new Set<string>();
  const factIds = new Set<string>();
  for (const fact of guide.facts) {
    if (factIds.has(fact.id)) return `Two facts have the id “${fact.id}”.`;
    factIds.add(fact.id);
    const unknown = fact.figures.find((name) => !guide.figures[name]);
    if (unknown)
      return `The fact “${fact.label}” names the figure “${unknown}”, which the guide does not have.`;
    for (const name of fact.figures) covered.add(name);
    if (fact.checkBy <= fact.lastChecked) {
      return `The fact “${fact.label}” must be checked again after the day it was last checked.`;
    }
  }
  const unsourced = Object.keys(guide.figures).find((name) => !covered.has(name));
  if (unsourced) return `The figure “${unsourced}” needs a fact with its official source.`;
  return undefined;
}

/** The text keys a block shows. */
export function blockKeys(item: GuideContentBlock): string[] {
  switch (item.kind) {
    case 'paragraph':
    case 'caveat':
      return [item.text];
    case 'list':
    case 'steps':
      return item.items;
    case 'facts':
      return item.items.flatMap(({ term, detail }) => [term, detail]);
    case 'faqs':
      return item.items.flatMap(({ question, answer }) => [question, answer]);
  }
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
}

function sameSet(a: string[], b: string[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((name) => right.has(name));
}

function isDate(text: string): boolean {
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(text);
}
