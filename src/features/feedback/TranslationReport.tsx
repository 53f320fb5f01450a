import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import {
  TRANSLATION_REPORT_ACTION,
  TRANSLATION_REPORT_ID,
  TRANSLATION_REPORT_OPENER_ID,
} from '@/shared/api/feedback';
import { useFormAnswer } from '@/shared/hooks/formAnswers';
import { useHydrated } from '@/shared/hooks/useHydrated';
import { selectLocale } from '@/shared/i18n/i18nSlice';
import { lazyTranslated } from '@/shared/i18n/lazyTranslated';
import { useT } from '@/shared/i18n/useT';
import { useAppSelector } from '@/shared/store/hooks';
import { feedbackMessages } from './messages';
import type { ReportSection } from './TranslationReportForm';

// The form's code downloads when a reader opens it (or with the server's answer page that shows it open).
const TranslationReportForm = lazyTranslated(() =>
  import('./TranslationReportForm').then((module) => module.TranslationReportForm),
);

export interface TranslationReportProps<K extends string> {
  /** The page's path, without its language: `/documents/nin`. */
  page: string;
  /** The parts of the page a report may be about (a guide's tabs), in the page's order. */
  tabs: readonly { id: string; label: K }[];
  /** A part's name in the page's language (the guide's own `t`: the page's first load stays small). */
  label: (key: K) => string;
}

type Step = 'closed' | 'writing' | 'thanked';

/**
 * "Report a problem with this translation", in the notice on a translated page: a button that opens a
 * small form (which part of the page — the tab the reader is on —, what is wrong, the wrong text). Without
 * the app the button is a real form the server answers with the page and the form open
 * (server/feedback/feedbackForm.ts); the app then starts from there.
 */
export function TranslationReport<K extends string>({ page, tabs, label }: TranslationReportProps<K>) {
  const t = useT(feedbackMessages);
  const language = useAppSelector(selectLocale);
  const answered = useFormAnswer('translationReport');
  const sections: ReportSection[] = tabs.map((tab) => ({ id: tab.id, label: label(tab.label) }));
  const [params] = useSearchParams();
  const { hash } = useLocation();
  // The server's page has no #fragment: one is read once hydrated, as the tabs do.
  const hydrated = useHydrated();
  const [step, setStep] = useState<Step>(answered?.step ?? 'closed');
  const openRef = useRef<HTMLButtonElement>(null);
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const focusNext = useRef<'open' | 'thanks' | null>(null);
  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'open') openRef.current?.focus();
    else if (target === 'thanks') thanksRef.current?.focus();
  }, [step]);

  // The tab the reader is on: the address's ?tab= or #tab, else the first.
  const wanted = [params.get('tab'), hydrated ? hash.slice(1) : null, answered?.section];
  const current = wanted.find((id) => sections.some((section) => section.id === id)) ?? sections[0]?.id ?? '';

  // The same element while what the form shows is the same. On the server's answer page the form is
  // there before its code: a render of this part then (the page's own after hydration) that reached the
  // boundary still waiting for the code made React draw the form afresh, and what the reader had typed
  // into the server's form was gone.
  const sectionNames = sections.map((section) => `${section.id}=${section.label}`).join('\n');
  const quoted = answered?.quoted ?? '';
  const missing = answered?.missing ?? false;
  const form = useMemo(
    () => (
      <Suspense fallback={null}>
        <TranslationReportForm
          page={page}
          language={language}
          sections={sections}
          section={current}
          quoted={quoted}
          missing={missing}
          onCancel={() => {
            focusNext.current = 'open';
            setStep('closed');
          }}
          onSent={() => {
            focusNext.current = 'thanks';
            setStep('thanked');
          }}
        />
      </Suspense>
    ),
    // `sections` is made anew on every render: its names stand for it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [page, language, sectionNames, current, quoted, missing],
  );

  return (
    <div id={TRANSLATION_REPORT_ID} className="mt-2">
      {step === 'closed' && (
        <form
          id={TRANSLATION_REPORT_OPENER_ID}
          method="post"
          action={`${TRANSLATION_REPORT_ACTION}#${TRANSLATION_REPORT_ID}`}
        >
          <input type="hidden" name="page" value={page} />
          <input type="hidden" name="language" value={language} />
          <input type="hidden" name="section" value={current} />
          <button
            ref={openRef}
            type="submit"
            name="step"
            value="open"
            className="btn btn-link px-0"
            onClick={(event) => {
              // The app opens the form itself: the form's own submit is for when it is not running.
              event.preventDefault();
              setStep('writing');
            }}
          >
            {t('report.open')}
          </button>
        </form>
      )}
      {step === 'writing' && form}
      <div role="status" aria-live="polite">
        {step === 'thanked' && (
          <p ref={thanksRef} tabIndex={-1} className="fw-semibold mb-0">
            {t('report.thanks')}
          </p>
        )}
      </div>
    </div>
  );
}
