import type { DiffPart, FoldedPart } from '@/shared/lib/textDiff';
import { useT } from '@/shared/i18n/useT';
import { historyMessages } from './messages';
import './history.css';

/**
 * A comparison as a person reads it: removed words struck through inside <del>, added words underlined
 * inside <ins>, each tinted too but never told by colour alone, and each announced in words ("removed:
 * … end of removed text") since screen readers do not reliably say what <del> and <ins> mean. A folded
 * stretch of unchanged lines opens to show them. Everything is rendered as text.
 */
export function DiffView({ parts }: { parts: (DiffPart | FoldedPart)[] }) {
  const t = useT(historyMessages);
  return (
    <div className="history-diff">
      {parts.map((part, i) => {
        switch (part.kind) {
          case 'same':
            return <span key={i}>{part.text}</span>;
          case 'removed':
            return (
              <del key={i}>
                <span className="visually-hidden">{t('diff.removed')} </span>
                {part.text}
                <span className="visually-hidden"> {t('diff.removedEnd')}</span>
              </del>
            );
          case 'added':
            return (
              <ins key={i}>
                <span className="visually-hidden">{t('diff.added')} </span>
                {part.text}
                <span className="visually-hidden"> {t('diff.addedEnd')}</span>
              </ins>
            );
          case 'folded':
            return (
              <details key={i} className="history-diff-fold">
                <summary>{t('diff.folded', { count: part.lines.length })}</summary>
                {part.lines.join('\n')}
              </details>
            );
        }
      })}
    </div>
  );
}
