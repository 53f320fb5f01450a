import { describe, expect, it } from 'vitest';
import {
  englishFingerprint,
  englishStrings,
  outdatedStrings,
  textFingerprint,
  translationStatusOf,
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
