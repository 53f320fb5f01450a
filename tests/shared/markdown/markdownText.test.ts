import { describe, expect, it } from 'vitest';
import { markdownText } from '@/shared/lib/markdown/markdownText';

describe('markdownText', () => {
  it('removes the marks and keeps the words, a link’s words without its address', () => {
    expect(markdownText('## How to *apply*\n\nGo to [the **NIMC** office](https://nimc.gov.ng) today.')).toBe(
      'How to apply\n\nGo to the NIMC office today.',
    );
  });

  it('puts list items and nested items on their own lines', () => {
    expect(markdownText('- Form\n  - signed\n- Photo\n\n1. Pay')).toBe('Form\nsigned\nPhoto\n\nPay');
  });

  it('separates table cells by a tab and rows by a line', () => {
    expect(markdownText('| Item | Fee |\n|---|--:|\n| Passport | ₦*35,000* |')).toBe(
      'Item\tFee\nPassport\t₦35,000',
    );
  });

  it('keeps what is not a mark as typed: HTML, unsafe links, escapes', () => {
    expect(markdownText('<b>x</b> [y](javascript:z) \\*w\\*')).toBe('<b>x</b> [y](javascript:z) *w*');
  });

  it('is empty for an empty or blank body', () => {
    expect(markdownText('')).toBe('');
    expect(markdownText(' \n\t\n')).toBe('');
  });
});
