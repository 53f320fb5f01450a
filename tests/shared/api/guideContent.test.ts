import { describe, expect, it } from 'vitest';
import {
  englishFingerprint,
  forReaders,
  englishStrings,
  outdatedStrings,
  textFingerprint,
  translationStatusOf,
  type GuideContent,
  type GuideTranslation,
} from '@/shared/api/guideContent';

const english = {
  title: 'Passport',
  'fees.heading': 'What it costs',
  'fees.value': 'It costs {passportFee}.',
};

/** A Yorùbá record checked against `from`, text by text unless `perText` is false. */
function madeFrom(from: Record<string, string>, perText = true) {
  const yo: GuideTranslation = {
    state: 'reviewed',
    reviewer: 'Adébáyọ̀ Ọlábísí',
    checkedOn: '2026-12-02',
    english: englishFingerprint(from),
    ...(perText && { strings: englishStrings(from) }),
  };
  return { translations: { yo } };
}

describe('which texts of a translation are out of date (issue 27)', () => {
  it('fingerprints a text as eight hexadecimal digits, and a different text differently', () => {
    expect(textFingerprint('What it costs')).toMatch(/^[0-9a-f]{8}$/);
    expect(textFingerprint('What it costs')).toBe(textFingerprint('What it costs'));
    expect(textFingerprint('What it costs.')).not.toBe(textFingerprint('What it costs'));
    expect(englishStrings(english)).toEqual({
      title: textFingerprint('Passport'),
      'fees.heading': textFingerprint('What it costs'),
      'fees.value': textFingerprint('It costs {passportFee}.'),
    });
  });

  it('names no text while the English is the one the translation was checked against', () => {
    const content = madeFrom(english);
    expect(outdatedStrings(content, english, 'yo')).toEqual([]);
    expect(translationStatusOf(content, english, 'yo')).toMatchObject({ outdated: false, outdatedKeys: [] });
  });

  it('names exactly the text whose English changed, and one English gained since', () => {
    const content = madeFrom(english);
    const now = { ...english, 'fees.heading': 'What it costs now', 'fees.note': 'Pay only at the office.' };
    expect(outdatedStrings(content, now, 'yo')).toEqual(['fees.heading', 'fees.note']);
    expect(translationStatusOf(content, now, 'yo')).toMatchObject({
      outdated: true,
      outdatedKeys: ['fees.heading', 'fees.note'],
    });
  });

  it('is not out of date for a text English no longer has', () => {
    const content = madeFrom(english);
    const now: Record<string, string> = { ...english };
    delete now['fees.heading'];
    expect(outdatedStrings(content, now, 'yo')).toEqual([]);
    expect(translationStatusOf(content, now, 'yo').outdated).toBe(false);
  });

  it('reads a record from before texts were fingerprinted as before: out of date as a whole, no text named', () => {
    const content = madeFrom(english, false);
    const now = { ...english, 'fees.heading': 'What it costs now' };
    expect(outdatedStrings(content, now, 'yo')).toEqual([]);
    expect(translationStatusOf(content, english, 'yo').outdated).toBe(false);
    expect(translationStatusOf(content, now, 'yo')).toMatchObject({ outdated: true, outdatedKeys: [] });
    // Nor does a language without a record name any.
    expect(outdatedStrings(content, now, 'ha')).toEqual([]);
  });
});

describe('a published guide as readers get it (issue 27)', () => {
  const guide = (translations: ReturnType<typeof madeFrom>['translations'], en = english) =>
    ({ texts: { en }, translations }) as unknown as GuideContent;

  it('carries each translation’s verdict, not the fingerprint of every text', () => {
    const read = forReaders(guide(madeFrom(english).translations));
    expect(read.translations?.yo).toEqual({
      state: 'reviewed',
      reviewer: 'Adébáyọ̀ Ọlábísí',
      checkedOn: '2026-12-02',
      english: englishFingerprint(english),
    });
  });

  it('says out of date exactly when staff’s record does, a text checked again on its own included', () => {
    const changed = { ...english, 'fees.value': 'It costs {passportFee}, paid online.' };
    const before = madeFrom(english).translations;
    const outdated = forReaders(guide(before, changed));
    expect(translationStatusOf(outdated, changed, 'yo').outdated).toBe(true);

    // The changed text checked again on its own: the whole translation reads as up to date again.
    const yo = before.yo;
    const rechecked = {
      yo: {
        ...yo,
        strings: { ...yo.strings, 'fees.value': textFingerprint(changed['fees.value']) },
        rechecked: { 'fees.value': { reviewer: 'Adébáyọ̀ Ọlábísí', checkedOn: '2026-12-03' } },
      },
    };
    const upToDate = forReaders(guide(rechecked, changed));
    expect(translationStatusOf(upToDate, changed, 'yo').outdated).toBe(false);
    expect(upToDate.translations?.yo).not.toHaveProperty('rechecked');
  });
});
