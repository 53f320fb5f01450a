import { Fragment } from 'react';
import type { TextPart } from './highlight';

/** Text with its matched words marked; every part is rendered as text, so a query can never inject markup. */
export function HighlightedText({ parts }: { parts: readonly TextPart[] }) {
  return parts.map((part, index) =>
    // Parts never move, so their position is a stable key.
    part.match ? <mark key={index}>{part.text}</mark> : <Fragment key={index}>{part.text}</Fragment>,
  );
}
