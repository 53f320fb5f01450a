import type { ReactNode } from 'react';
import * as icons from '@/shared/components/icons';
import { useT } from '@/shared/i18n/useT';
import { Icon } from '@/shared/components/Icon';
import type { DialCodes, GuideBlock, Translator } from './guideTypes';
import { guidesMessages } from './messages';

/**
 * A phone short code as a tap-to-dial link. In a URI `#` starts the fragment, so it is written %23 or the
 * phone would dial the code without it; the visible text stays the code as the reader types it.
 */
function DialLink({ code }: { code: string }) {
  return (
    <a href={`tel:${encodeURIComponent(code)}`} className="text-nowrap fw-semibold">
      {code}
    </a>
  );
}

/** Translated text with each of the block's dial-code placeholders ({shortCode}) as a DialLink. */
function withDialLinks(text: string, dial: DialCodes | undefined): ReactNode {
  if (!dial) return text;
  // split() with a capture group alternates text and placeholder names: odd indexes are names.
  return text.split(/\{(\w+)\}/).map((part, index) => {
    if (index % 2 === 0) return part;
    const code = dial[part];
    return code ? <DialLink key={index} code={code} /> : `{${part}}`;
  });
}

/** Lays out one block of guide text; every string comes from the guide's catalogue through `t`. */
export function GuideBlockView<K extends string>({ block, t }: { block: GuideBlock<K>; t: Translator<K> }) {
  const tGuide = useT(guidesMessages);
  // Headings stay plain text; the text under them may name a code to dial.
  const text = (key: K) => withDialLinks(t(key), block.dial);
  switch (block.kind) {
    case 'paragraph':
      return <p>{text(block.text)}</p>;
    case 'list':
      return (
        <ul className={block.checklist ? 'guide-list guide-checklist' : 'guide-list'}>
          {block.items.map((item) => (
            <li key={item}>{text(item)}</li>
          ))}
        </ul>
      );
    case 'steps':
      return (
        <ol className="guide-steps">
          {block.items.map((item) => (
            <li key={item}>{text(item)}</li>
          ))}
        </ol>
      );
    case 'facts':
      return (
        <dl className="guide-facts">
          {block.items.map((item) => (
            <div key={item.term} className="guide-fact">
              <dt>{t(item.term)}</dt>
              <dd>{text(item.detail)}</dd>
            </div>
          ))}
        </dl>
      );
    case 'caveat':
      return (
        <p className="guide-caveat">
          <Icon path={icons.info} size={20} className="flex-shrink-0 mt-1" />
          <span>
            <strong>{tGuide('block.caveat')}</strong> {text(block.text)}
          </span>
        </p>
      );
    case 'faqs':
      // Questions as headings, answers always shown: screen-reader users can jump from question to
      // question, and nobody has to open a panel inside a tab to read an answer.
      return (
        <div>
          {block.items.map((item) => (
            <div key={item.question} className="guide-faq">
              <h3 className="h6 fw-bold mb-1">{t(item.question)}</h3>
              <p>{text(item.answer)}</p>
            </div>
          ))}
        </div>
      );
  }
}
