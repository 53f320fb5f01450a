import * as icons from '@/shared/components/icons';
import { useT } from '@/shared/i18n/useT';
import { Icon } from '@/shared/components/Icon';
import type { GuideBlock, Translator } from './guideTypes';
import { guideMessages } from './messages';

/** Lays out one block of guide text; every string comes from the guide's catalogue through `t`. */
export function GuideBlockView<K extends string>({ block, t }: { block: GuideBlock<K>; t: Translator<K> }) {
  const tGuide = useT(guideMessages);
  switch (block.kind) {
    case 'paragraph':
      return <p>{t(block.text)}</p>;
    case 'list':
      return (
        <ul className="guide-list">
          {block.items.map((item) => (
            <li key={item}>{t(item)}</li>
          ))}
        </ul>
      );
    case 'steps':
      return (
        <ol className="guide-steps">
          {block.items.map((item) => (
            <li key={item}>{t(item)}</li>
          ))}
        </ol>
      );
    case 'facts':
      return (
        <dl className="guide-facts">
          {block.items.map((item) => (
            <div key={item.term} className="guide-fact">
              <dt>{t(item.term)}</dt>
              <dd>{t(item.detail)}</dd>
            </div>
          ))}
        </dl>
      );
    case 'caveat':
      return (
        <p className="guide-caveat">
          <Icon path={icons.info} size={20} className="flex-shrink-0 mt-1" />
          <span>
            <strong>{tGuide('block.caveat')}</strong> {t(block.text)}
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
              <p>{t(item.answer)}</p>
            </div>
          ))}
        </div>
      );
  }
}
