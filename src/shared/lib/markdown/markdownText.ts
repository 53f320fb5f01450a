import { inlineText } from './inline';
import { parseMarkdown } from './parseMarkdown';
import type { Block, ListBlock } from './types';

/**
 * The text a reader sees in an article body, without its marks: for the site search and for page
 * descriptions. Blocks are separated by a blank line, list items and line breaks by a newline, table
 * cells by a tab; a link keeps its words, not its address.
 */
export function markdownText(source: string): string {
  return blocksText(parseMarkdown(source));
}

/** The plain text of blocks already parsed (see markdownText). */
export function blocksText(blocks: readonly Block[]): string {
  return blocks.map(blockText).join('\n\n');
}

function blockText(block: Block): string {
  switch (block.type) {
    case 'heading':
    case 'paragraph':
      return inlineText(block.content);
    case 'list':
      return listText(block);
    case 'table':
      return [block.head, ...block.rows]
        .map((row) => row.map((cell) => inlineText(cell)).join('\t'))
        .join('\n');
  }
}

function listText(list: ListBlock): string {
  return list.items
    .map((item) =>
      item.list ? `${inlineText(item.content)}\n${listText(item.list)}` : inlineText(item.content),
    )
    .join('\n');
}
