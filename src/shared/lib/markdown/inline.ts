import { safeHref } from './links';
import type { Inline } from './types';

/**
 * Inline marks: *emphasis*, **strong** (also with _), [links](address), backslash escapes and line breaks.
 *
 * It follows CommonMark's delimiter-stack algorithm (spec.commonmark.org, "phase 2: inline structure"),
 * which looks at each character a bounded number of times: no regular expression backtracks over what a
 * writer typed, so 50,000 stray `*` or `[` cost what 50,000 letters do.
 */

/** Marks nested deeper than this become their plain text, so hostile input cannot build a tree deep enough to overflow a renderer's stack. */
const MAX_DEPTH = 4;

interface Node {
  value: Inline;
  /** How deeply marks nest inside this node (text 0, a mark around text 1). */
  depth: number;
  prev: Node | null;
  next: Node | null;
}

type DelimiterChar = '*' | '_';

/** A run of * or _ that may open or close a mark, kept until its partner is found (or not). */
interface Delimiter {
  node: Node & { value: { type: 'text'; text: string } };
  char: DelimiterChar;
  /** How many of its characters are still unmatched. */
  count: number;
  canOpen: boolean;
  canClose: boolean;
  prev: Delimiter | null;
  next: Delimiter | null;
}

/** A `[` that a later `](address)` may turn into a link. */
interface Bracket {
  node: Node;
  /** The delimiter stack's top when it was seen: marks inside the link text are those above it. */
  delimiters: Delimiter | null;
  /** False once a link has formed after it: links do not nest. */
  active: boolean;
  prev: Bracket | null;
}

