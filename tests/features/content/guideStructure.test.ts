import { describe, expect, it } from 'vitest';
import {
  freshKey,
  withBlock,
  withItem,
  withoutPart,
  withoutSection,
  withoutText,
  withNewFact,
  withoutFact,
  withPart,
  withSection,
} from '@/features/content/guide/guideStructure';
import { GUIDE_FORMAT, type GuideContent } from '@/shared/api/guideContent';

/** A guide of one tab, one section: a paragraph and a two-item list, translated into Hausa. */
function guide(): GuideContent {
  return {
    format: GUIDE_FORMAT,
    title: 'title',
    shortTitle: 'title',
    intro: 'title',
    agency: { name: 'title', shortName: 'title', url: 'https://example.gov.ng' },
    reviewedOn: '2026-11-01',
    tabs: [
      {
        id: 'overview',
        label: 'overview.1',
        sections: [
          {
            heading: 'overview.2',
            blocks: [
              { kind: 'paragraph', text: 'overview.3' },
              { kind: 'list', items: ['overview.4', 'overview.5'] },
            ],
          },
        ],
      },
    ],
    figures: {},
    facts: [],
    texts: {
      en: Object.fromEntries(
        ['title', 'overview.1', 'overview.2', 'overview.3', 'overview.4', 'overview.5'].map((k) => [k, k]),
      ),
      // A key only a translation still has is taken too.
      ha: { 'overview.4': 'abu', 'overview.6': 'stray' },
    },
  };
}

describe('the guide structure changes', () => {
  it('makes keys no language has yet', () => {
    expect(freshKey(guide(), 'overview')).toBe('overview.7');
    expect(freshKey(guide(), 'fees')).toBe('fees.1');
  });

  it('adds sections, blocks and items with empty English to fill, leaving the guide it was given as it was', () => {
    const before = guide();
    const copy = structuredClone(before);
    const added = withItem(withBlock(withSection(before, 0), 0, 1, 'steps'), 0, 1, 1);
    expect(before).toEqual(copy);
    const section = added.tabs[0]!.sections[1]!;
    expect(section.blocks).toEqual([
      { kind: 'paragraph', text: 'overview.8' },
      { kind: 'steps', items: ['overview.9', 'overview.10'] },
    ]);
    for (const key of ['overview.7', 'overview.8', 'overview.9', 'overview.10'])
      expect(added.texts.en[key]).toBe('');
  });

  it('removes an item from every language, and the block with its last item', () => {
    const one = withoutText(guide(), 0, 0, 1, 'overview.4');
    expect(one.tabs[0]!.sections[0]!.blocks[1]).toEqual({ kind: 'list', items: ['overview.5'] });
    expect(one.texts.en['overview.4']).toBeUndefined();
    expect(one.texts.ha?.['overview.4']).toBeUndefined();
    const none = withoutText(one, 0, 0, 1, 'overview.5');
    expect(none.tabs[0]!.sections[0]!.blocks).toEqual([{ kind: 'paragraph', text: 'overview.3' }]);
    expect(withoutText(guide(), 0, 0, 0).tabs[0]!.sections[0]!.blocks.map((b) => b.kind)).toEqual(['list']);
  });

  it('removes a text from each translation’s status too, which may name only English’s texts (issue 27)', () => {
    const translated: GuideContent = {
      ...guide(),
      translations: {
        ha: {
          state: 'reviewed',
          reviewer: 'Hauwa Ɗanjuma',
          checkedOn: '2026-12-02',
          english: '0123abcd',
          strings: { 'overview.3': '0123abcd', 'overview.4': '4567cdef' },
          rechecked: { 'overview.4': { reviewer: 'Hauwa Ɗanjuma', checkedOn: '2026-12-03' } },
        },
        yo: { state: 'machine', checkedOn: '2026-11-26', english: '0123abcd' },
      },
    };
    const one = withoutText(translated, 0, 0, 1, 'overview.4');
    expect(one.translations).toEqual({
      ha: { ...translated.translations!.ha, strings: { 'overview.3': '0123abcd' }, rechecked: {} },
      yo: translated.translations!.yo,
    });
  });

  it('removes a section or a tab with all its texts', () => {
    const twoSections = withSection(guide(), 0);
    expect(withoutSection(twoSections, 0, 0).texts.en).not.toHaveProperty('overview.2');
    const twoTabs = withPart(guide());
    expect(twoTabs.tabs[1]!.id).toBe('part-2');
    const back = withoutPart(twoTabs, 1);
    expect(back.tabs).toEqual(guide().tabs);
    expect(back.texts.en).toEqual(guide().texts.en);
  });

  it('adds a fact with its figure to fill in, and removes it with the figures only it gives', () => {
    const checked = { lastChecked: '2026-11-26', checkBy: '2027-05-26' };
    const added = withNewFact(guide(), {
      label: 'Fee',
      name: 'passportFee',
      kind: 'naira',
      sourceUrl: 'https://immigration.gov.ng',
      checked,
    });
    expect(added.facts).toEqual([
      {
        id: 'passport-fee',
        label: 'Fee',
        figures: ['passportFee'],
        sourceUrl: 'https://immigration.gov.ng',
        ...checked,
      },
    ]);
    expect(added.figures.passportFee).toEqual({ kind: 'naira', value: Number.NaN });
    const again = withNewFact(added, {
      label: 'Fee 2',
      name: 'passportFee2',
      kind: 'year',
      sourceUrl: '',
      checked,
    });
    expect(again.facts.map((fact) => fact.id)).toEqual(['passport-fee', 'passport-fee2']);
    const removed = withoutFact(again, 'passport-fee');
    expect(removed.facts.map((fact) => fact.id)).toEqual(['passport-fee2']);
    expect(Object.keys(removed.figures)).toEqual(['passportFee2']);
  });
});
