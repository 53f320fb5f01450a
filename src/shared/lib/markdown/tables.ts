import type { Align } from './types';

/**
 * GitHub-style pipe tables: a header row, a delimiter row (|---|:--:|), then body rows.
 * A table wider than this is taken as text: a few dozen columns is already unreadable on a phone, and
 * the limit keeps the cells a body row is padded to in proportion to what was typed.
 */
export const MAX_TABLE_COLUMNS = 20;

/** The cells of a table row, split at each "|" that no backslash escapes; outer pipes are optional. */
export function splitRow(line: string): string[] {
  let text = line.trim();
  if (text.startsWith('|')) text = text.slice(1);
  if (text.endsWith('|') && !text.endsWith('\\|')) text = text.slice(0, -1);
  const cells: string[] = [];
  let cell = '';
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charAt(i);
    if (char === '\\' && text.charAt(i + 1) === '|') {
      // The escape belongs to the table, not to the cell's inline text.
      cell += '|';
      i += 1;
    } else if (char === '|') {
      cells.push(cell.trim());
      cell = '';
    } else {
      cell += char;
    }
  }
  cells.push(cell.trim());
  return cells;
}

/** The alignment of each column if `line` is a delimiter row, else null. */
export function delimiterRow(line: string): Align[] | null {
  if (!line.includes('-')) return null;
  const cells = splitRow(line);
  const align: Align[] = [];
  for (const cell of cells) {
    const left = cell.startsWith(':');
    const right = cell.length > 1 && cell.endsWith(':');
    const dashes = cell.slice(left ? 1 : 0, right ? -1 : undefined);
    if (dashes === '' || !/^-+$/.test(dashes)) return null;
    align.push(left && right ? 'center' : right ? 'right' : left ? 'left' : null);
  }
  return align;
}

/** The header cells and alignments when `line` and `next` begin a table, else null. */
export function tableStart(
  line: string,
  next: string | undefined,
): { head: string[]; align: Align[] } | null {
  if (next === undefined || !line.includes('|')) return null;
  const align = delimiterRow(next);
  if (!align || align.length > MAX_TABLE_COLUMNS) return null;
  const head = splitRow(line);
  return head.length === align.length ? { head, align } : null;
}

/** A body row cut or padded to the table's width, as GitHub does. */
export function fitRow(cells: string[], width: number): string[] {
  const fitted = cells.slice(0, width);
  while (fitted.length < width) fitted.push('');
  return fitted;
}
