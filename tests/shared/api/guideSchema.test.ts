import { beforeAll, describe, expect, it } from 'vitest';
import { ninGuideContent } from '@/features/guides/ninGuideContent';
import type { GuideContent } from '@/shared/api/guideContent';
import { parseGuideContent } from '@/shared/api/guideSchema';

let nin: GuideContent;
beforeAll(async () => {
  nin = await ninGuideContent();
});

/** The NIN guide with one change made by `edit`, checked as the server checks a save. */
function checkChanged(edit: (guide: GuideContent) => void) {
  const guide = structuredClone(nin);
  edit(guide);
  return parseGuideContent(JSON.stringify(guide));
}

describe('checking a guide’s content', () => {
  it('accepts the NIN guide', () => {
    expect(parseGuideContent(JSON.stringify(nin)).ok).toBe(true);
  });

  it.each<[string, (guide: GuideContent) => void, string]>([
    [
      'a tab naming a text with no English',
      (guide) => {
        guide.tabs[0]!.sections[0]!.blocks.push({ kind: 'paragraph', text: 'overview.new' });
      },
      'The text “overview.new” has no English.',
    ],
    [
      'a translation with a key English lacks',
      (guide) => {
        guide.texts.ha!['stray.key'] = 'Wani abu';
      },
      'The ha text “stray.key” has no English: a translation has only the keys English has.',
    ],
    [
      'a placeholder that is no figure or dial code',
      (guide) => {
        guide.texts.en['overview.what.p1'] = 'Pay {bribe} to the agent.';
      },
      'The en text “overview.what.p1” names {bribe}, which is not a figure or a dial code.',
    ],
    [
      'a translation that retypes a fee instead of naming it',
      (guide) => {
        guide.texts.yo!['requirements.fees.modificationValue'] = '₦5,000';
      },
      'The yo text “requirements.fees.modificationValue” must name the same {figures} as its English.',
    ],
    [
      'a figure without a fact to source it',
      (guide) => {
        guide.figures.passportFee = { kind: 'naira', value: 35000 };
      },
      'The figure “passportFee” needs a fact with its official source.',
    ],
    [
      'a fact checked again before it was last checked',
      (guide) => {
        guide.facts[0]!.checkBy = '2026-01-01';
      },
      'The fact “The NIN has 11 digits” must be checked again after the day it was last checked.',
    ],
    [
      'two tabs with one id',
      (guide) => {
        guide.tabs[1]!.id = guide.tabs[0]!.id;
      },
      'Two tabs have the id “overview”.',
    ],
    [
      'a source that is not https',
      (guide) => {
        guide.facts[0]!.sourceUrl = 'http://nimc.gov.ng';
      },
      'facts.0.sourceUrl: A fact’s source is the official page that states it, an https:// address.',
    ],
    [
      'a dial code with words in it',
      (guide) => {
        guide.tabs[3]!.sections[1]!.blocks[0]!.dial = { shortCode: '*346*3*your NIN#' };
      },
      'tabs.3.sections.1.blocks.0.dial.shortCode: A dial code is digits, * and # only, like *346#.',
    ],
    [
      'a fee left empty (a cleared number field sends null)',
      (guide) => {
        guide.figures.modificationFee = { kind: 'naira', value: null as unknown as number };
      },
      'figures.modificationFee.value: Enter a whole number from 0 to 1,000,000,000.',
    ],
    [
      'a month that is not one',
      (guide) => {
        guide.figures.simRuleSince = { kind: 'monthOfYear', year: 2020, month: 13 };
      },
      'figures.simRuleSince.month: Enter a whole number from 1 to 12.',
    ],
    [
      'an impossible date',
      (guide) => {
        guide.reviewedOn = '2026-02-30';
      },
      'reviewedOn: Give the date the guide was last reviewed as YYYY-MM-DD.',
    ],
    [
      'a translation’s status naming a text English lacks',
      (guide) => {
        guide.translations!.yo!.strings!['stray.key'] = '0123abcd';
      },
      'The yo translation’s status names the text “stray.key”, which has no English.',
    ],
    [
      'a text checked on its own that English lacks',
      (guide) => {
        guide.translations!.ha!.rechecked = {
          'stray.key': { reviewer: 'Hauwa Ɗanjuma', checkedOn: '2026-12-02' },
        };
      },
      'The ha translation’s status names the text “stray.key”, which has no English.',
    ],
    [
      'a text’s fingerprint that is not one',
      (guide) => {
        guide.translations!.ig!.strings!.title = 'not hex!';
      },
      'translations.ig.strings.title: The English fingerprint is 8 hexadecimal digits.',
    ],
    [
      'a text checked on its own by nobody',
      (guide) => {
        guide.translations!.ig!.rechecked = { title: { reviewer: ' ', checkedOn: '2026-12-02' } };
      },
      'translations.ig.rechecked.title.reviewer: Say who checked the text.',
    ],
  ])('refuses %s, saying what to fix', (_case, edit, message) => {
    expect(checkChanged(edit)).toEqual({ ok: false, message });
  });

  it('accepts a translation’s status text by text, and one from before it was (issue 27)', () => {
    expect(nin.translations?.yo?.strings?.title).toMatch(/^[0-9a-f]{8}$/);
    const checked = checkChanged((guide) => {
      guide.translations!.yo!.rechecked = {
        'overview.what.p2': { reviewer: 'Adébáyọ̀ Ọlábísí', checkedOn: '2026-12-02' },
      };
    });
    expect(checked.ok).toBe(true);
    const before = checkChanged((guide) => {
      delete guide.translations!.yo!.strings;
    });
    expect(before.ok).toBe(true);
  });

  it('refuses a translation’s status naming more texts than a guide could have', () => {
    const strings = Object.fromEntries(
      Array.from({ length: 1_001 }, (_, i) => [`text${i}`, '0123abcd'] as const),
    );
    expect(
      checkChanged((guide) => {
        guide.translations!.pcm!.strings = strings;
      }),
    ).toEqual({
      ok: false,
      message: 'translations.pcm.strings: A translation’s status names at most 1,000 texts.',
    });
  });

  it('refuses what is not JSON, and a guide over the size limit', () => {
    expect(parseGuideContent('{"format":')).toEqual({
      ok: false,
      message: 'The guide’s content could not be read: it is not JSON.',
    });
    expect(parseGuideContent(' '.repeat(150_001))).toEqual({
      ok: false,
      message: 'A guide has at most 150,000 characters of content.',
    });
  });
});
