import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { FEEDBACK_ACTION, FEEDBACK_SECTION_ID } from '@/shared/api/feedback';
import { useFormAnswer } from '@/shared/hooks/formAnswers';
import { selectLocale } from '@/shared/i18n/i18nSlice';
import { useT } from '@/shared/i18n/useT';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { COMMENT_MAX_LENGTH, feedbackGiven } from './feedbackSlice';
import { Honeypot } from './Honeypot';
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
 * wrong?" box, then thanks them. Each answer is sent to the server (src/app/feedbackDelivery.ts) with
 * the page and the language, and nothing about the visitor; nothing of it is kept in this browser.
 * Without the app, each step is a real form the server answers with the page at the next step
 * (server/feedback/feedbackForm.ts); the app then starts from that step.
 */
export function PageFeedback({ page }: PageFeedbackProps) {
  const t = useT(feedbackMessages);
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLocale);
  const answered = useFormAnswer('feedback');
  const id = useId();
  const questionId = `${id}-question`;
  const commentId = `${id}-comment`;
  const hintId = `${id}-hint`;
  const [view, setView] = useState<{ page: string; step: Step; comment: string }>({
    page,
    step: answered?.step ?? 'asking',
    comment: '',
  });
  // A screen that stays mounted while its page changes (one article, then another) asks again.
  const { step, comment } = view.page === page ? view : { step: 'asking' as const, comment: '' };

  // The bot check (src/shared/api/botCheck.ts): the honeypot's value, and how long the question was shown.
  const honeypotRef = useRef<HTMLInputElement>(null);
  const shownAt = useRef<number | null>(null);
  useEffect(() => {
    shownAt.current = performance.now();
  }, []);
  const botSignals = () => ({
    website: honeypotRef.current?.value ?? '',
    elapsedMs: Math.round(performance.now() - (shownAt.current ?? 0)),
  });

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

  // What the server needs to answer the form without the app: which page, in which language.
  const hidden = (
    <>
      <input type="hidden" name="page" value={page} />
      <input type="hidden" name="language" value={language} />
      <Honeypot inputRef={honeypotRef} />
    </>
  );
  const action = `${FEEDBACK_ACTION}#${FEEDBACK_SECTION_ID}`;

  function send(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    dispatch(feedbackGiven({ page, useful: false, whatWentWrong: comment }, botSignals()));
    goTo('thanked', 'thanks', '');
  }

  return (
    <section
      id={FEEDBACK_SECTION_ID}
      className="page-feedback border-top mt-5 pt-4 pb-2"
      aria-labelledby={questionId}
    >
      <h2 id={questionId} className="h5 mb-3">
        {t('feedback.question')}
      </h2>
      {step === 'asking' && (
        <form method="post" action={action}>
          {hidden}
          <div role="group" aria-labelledby={questionId} className="d-flex flex-wrap gap-2">
            <button
              type="submit"
              name="useful"
              value="yes"
              className="btn btn-outline-primary page-feedback-button px-4"
              onClick={(event) => {
                // The app answers its buttons itself: the form's own submit is for when it is not running.
                event.preventDefault();
                dispatch(feedbackGiven({ page, useful: true }, botSignals()));
                goTo('thanked', 'thanks', '');
              }}
            >
              {t('feedback.yes')}
            </button>
            <button
              ref={noRef}
              type="submit"
              name="useful"
              value="no"
              className="btn btn-outline-primary page-feedback-button px-4"
              onClick={(event) => {
                event.preventDefault();
                goTo('explaining', 'comment');
              }}
            >
              {t('feedback.no')}
            </button>
          </div>
        </form>
      )}
      {step === 'explaining' && (
        <form method="post" action={action} onSubmit={send} aria-labelledby={questionId}>
          {hidden}
          <label htmlFor={commentId} className="form-label fw-semibold mb-1">
            {t('feedback.whatWentWrong')}
          </label>
          <p id={hintId} className="form-text mt-0 mb-2">
            {t('feedback.hint')}
          </p>
          <textarea
            ref={commentRef}
            id={commentId}
            name="whatWentWrong"
            className="form-control page-feedback-comment"
            rows={4}
            maxLength={COMMENT_MAX_LENGTH}
            autoComplete="off"
            aria-describedby={hintId}
            value={comment}
            onChange={(e) => setView({ page, step, comment: e.target.value })}
          />
          <div className="d-flex flex-wrap gap-2 mt-3">
            <button
              type="submit"
              name="useful"
              value="no"
              className="btn btn-primary page-feedback-button px-4"
            >
              {t('feedback.send')}
            </button>
            <button
              type="submit"
              name="useful"
              value="cancel"
              className="btn btn-outline-secondary page-feedback-button px-4"
              onClick={(event) => {
                event.preventDefault();
                goTo('asking', 'no');
              }}
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
