import { describe, expect, it } from 'vitest';
import { CONTENT_CATEGORIES } from '@/shared/site/sections';
import { buildDraft } from '@/features/generator/draftTemplates';

/** SPEC §9's ranges, written out here so that a wrong range in the code fails the test. */
const SPEC_RANGES: Record<string, [number, number]> = {
  time: [5, 30],
  fee: [1000, 15000],
  number: [10, 500],
  years: [2, 10],
  percentage: [50, 95],
};

const SEEDS = Array.from({ length: 500 }, (_, i) => i * 7919 + 1);

describe('buildDraft', () => {
  it('always has 3 to 5 facts, each value inside its SPEC §9 range', () => {
    const counts = new Set<number>();
    const kinds = new Set<string>();
    const outOfRange: string[] = [];
    for (const seed of SEEDS) {
      const draft = buildDraft({ topic: 'passport renewal', category: 'documents', seed });
      counts.add(draft.facts.length);
      for (const fact of draft.facts) {
        kinds.add(fact.kind);
        const [min, max] = SPEC_RANGES[fact.kind]!;
        if (!Number.isInteger(fact.value) || fact.value < min || fact.value > max) {
          outOfRange.push(`seed ${seed}: ${fact.kind} ${fact.value}`);
        }
      }
    }
    expect(outOfRange).toEqual([]);
    // Over many seeds every count and every kind of fact turns up.
    expect([...counts].sort()).toEqual([3, 4, 5]);
    expect([...kinds].sort()).toEqual(['fee', 'number', 'percentage', 'time', 'years']);
  });

  it('never repeats a fact sentence within one draft', () => {
    for (const seed of SEEDS) {
      const texts = buildDraft({ topic: 'NIN', category: 'government', seed }).facts.map((f) => f.text);
      expect(new Set(texts).size).toBe(texts.length);
    }
  });

  it('writes the facts into the content with naira amounts grouped in thousands', () => {
    const draft = SEEDS.map((seed) => buildDraft({ topic: 'NIN', category: 'documents', seed })).find((d) =>
      d.facts.some((f) => f.kind === 'fee'),
    )!;
    const fee = draft.facts.find((f) => f.kind === 'fee')!;
    expect(fee.text).toContain(`₦${fee.value.toLocaleString('en-NG')}`);
    expect(fee.text).toMatch(/₦\d{1,2},\d{3}/);
    expect(draft.paragraphs).toEqual(expect.arrayContaining(draft.facts.map((f) => f.text)));
  });

  it('is a draft in the chosen category, about the trimmed topic', () => {
    for (const category of CONTENT_CATEGORIES) {
      const draft = buildDraft({ topic: '  voter registration ', category, seed: 3 });
      expect(draft.status).toBe('draft');
      expect(draft.category).toBe(category);
      expect(draft.seed).toBe(3);
      expect(draft.title.toLowerCase()).toContain('voter registration');
      expect(draft.paragraphs[0]?.toLowerCase()).toContain('voter registration');
      // An intro, the facts, and the closing "check every figure" note.
      expect(draft.paragraphs).toHaveLength(draft.facts.length + 2);
      expect(draft.paragraphs.at(-1)).toMatch(/Check every fee, date and number/);
    }
  });

  it('is identical for the same request and differs for another seed', () => {
    const request = { topic: 'JAMB', category: 'education', seed: 2024 } as const;
    expect(buildDraft(request)).toEqual(buildDraft({ ...request }));
    expect(buildDraft({ ...request, seed: 2025 })).not.toEqual(buildDraft(request));
  });

  it('keeps acronyms as typed in the middle of a sentence', () => {
    const titles = SEEDS.slice(0, 40).map(
      (seed) => buildDraft({ topic: 'NIN', category: 'rights', seed }).title,
    );
    expect(titles.every((title) => title.includes('NIN'))).toBe(true);
  });
});
