import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '@/shared/lib/markdown/parseMarkdown';
import type { Inline } from '@/shared/lib/markdown/types';

const text = (value: string): Inline => ({ type: 'text', text: value });
/** The inline content of a one-paragraph body. */
function inlines(source: string): Inline[] {
  const blocks = parseMarkdown(source);
  expect(blocks).toHaveLength(1);
  const [block] = blocks;
  if (block?.type !== 'paragraph') throw new Error(`expected a paragraph, got ${JSON.stringify(block)}`);
  return block.content;
}

describe('parseMarkdown: blocks', () => {
  it('makes # and ## h2 (the page title is the h1), ### and deeper h3, and drops a closing run of #', () => {
    expect(parseMarkdown('# One\n## Two ##\n### Three\n#### Four')).toEqual([
      { type: 'heading', level: 2, content: [text('One')] },
      { type: 'heading', level: 2, content: [text('Two')] },
      { type: 'heading', level: 3, content: [text('Three')] },
      { type: 'heading', level: 3, content: [text('Four')] },
    ]);
  });

  it('keeps "#hashtag", "#" alone and "C#" as text', () => {
    expect(parseMarkdown('#hashtag')).toEqual([{ type: 'paragraph', content: [text('#hashtag')] }]);
    expect(parseMarkdown('#')).toEqual([{ type: 'paragraph', content: [text('#')] }]);
    expect(parseMarkdown('## Learn C#')).toEqual([
      { type: 'heading', level: 2, content: [text('Learn C#')] },
    ]);
  });

  it('separates paragraphs by a blank line and breaks a line where the writer pressed Enter', () => {
    expect(parseMarkdown('First line  \nsecond line\r\n\r\nNew paragraph')).toEqual([
      { type: 'paragraph', content: [text('First line'), { type: 'break' }, text('second line')] },
      { type: 'paragraph', content: [text('New paragraph')] },
    ]);
  });

  it('reads bulleted and numbered lists, keeping a numbered list’s first number', () => {
    expect(parseMarkdown('- one\n* two\n+ three\n\n3. third\n4) fourth')).toEqual([
      {
        type: 'list',
        ordered: false,
        start: 1,
        items: [
          { content: [text('one')], list: null },
          { content: [text('two')], list: null },
          { content: [text('three')], list: null },
        ],
      },
      {
        type: 'list',
        ordered: true,
        start: 3,
        items: [
          { content: [text('third')], list: null },
          { content: [text('fourth')], list: null },
        ],
      },
    ]);
  });

  it('nests items indented by two or more under the item above, one level deep', () => {
    const [list, ...rest] = parseMarkdown('1. Apply\n   - online\n     - deeper\n   - at an office\n2. Pay');
    expect(rest).toEqual([]);
    expect(list).toEqual({
      type: 'list',
      ordered: true,
      start: 1,
      items: [
        {
          content: [text('Apply')],
          list: {
            type: 'list',
            ordered: false,
            start: 1,
            items: [
              { content: [text('online')], list: null },
              { content: [text('deeper')], list: null },
              { content: [text('at an office')], list: null },
            ],
          },
        },
        { content: [text('Pay')], list: null },
      ],
    });
  });

  it('continues an item on its next line, and ends the list at a blank line before other text', () => {
    expect(parseMarkdown('- Bring your\nbirth certificate\n\nThen wait.')).toEqual([
      {
        type: 'list',
        ordered: false,
        start: 1,
        items: [{ content: [text('Bring your'), { type: 'break' }, text('birth certificate')], list: null }],
      },
      { type: 'paragraph', content: [text('Then wait.')] },
    ]);
  });

  it('starts a new list when bullets turn to numbers, and a list item interrupts a paragraph', () => {
    const blocks = parseMarkdown('You need:\n- a form\n1. then this');
    expect(blocks.map((block) => block.type)).toEqual(['paragraph', 'list', 'list']);
  });

  it('does not take a sentence starting with a year for a list', () => {
    expect(parseMarkdown('It changed in\n2019. Since then…')).toEqual([
      { type: 'paragraph', content: [text('It changed in'), { type: 'break' }, text('2019. Since then…')] },
    ]);
  });

  it('reads a pipe table with its alignments, padding short rows and cutting long ones', () => {
    expect(
      parseMarkdown('| Fee | Days |\n|:---|---:|\n| ₦*0* | 1 |\n| ₦15,000 |\n| a | b | extra |'),
    ).toEqual([
      {
        type: 'table',
        align: ['left', 'right'],
        head: [[text('Fee')], [text('Days')]],
        rows: [
          [[text('₦'), { type: 'emphasis', children: [text('0')] }], [text('1')]],
          [[text('₦15,000')], []],
          [[text('a')], [text('b')]],
        ],
      },
    ]);
  });

  it('reads a table without outer pipes, with centred columns and an escaped pipe in a cell', () => {
    expect(parseMarkdown('a | b\n:-: | ---\nx \\| y | z')).toEqual([
      {
        type: 'table',
        align: ['center', null],
        head: [[text('a')], [text('b')]],
        rows: [[[text('x | y')], [text('z')]]],
      },
    ]);
  });

  it('keeps a header whose delimiter row does not match it as text', () => {
    expect(parseMarkdown('a | b\n---')).toEqual([
      { type: 'paragraph', content: [text('a | b'), { type: 'break' }, text('---')] },
    ]);
  });

  it('ends a table at a blank line', () => {
    expect(parseMarkdown('a|b\n-|-\n1|2\n\nAfter').map((block) => block.type)).toEqual([
      'table',
      'paragraph',
    ]);
  });
});

