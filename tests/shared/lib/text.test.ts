import { describe, expect, it } from 'vitest';
import { hasVisibleText } from '@/shared/lib/text';

describe('hasVisibleText', () => {
  it.each([
    ['', false],
    ['   \n\t', false],
    ['\u200B\u200B\u200B', false], // zero-width spaces
    ['\u200D\u2060\uFEFF', false], // joiner, word joiner, byte-order mark
    ['\u3164\u115F\u2800', false], // Hangul fillers, braille blank
    ['\u00A0\u2003', false], // no-break and em spaces
    ['NIN', true],
    ['\u200BNIN\u200B', true],
    ['Ìforúkọsílẹ̀', true],
    ['₦', true],
  ])('%j → %s', (text, expected) => {
    expect(hasVisibleText(text)).toBe(expected);
  });
});
