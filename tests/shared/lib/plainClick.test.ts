import { describe, expect, it } from 'vitest';
import { isPlainClick } from '@/shared/lib/plainClick';

const link = (attributes: Record<string, string> = {}) => {
  const a = document.createElement('a');
  a.href = '/documents/nin';
  for (const [name, value] of Object.entries(attributes)) a.setAttribute(name, value);
  return a;
};
const click = (init: MouseEventInit = {}) => new MouseEvent('click', { button: 0, ...init });

describe('isPlainClick', () => {
  it('is a main-button click on a link for this tab', () => {
    expect(isPlainClick(click(), link())).toBe(true);
    expect(isPlainClick(click(), link({ target: '_self' }))).toBe(true);
  });

  it('leaves new tabs, new windows, downloads and other buttons to the browser', () => {
    for (const modifier of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'])
      expect(isPlainClick(click({ [modifier]: true }), link()), modifier).toBe(false);
    expect(isPlainClick(click({ button: 1 }), link())).toBe(false);
    expect(isPlainClick(click(), link({ target: '_blank' }))).toBe(false);
    expect(isPlainClick(click(), link({ download: '' }))).toBe(false);
  });

  it('leaves a click someone else already took', () => {
    const taken = click({ cancelable: true });
    taken.preventDefault();
    expect(isPlainClick(taken, link())).toBe(false);
  });
});
