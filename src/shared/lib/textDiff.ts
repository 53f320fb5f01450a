import { itemAt } from './itemAt';

/**
 * What changed between two versions of a text, word by word, for a person to read (the content
 * history's comparison). Lines are compared first and only the changed lines word by word, so a
 * 50,000-character body with a few edits takes a few thousand steps rather than a word-by-word search
 * over the whole text.
 */

export type DiffKind = 'same' | 'removed' | 'added';

/** A stretch of text that is in both versions, only in the earlier one, or only in the later one. */
export interface DiffPart {
  kind: DiffKind;
  text: string;
}

/** Counts the comparison's steps (tokens compared, diagonals tried): what the tests bound. */
export interface DiffMeter {
  steps: number;
}

/**
 * The most steps one search for the smallest change may take. Two long texts with little in common would
 * otherwise take seconds (the search grows with their length times the number of differences); past it
 * the stretch is shown as removed whole and added whole, which is what it nearly is anyway.
 */
export const DIFF_STEP_BUDGET = 1_000_000;

/**
 * The smallest list of edits turning `a` into `b`, one per token (Myers 1986, "An O(ND) Difference
 * Algorithm"), or null past DIFF_STEP_BUDGET. Keeps the furthest point of each diagonal per round (the
 * rounds' slices take D² numbers, which the budget caps) to walk back the path found.
 */
function shortestEdits(a: readonly number[], b: readonly number[], meter: DiffMeter): DiffKind[] | null {
  const n = a.length;
  const m = b.length;
  if (n === 0) return new Array<DiffKind>(m).fill('added');
  if (m === 0) return new Array<DiffKind>(n).fill('removed');
  const max = n + m;
  const offset = max + 1;
  const furthest = new Int32Array(2 * max + 3);
  const rounds: Int32Array[] = [];
  // The furthest x reached on diagonal k (x - y = k): an index inside `furthest` by construction.
  const reached = (k: number) => itemAt(furthest, offset + k);
  const start = meter.steps;
  for (let d = 0; d <= max; d++) {
    rounds.push(furthest.slice(offset - d, offset + d + 1));
    for (let k = -d; k <= d; k += 2) {
      const down = k === -d || (k !== d && reached(k - 1) < reached(k + 1));
      const entered = down ? reached(k + 1) : reached(k - 1) + 1;
      let x = entered;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      meter.steps += 1 + x - entered;
      if (meter.steps - start > DIFF_STEP_BUDGET) return null;
      furthest[offset + k] = x;
      if (x >= n && y >= m) return walkBack(rounds, d, n, m);
    }
  }
  return null; // not reached: d = n + m always ends the search
}

/** The edits of the path that reached (n, m) in round `last`, from the start. */
function walkBack(rounds: Int32Array[], last: number, n: number, m: number): DiffKind[] {
  const edits: DiffKind[] = [];
  let x = n;
  let y = m;
  for (let d = last; d > 0; d--) {
    const before = itemAt(rounds, d);
    const at = (k: number) => itemAt(before, k + d);
    const k = x - y;
    const down = k === -d || (k !== d && at(k - 1) < at(k + 1));
    const fromK = down ? k + 1 : k - 1;
    const fromX = at(fromK);
    const fromY = fromX - fromK;
    // Back along the diagonal to where this round's one edit (a step down or right) ended.
    const editEnd = down ? fromX : fromX + 1;
    while (x > editEnd) {
      edits.push('same');
      x--;
      y--;
    }
    edits.push(down ? 'added' : 'removed');
    x = fromX;
    y = fromY;
  }
  for (; x > 0; x--) edits.push('same');
  return edits.reverse();
}

/** The edits between two token lists, the common start and end taken off first (the usual case: a few edits). */
function editsBetween(a: readonly number[], b: readonly number[], meter: DiffMeter): DiffKind[] | null {
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (
    tail < a.length - head &&
    tail < b.length - head &&
    a[a.length - 1 - tail] === b[b.length - 1 - tail]
  )
    tail++;
  meter.steps += head + tail;
  const middle = shortestEdits(a.slice(head, a.length - tail), b.slice(head, b.length - tail), meter);
  if (!middle) return null;
  return [...new Array<DiffKind>(head).fill('same'), ...middle, ...new Array<DiffKind>(tail).fill('same')];
}

/** Gives each distinct string one number, so the search compares numbers. */
function interned(...lists: string[][]): number[][] {
  const ids = new Map<string, number>();
  return lists.map((list) =>
    list.map((token) => {
      let id = ids.get(token);
      if (id === undefined) ids.set(token, (id = ids.size));
      return id;
    }),
  );
}

/** Words (letters with their accents, digits), runs of spaces, and each other character on its own. */
const TOKEN = /[\p{L}\p{M}\p{N}_]+|\s+|[^\p{L}\p{M}\p{N}_\s]/gu;
const tokens = (text: string) => text.match(TOKEN) ?? [];
const isSpace = (token: string) => /^\s+$/.test(token);
/** Lines with their "\n", so the lines joined give the text back exactly. */
const lines = (text: string) => text.match(/[^\n]*\n|[^\n]+/g) ?? [];

