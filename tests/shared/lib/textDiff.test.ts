import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BODY_MAX_LENGTH } from '@/shared/api/content';
import { mulberry32 } from '@/shared/lib/seededRandom';
import {
  DIFF_STEP_BUDGET,
  diffText,
  diffWords,
  foldUnchanged,
  type DiffMeter,
  type DiffPart,
} from '@/shared/lib/textDiff';

/** The text a reader gets back from the parts: the earlier version, or the later one. */
const side = (parts: DiffPart[], which: 'before' | 'after') =>
  parts
    .filter((part) => part.kind === 'same' || part.kind === (which === 'before' ? 'removed' : 'added'))
    .map((part) => part.text)
    .join('');
const changedWords = (parts: DiffPart[]) => parts.filter((part) => part.kind !== 'same');

describe('diffWords', () => {
  it('marks the words removed and added, keeping the rest', () => {
    expect(diffWords('The fee is 5,000 naira.', 'The fee is 6,000 naira.')).toEqual([
      { kind: 'same', text: 'The fee is ' },
      { kind: 'removed', text: '5' },
      { kind: 'added', text: '6' },
      { kind: 'same', text: ',000 naira.' },
    ]);
  });

  it('reads a run of changed words as one phrase replaced, not word, space, word alternating', () => {
    expect(
      changedWords(diffWords('Bring your old birth certificate today', 'Bring a new passport photo today')),
    ).toEqual([
      { kind: 'removed', text: 'your old birth certificate' },
      { kind: 'added', text: 'a new passport photo' },
    ]);
  });

  it('keeps accented words whole (Yoruba tone marks are combining characters)', () => {
    const parts = diffWords('Ẹ kú àárọ̀ o', 'Ẹ kú ìrọ̀lẹ́ o');
    expect(changedWords(parts)).toEqual([
      { kind: 'removed', text: 'àárọ̀' },
      { kind: 'added', text: 'ìrọ̀lẹ́' },
    ]);
  });

  it('says nothing changed for equal texts, and all added when there was nothing before', () => {
    expect(diffWords('Same words', 'Same words')).toEqual([{ kind: 'same', text: 'Same words' }]);
    expect(diffWords('', 'New title')).toEqual([{ kind: 'added', text: 'New title' }]);
    expect(diffWords('Old title', '')).toEqual([{ kind: 'removed', text: 'Old title' }]);
  });

  it('gives back both texts exactly, whatever they are', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (before, after) => {
        const parts = diffWords(before, after);
        expect(side(parts, 'before')).toBe(before);
        expect(side(parts, 'after')).toBe(after);
      }),
    );
  });
});

/** A body of about `length` characters: paragraphs of words from a seeded source (the same every run). */
function body(length: number, seed: number): string {
  const random = mulberry32(seed);
  const words = [
    'the',
    'NIN',
    'enrolment',
    'centre',
    'fee',
    'bring',
    'your',
    'card',
    'office',
    'Lagos',
    'Abuja',
  ];
  let text = '';
  while (text.length < length) {
    const line = Array.from({ length: 12 }, () => words[Math.floor(random() * words.length)]).join(' ');
    text += `${line}.\n`;
  }
  return text.slice(0, length);
}