describe('parseMarkdown: inline marks', () => {
  it('reads *emphasis*, _emphasis_, **strong** and both at once', () => {
    expect(inlines('*a* _b_ **c** ***d***')).toEqual([
      { type: 'emphasis', children: [text('a')] },
      text(' '),
      { type: 'emphasis', children: [text('b')] },
      text(' '),
      { type: 'strong', children: [text('c')] },
      text(' '),
      { type: 'emphasis', children: [{ type: 'strong', children: [text('d')] }] },
    ]);
  });

  it('nests marks inside each other', () => {
    expect(inlines('**Bring *two* photos**')).toEqual([
      {
        type: 'strong',
        children: [text('Bring '), { type: 'emphasis', children: [text('two')] }, text(' photos')],
      },
    ]);
  });

  it('leaves underscores inside words, escaped marks and unbalanced marks as text', () => {
    expect(inlines('file_name_here, \\*not em\\*, **never closed, a * b _ c')).toEqual([
      text('file_name_here, *not em*, **never closed, a * b _ c'),
    ]);
  });

  it('links to https:, http:, mailto:, tel: and paths on this site', () => {
    const links = inlines(
      '[a](https://nimc.gov.ng) [b](http://example.ng) [c](mailto:help@example.ng) [d](tel:+2348000000000) [e](/documents/nin)',
    ).filter((node) => node.type === 'link');
    expect(links.map((link) => link.href)).toEqual([
      'https://nimc.gov.ng',
      'http://example.ng',
      'mailto:help@example.ng',
      'tel:+2348000000000',
      '/documents/nin',
    ]);
  });

  it('keeps marks inside link text and allows one pair of parentheses in an address', () => {
    expect(inlines('See [the **NIMC** page](https://en.wikipedia.org/wiki/NIMC_(Nigeria)).')).toEqual([
      text('See '),
      {
        type: 'link',
        href: 'https://en.wikipedia.org/wiki/NIMC_(Nigeria)',
        children: [text('the '), { type: 'strong', children: [text('NIMC')] }, text(' page')],
      },
      text('.'),
    ]);
  });

  it('keeps any other address, an empty one or empty link words as text', () => {
    for (const source of [
      '[click](javascript:alert(1))',
      '[click](JavaScript:alert(1))',
      '[click](data:text/html;base64,PHNjcmlwdD4=)',
      '[click](vbscript:msgbox)',
      '[click](//evil.example)',
      '[click](/\\evil.example)',
      '[click](relative/path)',
      '[click]()',
      '[](https://example.ng)',
      '[click] (https://example.ng)',
      '[click](https://example.ng with space)',
    ]) {
      expect(inlines(source), source).toEqual([text(source)]);
    }
  });

  it('does not nest a link inside a link', () => {
    const content = inlines('[a [b](/inner) c](/outer)');
    expect(content.filter((node) => node.type === 'link')).toEqual([
      { type: 'link', href: '/inner', children: [text('b')] },
    ]);
  });
});

describe('parseMarkdown: hostile input', () => {
  it('keeps HTML as text', () => {
    const source = '<script>alert(1)</script> <b>bold</b> <img src=x onerror=alert(1)>';
    expect(inlines(source)).toEqual([text(source)]);
    expect(parseMarkdown('<div>\n\n</div>')).toEqual([
      { type: 'paragraph', content: [text('<div>')] },
      { type: 'paragraph', content: [text('</div>')] },
    ]);
  });

  it('keeps every character of deeply nested marks, with the tree kept shallow', () => {
    const source = `${'*a **b '.repeat(40)}c${' b** a*'.repeat(40)}`;
    const [block] = parseMarkdown(source);
    const depth = (nodes: readonly Inline[]): number =>
      Math.max(0, ...nodes.map((node) => ('children' in node ? 1 + depth(node.children) : 0)));
    if (block?.type !== 'paragraph') throw new Error('expected a paragraph');
    expect(depth(block.content)).toBeLessThanOrEqual(5);
    const letters = (nodes: readonly Inline[]): string =>
      nodes
        .map((node) => (node.type === 'text' ? node.text : 'children' in node ? letters(node.children) : ''))
        .join('');
    expect(letters(block.content).replace(/[^abc]/g, '')).toBe(source.replace(/[^abc]/g, ''));
  });

  // Each is 50,000 characters or more of what makes a backtracking parser slow; a linear one reads them
  // in milliseconds, a quadratic one in seconds or minutes.
  const HOSTILE: [string, string][] = [
    ['stars', '*'.repeat(50_000)],
    ['opening brackets', '['.repeat(50_000)],
    ['unclosed links', '[a]('.repeat(12_500)],
    ['empty links that never close', '[](x'.repeat(12_500)],
    ['alternating marks', '*a _b '.repeat(8_400)],
    ['nested marks', `${'*a **b '.repeat(3_600)}${' b** a*'.repeat(3_600)}`],
    ['brackets then links', `${'[x'.repeat(4_000)}${'](/a)'.repeat(8_400)}`],
    ['backslashes', '\\'.repeat(50_000)],
    ['spaces before a letter', `${' '.repeat(50_000)}x`],
    ['hashes', '#'.repeat(50_000)],
    ['a wide table row', `${'|'.repeat(25_000)}\n${'-|'.repeat(12_500)}`],
    ['a long table', `a|b\n-|-\n${'|\n'.repeat(25_000)}`],
    ['many list items', '- a\n  - b\n'.repeat(5_000)],
    ['pipes and dashes', '|-'.repeat(25_000)],
  ];

  it.each(HOSTILE)('reads %s in linear time', (_name, source) => {
    const started = performance.now();
    const blocks = parseMarkdown(source);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(blocks.length).toBeGreaterThan(0);
  });
});