/** The whole of `before` removed and the whole of `after` added. */
const replacedWhole = (before: string, after: string): DiffPart[] => {
  const parts: DiffPart[] = [];
  push(parts, 'removed', before);
  push(parts, 'added', after);
  return parts;
};

/** Appends a part, joined to the last one when it is of the same kind. */
function push(parts: DiffPart[], kind: DiffKind, text: string) {
  if (!text) return;
  const last = parts[parts.length - 1];
  if (last?.kind === kind) last.text += text;
  else parts.push({ kind, text });
}

/**
 * Word by word. Within a run of changes the removed words come first, then the added ones; a space
 * between two changed words is counted as changed too, so "the fee is 5,000" → "the cost is 6,000"
 * reads as whole phrases replaced rather than word, space, word alternating.
 */
export function diffWords(before: string, after: string, meter: DiffMeter = { steps: 0 }): DiffPart[] {
  const a = tokens(before);
  const b = tokens(after);
  const [ia, ib] = interned(a, b) as [number[], number[]];
  const edits = editsBetween(ia, ib, meter);
  if (!edits) return replacedWhole(before, after);
  const parts: DiffPart[] = [];
  let x = 0;
  let y = 0;
  let removed = '';
  let added = '';
  const flush = () => {
    push(parts, 'removed', removed);
    push(parts, 'added', added);
    removed = added = '';
  };
  for (const [i, edit] of edits.entries()) {
    if (edit === 'removed') removed += itemAt(a, x++);
    else if (edit === 'added') added += itemAt(b, y++);
    else {
      const token = itemAt(a, x);
      const inChange =
        (removed || added) && isSpace(token) && edits[i + 1] !== undefined && edits[i + 1] !== 'same';
      if (inChange) {
        removed += token;
        added += itemAt(b, y);
      } else {
        flush();
        push(parts, 'same', token);
      }
      x++;
      y++;
    }
  }
  flush();
  return parts;
}

/**
 * Line by line, then word by word within each run of changed lines: what a body's comparison shows.
 * Lines kept whole stay `same`; the parts, read in order, give back both texts (same + removed is
 * `before`, same + added is `after`).
 */
export function diffText(before: string, after: string, meter: DiffMeter = { steps: 0 }): DiffPart[] {
  if (before === after) return before ? [{ kind: 'same', text: before }] : [];
  const a = lines(before);
  const b = lines(after);
  const [ia, ib] = interned(a, b) as [number[], number[]];
  const edits = editsBetween(ia, ib, meter);
  // Lines with so little in common that the search gave up: word by word would give up too.
  if (!edits) return replacedWhole(before, after);
  const parts: DiffPart[] = [];
  let x = 0;
  let y = 0;
  let removed: string[] = [];
  let added: string[] = [];
  const flush = () => {
    if (removed.length || added.length)
      for (const part of diffWords(removed.join(''), added.join(''), meter))
        push(parts, part.kind, part.text);
    removed = [];
    added = [];
  };
  for (const edit of edits) {
    if (edit === 'removed') removed.push(itemAt(a, x++));
    else if (edit === 'added') added.push(itemAt(b, y++));
    else {
      flush();
      push(parts, 'same', itemAt(a, x++));
      y++;
    }
  }
  flush();
  return parts;
}

/** A run of unchanged lines shown as "… N unchanged lines …" (open to read them). */
export interface FoldedPart {
  kind: 'folded';
  /** The lines, each without its "\n". */
  lines: string[];
}

/**
 * Folds the middle of each long unchanged stretch, keeping `context` lines next to every change, so a
 * reader of a long body sees the changes, not pages of what stayed. A stretch is folded only when that
 * hides at least two lines.
 */
export function foldUnchanged(parts: DiffPart[], context = 3): (DiffPart | FoldedPart)[] {
  if (!parts.some((part) => part.kind !== 'same')) return parts;
  return parts.flatMap((part, i): (DiffPart | FoldedPart)[] => {
    if (part.kind !== 'same') return [part];
    // The first piece ends the line a change is on (or is the text's first line), the last starts the
    // line of the next change; the pieces between are whole lines.
    const changeBefore = i > 0;
    const changeAfter = i < parts.length - 1;
    // A text's last "\n" starts no line: it is not counted among the folded ones.
    const pieces = (changeAfter ? part.text : part.text.replace(/\n$/, '')).split('\n');
    const keepHead = changeBefore ? 1 + context : 0;
    const keepTail = changeAfter ? 1 + context : 0;
    const hidden = pieces.length - keepHead - keepTail;
    if (hidden < 2) return [part];
    const head = pieces.slice(0, keepHead).join('\n');
    const tail = pieces.slice(pieces.length - keepTail).join('\n');
    return [
      ...(keepHead ? [{ kind: 'same' as const, text: `${head}\n` }] : []),
      { kind: 'folded' as const, lines: pieces.slice(keepHead, pieces.length - keepTail) },
      ...(keepTail ? [{ kind: 'same' as const, text: tail }] : []),
    ];
  });
}
