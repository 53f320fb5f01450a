import type { DiffPart, FoldedPart } from '@/shared/lib/textDiff';
import { useT } from '@/shared/i18n/useT';
import { contentHistoryMessages } from './messages';
import './history.css';

/**
 * A comparison as a person reads it: removed words struck through inside <del>, added words underlined
 * inside <ins>, each tinted too but never told by colour alone, and each announced in words ("removed:
 * … end of removed text") since screen readers do not reliably say what <del> and <ins> mean. A folded
 * stretch of unchanged lines opens to show them. Everything is rendered as text.
 */
export function DiffView({ parts }: { parts: (DiffPart | FoldedPart)[] }) {
  const t = useT(contentHistoryMessages);
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
                <Changed text={part.text} />
                <span className="visually-hidden"> {t('diff.removedEnd')}</span>
              </del>
            );
          case 'added':
            return (
              <ins key={i}>
                <span className="visually-hidden">{t('diff.added')} </span>
                <Changed text={part.text} />
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

/**
 * Removed or added text. Only spaces or line breaks (a paragraph split or joined) would show nothing to
 * strike or underline, so they get a visible mark, ¶ or ␣, and a name for screen readers.
 */
function Changed({ text }: { text: string }) {
  const t = useT(contentHistoryMessages);
  if (/\S/.test(text)) return text;
  const lineBreak = text.includes('\n');
  return (
    <>
      <span className="history-diff-mark" aria-hidden="true">
        {lineBreak ? '¶' : '␣'}
      </span>
      <span className="visually-hidden">{t(lineBreak ? 'diff.lineBreak' : 'diff.space')}</span>
      {text}
    </>
  );
}
