import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import {
  TRANSLATION_REPORT_ACTION,
  TRANSLATION_REPORT_ID,
  QUOTE_MAX_LENGTH,
  REPORT_MAX_LENGTH,
} from '@/shared/api/feedback';
import type { Locale } from '@/shared/i18n/translate';
import { useT } from '@/shared/i18n/useT';
import { useTypedAhead } from '@/shared/hooks/useTypedAhead';
import { Honeypot } from './Honeypot';
import { feedbackMessages } from './messages';
import { sendTranslationReport } from './sendTranslationReport';

/** A part of the page a report may be about: its id (a guide's tab) and its name in the page's language. */
export interface ReportSection {
  id: string;
  label: string;
}

export interface TranslationReportFormProps {
  page: string;
  language: Locale;
  sections: ReportSection[];
  /** The section chosen at first: the tab the reader is on. */
  section: string;
  /** What the server's answer page carried back (the form sent without the app). */
  quoted: string;
  missing: boolean;
  onCancel: () => void;
  onSent: () => void;
}

/**
 * The report's form: which part of the page, what is wrong (required), and the wrong text (optional).
 * With the app it is sent as JSON with the bot check's signals (the honeypot, how long the form was
 * open); without it, it is a real form (server/feedback/feedbackForm.ts).
 */
export function TranslationReportForm({
  page,
  language,
  sections,
  section: initialSection,
  quoted: initialQuoted,
  missing: initiallyMissing,
  onCancel,
  onSent,
}: TranslationReportFormProps) {
  const t = useT(feedbackMessages);
  const id = useId();
  const [section, setSection] = useState(initialSection);
  const [whatIsWrong, setWhatIsWrong] = useState('');
  const [quoted, setQuoted] = useState(initialQuoted);
  const [missing, setMissing] = useState(initiallyMissing);
  const [state, setState] = useState<'idle' | 'sending' | 'failed'>('idle');
  const whatRef = useRef<HTMLTextAreaElement>(null);
  const quotedRef = useRef<HTMLTextAreaElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const openedAt = useRef<number | null>(null);
  useEffect(() => {
    openedAt.current = performance.now();
    whatRef.current?.focus();
  }, []);
  // The server's form, typed in before this code arrived (a slow connection): the app carries on with
  // what is there. That form has been open since its page loaded (performance.now()'s zero), which is
  // what the bot check must measure, not this code's arrival.
  useTypedAhead(whatRef, (typed) => {
    setWhatIsWrong(typed);
    openedAt.current = 0;
  });
  useTypedAhead(quotedRef, setQuoted);

  async function send(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state === 'sending') return;
    if (!whatIsWrong.trim()) {
      setMissing(true);
      whatRef.current?.focus();
      return;
    }
    setState('sending');
    const sent = await sendTranslationReport({
      page,
      language,
      ...(section ? { section } : {}),
      whatIsWrong,
      ...(quoted.trim() ? { quoted } : {}),
      website: honeypotRef.current?.value ?? '',
      elapsedMs: Math.round(performance.now() - (openedAt.current ?? 0)),
    });
    if (sent) onSent();
    else setState('failed');
  }

  const titleId = `${id}-title`;
  const hintId = `${id}-hint`;
  const missingId = `${id}-missing`;
  const quotedHintId = `${id}-quoted-hint`;
  return (
    <form
      method="post"
      action={`${TRANSLATION_REPORT_ACTION}#${TRANSLATION_REPORT_ID}`}
      onSubmit={(event) => void send(event)}
      aria-labelledby={titleId}
      noValidate
      className="border rounded p-3"
    >
      <h2 id={titleId} className="h6">
        {t('report.open')}
      </h2>
      <input type="hidden" name="page" value={page} />
      <input type="hidden" name="language" value={language} />
      {sections.length > 0 && (
        <div className="mb-3">
          <label htmlFor={`${id}-section`} className="form-label fw-semibold">
            {t('report.section')}
          </label>
          <select
            id={`${id}-section`}
            name="section"
            className="form-select"
            value={section}
            onChange={(e) => setSection(e.target.value)}
          >
            {sections.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
            <option value="">{t('report.wholePage')}</option>
          </select>
        </div>
      )}
      <div className="mb-3">
        <label htmlFor={`${id}-what`} className="form-label fw-semibold mb-1">
          {t('report.whatIsWrong')}
        </label>
        <p id={hintId} className="form-text mt-0 mb-2">
          {t('report.whatIsWrongHint')}
        </p>
        {missing && (
          <p id={missingId} className="field-error fw-semibold mb-2">
            {t('report.missing')}
          </p>
        )}
        <textarea
          ref={whatRef}
          id={`${id}-what`}
          name="whatIsWrong"
          className={`form-control${missing ? ' is-invalid' : ''}`}
          rows={4}
          required
          maxLength={REPORT_MAX_LENGTH}
          autoComplete="off"
          aria-invalid={missing || undefined}
          aria-describedby={missing ? `${missingId} ${hintId}` : hintId}
          value={whatIsWrong}
          onChange={(e) => {
            setWhatIsWrong(e.target.value);
            if (missing && e.target.value.trim()) setMissing(false);
          }}
        />
      </div>
      <div className="mb-3">
        <label htmlFor={`${id}-quoted`} className="form-label fw-semibold mb-1">
          {t('report.quoted')}
        </label>
        <p id={quotedHintId} className="form-text mt-0 mb-2">
          {t('report.quotedHint')}
        </p>
        <textarea
          ref={quotedRef}
          id={`${id}-quoted`}
          name="quoted"
          className="form-control"
          rows={2}
          maxLength={QUOTE_MAX_LENGTH}
          autoComplete="off"
          aria-describedby={quotedHintId}
          value={quoted}
          onChange={(e) => setQuoted(e.target.value)}
        />
      </div>
      <Honeypot inputRef={honeypotRef} />
      {state === 'failed' && (
        <p role="alert" className="text-danger fw-semibold">
          {t('report.failed')}
        </p>
      )}
      <div className="d-flex flex-wrap gap-2">
        <button
          type="submit"
          name="step"
          value="send"
          className="btn btn-primary"
          aria-disabled={state === 'sending' || undefined}
        >
          {t('report.send')}
        </button>
        <button
          type="submit"
          name="step"
          value="cancel"
          formNoValidate
          className="btn btn-outline-secondary"
          onClick={(event) => {
            event.preventDefault();
            onCancel();
          }}
        >
          {t('report.cancel')}
        </button>
      </div>
    </form>
  );
}