describe('diffText', () => {
  it('compares line by line, then word by word within the changed lines', () => {
    const before = 'Bring your birth certificate.\nThe fee is free.\nCome early.';
    const after = 'Bring your birth certificate.\nThe fee is 1,000 naira.\nCome early.';
    expect(diffText(before, after)).toEqual([
      { kind: 'same', text: 'Bring your birth certificate.\nThe fee is ' },
      { kind: 'removed', text: 'free' },
      { kind: 'added', text: '1,000 naira' },
      { kind: 'same', text: '.\nCome early.' },
    ]);
  });

  it('marks a new last line as added after the old one, with the line break between them', () => {
    const parts = diffText('One line', 'One line\nAnd another');
    expect(side(parts, 'after')).toBe('One line\nAnd another');
    expect(changedWords(parts)).toEqual([{ kind: 'added', text: '\nAnd another' }]);
  });

  it('gives back both texts exactly, whatever they are', () => {
    const text = fc
      .array(fc.constantFrom('a', 'b', ' ', '\n', 'fee', '.'), { maxLength: 30 })
      .map((x) => x.join(''));
    fc.assert(
      fc.property(text, text, (before, after) => {
        const parts = diffText(before, after);
        expect(side(parts, 'before')).toBe(before);
        expect(side(parts, 'after')).toBe(after);
      }),
    );
  });

  it('compares a 50,000-character body with a few edits in a few thousand steps', () => {
    const before = body(BODY_MAX_LENGTH, 1);
    const lines = before.split('\n');
    lines[10] = 'A new line about the fee.';
    lines[400] = `${lines[400]} and one more word`;
    lines.splice(2000, 3);
    const after = lines.join('\n');
    const meter: DiffMeter = { steps: 0 };
    const parts = diffText(before, after, meter);
    expect(side(parts, 'after')).toBe(after);
    expect(changedWords(parts).map((part) => part.text)).toContain(' and one more word');
    expect(meter.steps).toBeLessThan(20_000);
  });

  it('gives up searching for the smallest change of two unrelated 50,000-character bodies, within its budget', () => {
    const before = body(BODY_MAX_LENGTH, 1);
    const after = body(BODY_MAX_LENGTH, 2);
    const meter: DiffMeter = { steps: 0 };
    const parts = diffText(before, after, meter);
    expect(meter.steps).toBeLessThanOrEqual(DIFF_STEP_BUDGET + BODY_MAX_LENGTH);
    expect(side(parts, 'before')).toBe(before);
    expect(side(parts, 'after')).toBe(after);
  });
});

describe('foldUnchanged', () => {
  const numbered = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => `Line ${from + i}`).join('\n');

  it('folds the middle of a long unchanged stretch, keeping three lines beside each change', () => {
    const before = `${numbered(1, 50)}\nOld ending`;
    const after = `${numbered(1, 50)}\nNew ending`;
    const folded = foldUnchanged(diffText(before, after));
    expect(folded[0]).toEqual({ kind: 'folded', lines: numbered(1, 47).split('\n') });
    expect(folded[1]).toEqual({ kind: 'same', text: 'Line 48\nLine 49\nLine 50\n' });
    expect(folded.slice(2)).toEqual([
      { kind: 'removed', text: 'Old' },
      { kind: 'added', text: 'New' },
      { kind: 'same', text: ' ending' },
    ]);
  });

  it('folds between two changes, keeping three lines after the first and before the second', () => {
    const before = `Start\n${numbered(1, 20)}\nEnd`;
    const after = `Begin\n${numbered(1, 20)}\nFinish`;
    const folded = foldUnchanged(diffText(before, after));
    expect(folded.map((part) => part.kind)).toEqual([
      'removed',
      'added',
      'same',
      'folded',
      'same',
      'removed',
      'added',
    ]);
    expect(folded[2]).toEqual({ kind: 'same', text: '\nLine 1\nLine 2\nLine 3\n' });
    expect(folded[3]).toEqual({ kind: 'folded', lines: numbered(4, 17).split('\n') });
    expect(folded[4]).toEqual({ kind: 'same', text: 'Line 18\nLine 19\nLine 20\n' });
  });

  it('counts only whole lines at the end of a text, not its last line break', () => {
    const folded = foldUnchanged(diffText(`Old\n${numbered(1, 10)}\n`, `New\n${numbered(1, 10)}\n`));
    expect(folded.at(-1)).toEqual({ kind: 'folded', lines: numbered(4, 10).split('\n') });
  });

  it('leaves short stretches, and texts with no change, as they are', () => {
    const parts = diffText(`${numbered(1, 4)}\nOld`, `${numbered(1, 4)}\nNew`);
    expect(foldUnchanged(parts)).toEqual(parts);
    const same = diffText(numbered(1, 40), numbered(1, 40));
    expect(foldUnchanged(same)).toEqual(same);
  });
});
