import type { ContentCategory } from '@/shared/site/sections';
import { mulberry32, randomInt } from '@/shared/lib/seededRandom';
import type { DraftRequest, FactKind, GeneratedDraft } from '@/machines/generatorTypes';

/*
 * The "AI" of the content generator: plain templates filled with the topic and a few sample figures.
 * Everything runs in the browser (SPEC §7: no network calls). The output is site content that is
 * stored as an item, not interface text, so it is written in English here rather than in a catalogue.
 */

/** SPEC §9: the kinds of random fact and the range each value is drawn from (inclusive). */
const FACT_RANGES = {
  time: { min: 5, max: 30, step: 1 },
  fee: { min: 1_000, max: 15_000, step: 50 },
  number: { min: 10, max: 500, step: 1 },
  years: { min: 2, max: 10, step: 1 },
  percentage: { min: 50, max: 95, step: 1 },
} as const satisfies Record<FactKind, { min: number; max: number; step: number }>;

/** SPEC §9: each draft carries 3 to 5 facts. */
const FACTS_PER_DRAFT = { min: 3, max: 5 } as const;

const naira = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 0 });

const TITLES: ((topic: string) => string)[] = [
  (topic) => `${topic}: what you need to know`,
  (topic) => `A plain guide to ${lowerFirst(topic)}`,
  (topic) => `${topic} in Nigeria, step by step`,
  (topic) => `Understanding ${lowerFirst(topic)}`,
];

const INTROS: Record<ContentCategory, (topic: string) => string> = {
  documents: (topic) =>
    `${topic} is something many Nigerians need for school, work, banking and travel. This guide sets out the main points in plain language.`,
  government: (topic) =>
    `${topic} shapes how public services reach citizens. Here is a short overview of how it works.`,
  education: (topic) =>
    `${topic} matters to students and parents across Nigeria. These are the key points to know before you start.`,
  rights: (topic) =>
    `Every Nigerian should know their rights around ${lowerFirst(topic)}. This summary covers the basics.`,
  history: (topic) => `${topic} is an important part of Nigeria's story. Here are some key facts.`,
  services: (topic) => `${topic} is a public service many residents use. This guide explains what to expect.`,
};

/** How each kind of figure is written in a draft. */
const FIGURE: Record<FactKind, (value: number) => string> = {
  time: String,
  fee: (value) => `₦${naira.format(value)}`,
  number: String,
  years: String,
  percentage: (value) => `${value}%`,
};

const FACTS: { kind: FactKind; text: (figure: string, topic: string) => string }[] = [
  { kind: 'time', text: (days) => `Processing usually takes about ${days} days from the day you apply.` },
  { kind: 'time', text: (days) => `Allow up to ${days} days for a reply before you follow up.` },
  {
    kind: 'fee',
    text: (fee) =>
      `The official fee is around ${fee}. Pay only through approved channels and keep your receipt.`,
  },
  {
    kind: 'fee',
    text: (fee) => `Expect to pay about ${fee} in total, including any service charge.`,
  },
  {
    kind: 'number',
    text: (count, topic) =>
      `More than ${count} offices and centres across the country handle ${lowerFirst(topic)}.`,
  },
  { kind: 'years', text: (years) => `Once issued, it usually stays valid for ${years} years.` },
  { kind: 'years', text: (years) => `The current rules have been in place for about ${years} years.` },
  {
    kind: 'percentage',
    text: (percent) =>
      `About ${percent} of applicants finish on their first visit when they bring the right documents.`,
  },
  {
    kind: 'percentage',
    text: (percent) => `Around ${percent} of requests are completed within the standard time.`,
  },
];

// The figures are random, so the draft says so: an editor must check them before the public sees them.
const CLOSING =
  'This draft was produced from templates with sample figures. Check every fee, date and number against the official source before you publish it.';

function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function lowerFirst(text: string): string {
  // Keep acronyms such as "NIN" or "JAMB" as typed.
  return /^[A-Z]{2}/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[randomInt(random, 0, items.length - 1)] as T;
}

/** Picks `count` different items, in random order (a partial Fisher–Yates shuffle). */
function pickDistinct<T>(random: () => number, items: readonly T[], count: number): T[] {
  const pool = [...items];
  for (let i = 0; i < count; i += 1) {
    const j = randomInt(random, i, pool.length - 1);
    [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
  }
  return pool.slice(0, count);
}

/** Builds a draft from templates; the same request (topic, category, seed) always gives the same draft. */
export function buildDraft({ topic, category, seed }: DraftRequest): GeneratedDraft {
  const random = mulberry32(seed);
  const subject = upperFirst(topic.trim());
  const count = randomInt(random, FACTS_PER_DRAFT.min, FACTS_PER_DRAFT.max);
  const facts = pickDistinct(random, FACTS, count).map(({ kind, text }) => {
    const { min, max, step } = FACT_RANGES[kind];
    const value = randomInt(random, min, max, step);
    const figure = FIGURE[kind](value);
    return { kind, value, figure, text: text(figure, subject) };
  });
  return {
    seed,
    title: pick(random, TITLES)(subject),
    category,
    status: 'draft',
    facts,
    paragraphs: [INTROS[category](subject), ...facts.map((fact) => fact.text), CLOSING],
  };
}
