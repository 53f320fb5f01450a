import { parseInline } from './inline';
import { headingLine, indentOf, isBlank, listMarker, type ListMarker } from './lines';
import { fitRow, splitRow, tableStart } from './tables';
import type { Align, Block, ListBlock } from './types';

/**
 * Parses an article body written in the site's small Markdown subset:
 *
 * - headings (`#`, `##` → h2; `###` → h3), paragraphs, and a line break wherever the writer pressed
 *   Enter (as in GitHub comments: staff write in a text box, not a code editor);
 * - bulleted (`-`, `*`, `+`) and numbered (`1.`, `1)`) lists, with one level of nesting (indent by two);
 * - `*emphasis*`, `**strong**`, `[links](https://…)` to https:, http:, mailto:, tel: or a path on this
 *   site (anything else stays as typed);
 * - GitHub-style pipe tables.
 *
 * There is no raw HTML: `<b>` is four characters of text. It runs in time linear in the input.
 */
export function parseMarkdown(source: string): Block[] {
  // As CommonMark does: a NUL character is replaced, never passed on to a page.
  const lines = source
    .split('\u0000')
    .join('\uFFFD')
    .split(/\r\n?|\n/);
  const blocks: Block[] = [];
  let i = 0;
  // Line by line; each block moves `i` past its lines, and the end of the lines reads as undefined.
  for (let line = lines[i]; line !== undefined; line = lines[i]) {
    if (isBlank(line)) {
      i += 1;
      continue;
    }
    const heading = headingLine(line);
    if (heading) {
      blocks.push({ type: 'heading', level: heading.level, content: parseInline(heading.text) });
      i += 1;
      continue;
    }
    const table = tableStart(line, lines[i + 1]);
    if (table) {
      i = parseTable(lines, i, table.head, table.align, blocks);
      continue;
    }
    const marker = listMarker(line);
    if (marker) {
      i = parseList(lines, i, marker, blocks);
      continue;
    }
    const text = [line.trim()];
    i += 1;
    for (
      let next = lines[i];
      next !== undefined && !isBlank(next) && !startsBlock(next, lines[i + 1]);
      next = lines[i]
    ) {
      text.push(next.trim());
      i += 1;
    }
    blocks.push({ type: 'paragraph', content: parseInline(text.join('\n')) });
  }
  return blocks;
}

/**
 * Whether `line` (followed by `next`) ends the paragraph above it by starting another block. As in
 * CommonMark, a numbered item interrupts a paragraph only when it is "1.": "2019. was a good year" is a
 * sentence.
 */
function startsBlock(line: string, next: string | undefined): boolean {
  if (headingLine(line) || tableStart(line, next)) return true;
  const marker = listMarker(line);
  return marker !== null && marker.text !== '' && (!marker.ordered || marker.number === 1);
}

function parseTable(lines: string[], i: number, head: string[], align: Align[], blocks: Block[]): number {
  const rows = [];
  let row = i + 2;
  for (
    let line = lines[row];
    line !== undefined && !isBlank(line) && line.includes('|') && !headingLine(line);
    line = lines[++row]
  ) {
    rows.push(fitRow(splitRow(line), align.length).map(parseInline));
  }
  blocks.push({ type: 'table', align, head: head.map(parseInline), rows });
  return row;
}

interface DraftList {
  ordered: boolean;
  start: number;
  /** Each item's lines of text, joined with line breaks once the list is complete. */
  items: { lines: string[]; nested: DraftList | null }[];
}

/**
 * A list from line `i`: items at the first item's indent, and items indented two or more beyond it as
 * one nested list under the item above (deeper ones join that nested list: one level is the subset's
 * limit). Other lines continue the item above; a blank line ends the list unless an item or an indented
 * line follows it.
 */
function parseList(lines: string[], i: number, first: ListMarker, blocks: Block[]): number {
  const base = first.indent;
  const list: DraftList = { ordered: first.ordered, start: first.number, items: [] };
  for (let line = lines[i]; line !== undefined; line = lines[i]) {
    if (isBlank(line)) {
      let next = i + 1;
      let after = lines[next];
      while (after !== undefined && isBlank(after)) after = lines[++next];
      if (after === undefined) {
        i = next;
        break;
      }
      const marker = listMarker(after);
      const continues = marker
        ? marker.indent >= base + 2 || marker.ordered === list.ordered
        : indentOf(after) >= base + 2;
      if (!continues) break;
      i = next;
      continue;
    }
    const marker = listMarker(line);
    const last = list.items[list.items.length - 1];
    if (marker && (marker.indent < base + 2 || !last)) {
      if (last && marker.ordered !== list.ordered) break; // "- a" then "1. b": a new list begins
      list.items.push({ lines: [marker.text], nested: null });
    } else if (!last || headingLine(line) || tableStart(line, lines[i + 1])) {
      break;
    } else if (marker) {
      last.nested ??= { ordered: marker.ordered, start: marker.number, items: [] };
      last.nested.items.push({ lines: [marker.text], nested: null });
    } else {
      const nested = last.nested?.items[last.nested.items.length - 1];
      (nested ?? last).lines.push(line.trim());
    }
    i += 1;
  }
  blocks.push(finishList(list));
  return i;
}

function finishList(draft: DraftList): ListBlock {
  return {
    type: 'list',
    ordered: draft.ordered,
    start: draft.start,
    items: draft.items.map((item) => ({
      content: parseInline(item.lines.filter((line) => line !== '').join('\n')),
      list: item.nested ? finishList(item.nested) : null,
    })),
  };
}