const ASCII_PUNCTUATION = /^[!-/:-@[-`{-~]$/;
const PUNCTUATION = /^[\p{P}\p{S}]$/u;
const WHITESPACE = /^\s$/;

const isSpecial = (char: string) =>
  char === '\\' || char === '\n' || char === '*' || char === '_' || char === '[' || char === ']';

/** Parses the text of one block (its lines already trimmed and joined with "\n") into inline nodes. */
export function parseInline(source: string): Inline[] {
  // Most table cells and many lines hold no mark at all: no need to build the parser's state for them.
  if (!/[\\\n*_[\]]/.test(source)) return source === '' ? [] : [{ type: 'text', text: source }];
  let head: Node | null = null;
  let tail: Node | null = null;
  let delimiters: Delimiter | null = null;
  let brackets: Bracket | null = null;
  let stops: Int32Array | null = null;

  function append(value: Inline, depth = 0): Node {
    const node: Node = { value, depth, prev: tail, next: null };
    if (tail) tail.next = node;
    else head = node;
    tail = node;
    return node;
  }

  function unlink(node: Node) {
    if (node.prev) node.prev.next = node.next;
    else head = node.next;
    if (node.next) node.next.prev = node.prev;
    else tail = node.prev;
  }

  function insertAfter(ref: Node, node: Node) {
    node.prev = ref;
    node.next = ref.next;
    if (ref.next) ref.next.prev = node;
    else tail = node;
    ref.next = node;
  }

  function removeDelimiter(delimiter: Delimiter) {
    if (delimiter.prev) delimiter.prev.next = delimiter.next;
    if (delimiter.next) delimiter.next.prev = delimiter.prev;
    else delimiters = delimiter.prev;
  }

  /** Moves the nodes strictly between `from` and `to` out of the list, as an inline array. */
  function takeBetween(from: Node, to: Node | null): { children: Inline[]; depth: number } {
    const taken: Inline[] = [];
    let depth = 0;
    for (let node = from.next; node && node !== to; node = node.next) {
      taken.push(node.value);
      depth = Math.max(depth, node.depth);
    }
    from.next = to;
    if (to) to.prev = from;
    else tail = from;
    return { children: mergeText(taken), depth };
  }

  /** For each position, the next whitespace, "(" or ")": finds a link's address without rescanning. */
  function nextStop(index: number): number {
    if (!stops) {
      stops = new Int32Array(source.length);
      let next = source.length;
      for (let i = source.length - 1; i >= 0; i -= 1) {
        const char = source.charAt(i);
        if (char === '(' || char === ')' || WHITESPACE.test(char)) next = i;
        stops[i] = next;
      }
    }
    // From the end of the text on, there is none: the end stands for it.
    return stops[index] ?? source.length;
  }

  /** The address of `(address)` starting at `open`, allowing one pair of parentheses inside it. */
  function linkDestination(open: number): { href: string; end: number } | null {
    if (source.charAt(open) !== '(') return null;
    let close = nextStop(open + 1);
    if (source.charAt(close) === '(') {
      const inner = nextStop(close + 1);
      if (source.charAt(inner) !== ')') return null;
      close = nextStop(inner + 1);
    }
    if (source.charAt(close) !== ')') return null;
    const href = safeHref(source.slice(open + 1, close));
    return href === null ? null : { href, end: close + 1 };
  }

  function processEmphasis(bottom: Delimiter | null) {
    const openersBottom: Record<DelimiterChar, Delimiter | null> = { '*': bottom, _: bottom };
    let closer: Delimiter | null = null;
    for (let d = delimiters; d && d !== bottom; d = d.prev) closer = d;

    while (closer) {
      if (!closer.canClose) {
        closer = closer.next;
        continue;
      }
      let opener = closer.prev;
      while (opener && opener !== bottom && opener !== openersBottom[closer.char]) {
        if (opener.char === closer.char && opener.canOpen) break;
        opener = opener.prev;
      }
      if (!opener || opener === bottom || opener === openersBottom[closer.char]) {
        // No partner below: remember that, so the next closer of this kind does not search again.
        const unmatched: Delimiter = closer;
        closer = closer.next;
        openersBottom[unmatched.char] = unmatched.prev;
        if (!unmatched.canOpen) removeDelimiter(unmatched);
        continue;
      }

      const used = closer.count >= 2 && opener.count >= 2 ? 2 : 1;
      const marks = opener.node.value.text.slice(-used);
      opener.count -= used;
      closer.count -= used;
      opener.node.value.text = opener.node.value.text.slice(0, -used);
      closer.node.value.text = closer.node.value.text.slice(used);
      const { children, depth } = takeBetween(opener.node, closer.node);
      const wrapper: Node =
        depth + 1 > MAX_DEPTH
          ? {
              value: { type: 'text', text: marks + inlineText(children) + marks },
              depth: 0,
              prev: null,
              next: null,
            }
          : {
              value: { type: used === 2 ? 'strong' : 'emphasis', children },
              depth: depth + 1,
              prev: null,
              next: null,
            };
      insertAfter(opener.node, wrapper);
      // The delimiters between the two are plain text now: a mark cannot close across another's edge.
      opener.next = closer;
      closer.prev = opener;

      if (opener.count === 0) {
        removeDelimiter(opener);
        unlink(opener.node);
      }
      if (closer.count === 0) {
        const next: Delimiter | null = closer.next;
        removeDelimiter(closer);
        unlink(closer.node);
        closer = next;
      }
    }
    while (delimiters && delimiters !== bottom) removeDelimiter(delimiters);
  }

  function closeBracket(position: number): number {
    const opener = brackets;
    if (!opener) {
      append({ type: 'text', text: ']' });
      return position + 1;
    }
    brackets = opener.prev;
    const destination = opener.active && opener.node.next ? linkDestination(position + 1) : null;
    if (!destination) {
      append({ type: 'text', text: ']' });
      return position + 1;
    }
    processEmphasis(opener.delimiters);
    const { children, depth } = takeBetween(opener.node, null);
    unlink(opener.node);
    append({ type: 'link', href: destination.href, children }, depth + 1);
    // Links do not nest: no earlier "[" may now close around this one. The inactive ones are always the
    // bottom of the stack, so the walk stops at the first it meets.
    for (let earlier = brackets; earlier && earlier.active; earlier = earlier.prev) earlier.active = false;
    return destination.end;
  }

  function delimiterRun(position: number): number {
    const char = source.charAt(position) as DelimiterChar;
    let end = position;
    while (source.charAt(end) === char) end += 1;
    const before = position === 0 ? '\n' : source.charAt(position - 1);
    const after = end >= source.length ? '\n' : source.charAt(end);
    const spaceBefore = WHITESPACE.test(before);
    const spaceAfter = WHITESPACE.test(after);
    const punctuationBefore = PUNCTUATION.test(before);
    const punctuationAfter = PUNCTUATION.test(after);
    const leftFlanking = !spaceAfter && (!punctuationAfter || spaceBefore || punctuationBefore);
    const rightFlanking = !spaceBefore && (!punctuationBefore || spaceAfter || punctuationAfter);
    // An underscore inside a word (snake_case, a URL) is a letter, not a mark.
    const canOpen = char === '*' ? leftFlanking : leftFlanking && (!rightFlanking || punctuationBefore);
    const canClose = char === '*' ? rightFlanking : rightFlanking && (!leftFlanking || punctuationAfter);
    const node = append({ type: 'text', text: source.slice(position, end) }) as Delimiter['node'];
    if (canOpen || canClose) {
      const delimiter: Delimiter = {
        node,
        char,
        count: end - position,
        canOpen,
        canClose,
        prev: delimiters,
        next: null,
      };
      if (delimiters) delimiters.next = delimiter;
      delimiters = delimiter;
    }
    return end;
  }

  let position = 0;
  while (position < source.length) {
    const char = source.charAt(position);
    if (char === '\\') {
      const next = source.charAt(position + 1);
      const escaped = ASCII_PUNCTUATION.test(next);
      append({ type: 'text', text: escaped ? next : '\\' });
      position += escaped ? 2 : 1;
    } else if (char === '\n') {
      append({ type: 'break' });
      position += 1;
    } else if (char === '*' || char === '_') {
      position = delimiterRun(position);
    } else if (char === '[') {
      const node = append({ type: 'text', text: '[' });
      brackets = { node, delimiters, active: true, prev: brackets };
      position += 1;
    } else if (char === ']') {
      position = closeBracket(position);
    } else {
      let end = position + 1;
      while (end < source.length && !isSpecial(source.charAt(end))) end += 1;
      append({ type: 'text', text: source.slice(position, end) });
      position = end;
    }
  }
  processEmphasis(null);

  const result: Inline[] = [];
  // The closures above reassign head, which TypeScript's flow analysis does not follow.
  for (let node = head as Node | null; node; node = node.next) result.push(node.value);
  return mergeText(result);
}

/** Joins neighbouring text nodes and drops empty ones (left where delimiters were used up). */
function mergeText(nodes: Inline[]): Inline[] {
  const merged: Inline[] = [];
  for (const node of nodes) {
    if (node.type !== 'text') merged.push(node);
    else if (node.text === '') continue;
    else {
      const last = merged[merged.length - 1];
      if (last?.type === 'text') merged[merged.length - 1] = { type: 'text', text: last.text + node.text };
      else merged.push({ type: 'text', text: node.text });
    }
  }
  return merged;
}

/** The text a reader sees of some inline nodes: marks removed, a link's words without its address. */
export function inlineText(nodes: readonly Inline[], lineBreak = '\n'): string {
  let text = '';
  for (const node of nodes) {
    if (node.type === 'text') text += node.text;
    else if (node.type === 'break') text += lineBreak;
    else text += inlineText(node.children, lineBreak);
  }
  return text;
}
