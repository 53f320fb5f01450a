import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useT } from '@/shared/i18n/useT';
import { useAppDispatch } from '@/shared/store/hooks';
import { COMMENT_MAX_LENGTH, feedbackGiven } from './feedbackSlice';
import { feedbackMessages } from './messages';

type Step = 'asking' | 'explaining' | 'thanked';

/** Where focus goes after a step changes, because the control that was pressed has gone. */
type FocusTarget = 'no' | 'comment' | 'thanks';

export interface PageFeedbackProps {
  /** The page's path, e.g. `useLocation().pathname`; a query or fragment is dropped before it is kept. */
  page: string;
}

/**
 * GOV.UK's "Is this page useful?": Yes thanks the visitor at once; No opens an optional "What went
 * wrong?" box, then thanks them. Each answer is kept in this browser (feedbackSlice) with the page and
 * the time, and nothing about the visitor.
 */
export function PageFeedback({ page }: PageFeedbackProps) {
  const t = useT(feedbackMessages);
  const dispatch = useAppDispatch();
  const id = useId();
  const questionId = `${id}-question`;
  const commentId = `${id}-comment`;
  const hintId = `${id}-hint`;
  const [view, setView] = useState<{ page: string; step: Step; comment: string }>({
    page,
    step: 'asking',
    comment: '',
  });
  // A screen that stays mounted while its page changes (one article, then another) asks again.
  const { step, comment } = view.page === page ? view : { step: 'asking' as const, comment: '' };

  const focusNext = useRef<FocusTarget | null>(null);
  const noRef = useRef<HTMLButtonElement>(null);
  const commentRef = useRef<HTMLTextAreaElement>(null);
  const thanksRef = useRef<HTMLParagraphElement>(null);
  // Only a step the visitor took moves focus: a page change, or the first render, leaves it alone.
  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'no') noRef.current?.focus();
    else if (target === 'comment') commentRef.current?.focus();
    else if (target === 'thanks') thanksRef.current?.focus();
  }, [step]);

  function goTo(next: Step, focus: FocusTarget, text = comment) {
    focusNext.current = focus;
    setView({ page, step: next, comment: text });
  }

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    dispatch(feedbackGiven({ page, useful: false, whatWentWrong: comment }));
    goTo('thanked', 'thanks', '');
  }

  return (
    <section className="page-feedback border-top mt-5 pt-4 pb-2" aria-labelledby={questionId}>
      <h2 id={questionId} className="h5 mb-3">
        {t('feedback.question')}
      </h2>
      {step === 'asking' && (
        <div role="group" aria-labelledby={questionId} className="d-flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-outline-primary page-feedback-button px-4"
            onClick={() => {
              dispatch(feedbackGiven({ page, useful: true }));
              goTo('thanked', 'thanks', '');
            }}
          >
            {t('feedback.yes')}
          </button>
          <button
            ref={noRef}
            type="button"
            className="btn btn-outline-primary page-feedback-button px-4"
            onClick={() => goTo('explaining', 'comment')}
          >
            {t('feedback.no')}
          </button>
        </div>
      )}
      {step === 'explaining' && (
        <form onSubmit={send} aria-labelledby={questionId}>
          <label htmlFor={commentId} className="form-label fw-semibold mb-1">
            {t('feedback.whatWentWrong')}
          </label>
          <p id={hintId} className="form-text mt-0 mb-2">
            {t('feedback.hint')}
          </p>
          <textarea
            ref={commentRef}
            id={commentId}
            className="form-control page-feedback-comment"
            rows={4}
            maxLength={COMMENT_MAX_LENGTH}
            autoComplete="off"
            aria-describedby={hintId}
            value={comment}
            onChange={(e) => setView({ page, step, comment: e.target.value })}
          />
          <div className="d-flex flex-wrap gap-2 mt-3">
            <button type="submit" className="btn btn-primary page-feedback-button px-4">
              {t('feedback.send')}
            </button>
            <button
              type="button"
              className="btn btn-outline-secondary page-feedback-button px-4"
              onClick={() => goTo('asking', 'no')}
            >
              {t('feedback.cancel')}
            </button>
          </div>
        </form>
      )}
      <div role="status" aria-live="polite">
        {step === 'thanked' && (
          <p
            ref={thanksRef}
            tabIndex={-1}
            className="border-start border-4 border-primary bg-primary-subtle rounded p-3 fw-semibold mb-0"
          >
            {t('feedback.thanks')}
          </p>
        )}
      </div>
    </section>
  );
}
