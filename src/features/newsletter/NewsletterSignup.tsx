import * as icons from '@/shared/components/icons';
import { useEffect, useId, useRef, type SubmitEvent } from 'react';
import { useHref, useLocation } from 'react-router-dom';
import type { NewsletterAnswer, NewsletterLinkAnswer } from '@/shared/api/newsletter';
import { HONEYPOT_FIELD } from '@/shared/api/botCheck';
import { NEWSLETTER_FORM_ID } from '@/shared/api/gatedParts';
import {
  NEWSLETTER_ACTION,
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_SECTION_ID,
  NEWSLETTER_UNSUBSCRIBE_PATH,
} from '@/shared/api/newsletterAction';
import { localeOfPath } from '@/shared/lib/localePaths';
import { useFormAnswer } from '@/shared/hooks/formAnswers';
import { useTypedAhead } from '@/shared/hooks/useTypedAhead';
import { useT } from '@/shared/i18n/useT';
import { MAX_LENGTH } from '@/shared/lib/text';
import { Icon } from '@/shared/components/Icon';
import type { NewsletterEvent } from '@/machines/newsletter.machine';
import { LazyActorStore, type LoadActor, type LoadFailure } from '@/shared/machine/lazyActorStore';
import { useLazyActor } from '@/shared/hooks/useLazyActor';
import { newsletterMessages } from './messages';
import type { SignupView } from './signupMachine';

/** Fetches the sign-up's machine, and xstate with it. */
export type LoadSignupMachine = LoadActor<SignupView, NewsletterEvent>;

const loadSignupMachine: LoadSignupMachine = () => import('./signupMachine').then((m) => m.startSignup);

const EMPTY_FORM: SignupView = { thanking: false, sending: false, email: '', error: null, failure: null };

/**
 * Until the machine is here, the field shows what is typed, and a submission shows as on its way
 * ("Sending…", the field read-only): it is, as soon as the machine arrives (issue 30: a tap while a part's
 * code is loading looks it, and runs then). The machine gets both when it starts.
 */
const typedAhead = (view: SignupView, event: NewsletterEvent): SignupView => {
  if (event.type === 'EMAIL_CHANGED') return { ...view, email: event.email };
  if (event.type === 'SUBMITTED') return { ...view, sending: true, error: null, failure: null };
  return view;
};

/** The machine did not download (offline, say): the submission is not on its way after all; it says so. */
const notLoaded: LoadFailure<SignupView, NewsletterEvent> = {
  view: (view) => ({ ...view, sending: false, failure: 'offline' }),
  drops: (event) => event.type === 'SUBMITTED',
};

/**
 * The form as the server answered it when it was sent before (or without) the app, and the events that
 * bring the machine there when it starts: the address the server took is thanked for again without a
 * second sign-up; a refused one is typed and submitted again, refused by the same rule.
 */
function answeredForm(answer: NewsletterAnswer): { view: SignupView; history: NewsletterEvent[] } {
  // A link from an e-mail (confirm, unsubscribe) is shown beside an empty form.
  if ('link' in answer) return { view: EMPTY_FORM, history: [] };
  if (answer.error === null)
    return {
      view: { ...EMPTY_FORM, thanking: true, email: answer.email },
      history: [{ type: 'SERVER_THANKED', email: answer.email }],
    };
  return {
    view: { ...EMPTY_FORM, email: answer.email, error: answer.error },
    history: [{ type: 'EMAIL_CHANGED', email: answer.email }, { type: 'SUBMITTED' }],
  };
}

/** The section's id: the form sent without the app comes back scrolled to it. */
const SECTION_ID = NEWSLETTER_SECTION_ID;

const FAILURE_KEYS = {
  offline: 'newsletter.failure.offline',
  unavailable: 'newsletter.failure.unavailable',
  tooMany: 'newsletter.failure.tooMany',
} as const;

/** How far below the screen the form may still be when its machine starts downloading. */
const PREPARE_MARGIN = '400px';

/**
 * The newsletter sign-up. The browser checks the address first (type="email", required); the machine's
 * guard catches whatever gets past it. The thank-you shows for THANKS_RESET, then the empty form returns.
 *
 * The machine (and xstate with it) is not in the first download: it is fetched when the form comes near
 * the screen or the e-mail field takes focus, whichever is first, or at the latest on submit. Until then
 * the form is the same markup, keeping what is typed (a submission shows as on its way, typedAhead), so
 * nothing on screen changes when it arrives.
 *
 * Without the app (no JavaScript, or sent before it arrived) the form posts to the server, which answers
 * with the same page showing the thanks or the refusal (src/shared/api/newsletter.ts); the app then
 * starts from that answer.
 */
export function NewsletterSignup({ loadMachine = loadSignupMachine }: { loadMachine?: LoadSignupMachine }) {
  const t = useT(newsletterMessages);
  const id = useId();
  const answer = useFormAnswer('newsletter');
  // The page's own address, in its language (/yo/…): the server answers with that page.
  const page = useHref(useLocation().pathname);
  const [{ thanking, sending, email, error, failure }, store] = useLazyActor(() => {
    const { view, history } = answer ? answeredForm(answer) : { view: EMPTY_FORM, history: [] };
    return new LazyActorStore(loadMachine, view, typedAhead, history, notLoaded);
  });
  const link = answer && 'link' in answer ? answer : undefined;
  const sectionRef = useRef<HTMLElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const thanksRef = useRef<HTMLDivElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  // When the form came on screen (performance.now()): a sign-up sent faster than a person types is a
  // bot's (botCheck.ts). At first, the page's start: the prerendered form is on screen, and typed into,
  // before this code arrives (it loads below the fold). Then, each time it returns after the thanks.
  const shownAt = useRef(0);
  const hintId = `${id}-hint`;
  const failureId = `${id}-failure`;
  useTypedAhead(inputRef, (typed) => store.send({ type: 'EMAIL_CHANGED', email: typed }));
  const errorId = `${id}-error`;

  // Start fetching the machine while the visitor scrolls towards the form. Without IntersectionObserver
  // (old browsers) focus and submit still fetch it.
  useEffect(() => {
    const section = sectionRef.current;
    if (!section || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        store.prepare();
      },
      { rootMargin: `0px 0px ${PREPARE_MARGIN} 0px` },
    );
    observer.observe(section);
    return () => observer.disconnect();
  }, [store]);

  // The submit button disappears with the form, so focus would fall to <body>: give it a home —
  // the thank-you while it shows, then the empty field, unless the visitor has moved on meanwhile.
  const wasThanking = useRef(false);
  useEffect(() => {
    if (!thanking && wasThanking.current) shownAt.current = performance.now();
    if (thanking) thanksRef.current?.focus();
    else if (wasThanking.current && document.activeElement === document.body) inputRef.current?.focus();
    wasThanking.current = thanking;
  }, [thanking]);

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    // Refused: send the visitor back to the field, where the error is read out with it.
    const details = {
      page,
      language: localeOfPath(page),
      consent: t('newsletter.hint'),
      website: honeypotRef.current?.value ?? '',
      elapsedMs: Math.round(performance.now() - shownAt.current),
    };
    store.send({ type: 'SUBMITTED', details }, (view) => {
      if (!view.thanking && !view.sending) inputRef.current?.focus();
    });
  }

  return (
    <section ref={sectionRef} id={SECTION_ID} className="pt-5" aria-labelledby={`${id}-title`}>
      <div className="container-xl">
        <div className="newsletter-panel card">
          <div className="card-body p-4 p-lg-5">
            <div className="row g-4 align-items-center">
              <div className="col-lg-7">
                <h2
                  id={`${id}-title`}
                  className="newsletter-title h3 fw-bold d-flex align-items-center gap-2 mb-2"
                >
                  <Icon path={icons.mail} />
                  <span>{t('newsletter.title')}</span>
                </h2>
                <p className="mb-0">{t('newsletter.intro')}</p>
              </div>
              <div className="col-lg-5">
                <div role="status" aria-live="polite">
                  {thanking && (
                    <div ref={thanksRef} tabIndex={-1} className="newsletter-thanks d-flex gap-2">
                      <Icon path={icons.check} className="flex-shrink-0" />
                      <div>
                        <p className="fw-bold mb-1">{t('newsletter.thanks.title')}</p>
                        <p className="mb-0 text-break">
                          {t('newsletter.thanks.body', { email: email.trim() })}
                        </p>
                      </div>
                    </div>
                  )}
                </div>
                {link && <LinkAnswer answer={link} />}
                {!thanking && (!link || link.step === 'invalid') && (
                  <form
                    id={NEWSLETTER_FORM_ID}
                    method="post"
                    action={`${NEWSLETTER_ACTION}#${SECTION_ID}`}
                    onSubmit={onSubmit}
                    aria-labelledby={`${id}-title`}
                  >
                    {/* The server answers with this page; it renders only the site's own pages. */}
                    <input type="hidden" name="page" value={page} />
                    {/* What the visitor agrees to, as shown: stored with the sign-up. */}
                    <input type="hidden" name="consent" value={t('newsletter.hint')} />
                    {/* The honeypot: hidden from people and assistive technology; bots fill it in. */}
                    <div hidden>
                      <input
                        ref={honeypotRef}
                        type="text"
                        name={HONEYPOT_FIELD}
                        tabIndex={-1}
                        autoComplete="off"
                        defaultValue=""
                      />
                    </div>
                    <label htmlFor={`${id}-email`} className="form-label fw-semibold mb-1">
                      {t('newsletter.label')}
                    </label>
                    <p id={hintId} className="form-text mt-0 mb-2">
                      {t('newsletter.hint')}
                    </p>
                    {error && (
                      <p id={errorId} className="field-error fw-semibold mb-2">
                        <span className="visually-hidden">{t('newsletter.errorPrefix')}</span>{' '}
                        {t(error === 'required' ? 'newsletter.error.required' : 'newsletter.error.format')}
                      </p>
                    )}
                    {failure && (
                      <p id={failureId} role="alert" className="field-error fw-semibold mb-2">
                        {t(FAILURE_KEYS[failure])}
                      </p>
                    )}
                    <div className="newsletter-row">
                      <input
                        ref={inputRef}
                        id={`${id}-email`}
                        type="email"
                        name="email"
                        required
                        autoComplete="email"
                        maxLength={MAX_LENGTH.email}
                        spellCheck={false}
                        value={email}
                        className={`form-control${error ? ' is-invalid' : ''}`}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={[error && errorId, failure && failureId, hintId]
                          .filter(Boolean)
                          .join(' ')}
                        readOnly={sending}
                        onFocus={store.prepare}
                        onChange={(e) => store.send({ type: 'EMAIL_CHANGED', email: e.target.value })}
                      />
                      {/* Busy, not disabled: focus stays on it while the sign-up is on its way. */}
                      <button
                        type="submit"
                        className="btn btn-primary px-4"
                        aria-disabled={sending || undefined}
                        aria-busy={sending || undefined}
                      >
                        {t(sending ? 'newsletter.sending' : 'newsletter.submit')}
                      </button>
                    </div>
                  </form>
                )}
              </div>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}

const LINK_WORDS = {
  confirm: {
    ask: ['newsletter.confirm.title', 'newsletter.confirm.body'],
    done: ['newsletter.confirmed.title', 'newsletter.confirmed.body'],
    invalid: ['newsletter.linkInvalid.title', 'newsletter.confirmInvalid.body'],
  },
  unsubscribe: {
    ask: ['newsletter.unsubscribe.title', 'newsletter.unsubscribe.body'],
    done: ['newsletter.unsubscribed.title', 'newsletter.unsubscribed.body'],
    invalid: ['newsletter.linkInvalid.title', 'newsletter.unsubscribeInvalid.body'],
  },
} as const;

/**
 * The page a link from an e-mail opens (the server renders it: server/newsletter/newsletterRoutes.ts):
 * what the link does and its button, which POSTs the token (so a mail scanner following the link
 * changes nothing), or what was done, or why the link no longer works. A plain form: with the app or
 * without, the server answers with this page again.
 */
function LinkAnswer({ answer }: { answer: NewsletterLinkAnswer }) {
  const t = useT(newsletterMessages);
  const confirmAction = useHref(NEWSLETTER_CONFIRM_PATH);
  const unsubscribeAction = useHref(NEWSLETTER_UNSUBSCRIBE_PATH);
  const [title, body] = LINK_WORDS[answer.link][answer.step];
  const done = answer.step === 'done';
  const token = answer.token ?? '';
  return (
    <div className={`mb-3${done ? ' newsletter-thanks d-flex gap-2' : ''}`}>
      {done && <Icon path={icons.check} className="flex-shrink-0" />}
      <div>
        <h3 className="h5 fw-bold mb-1">{t(title)}</h3>
        <p className={answer.step === 'ask' ? 'mb-2' : 'mb-0'}>{t(body)}</p>
        {answer.step === 'ask' && answer.link === 'confirm' && (
          <form method="post" action={`${confirmAction}#${SECTION_ID}`}>
            <input type="hidden" name="token" value={token} />
            <button type="submit" className="btn btn-primary">
              {t('newsletter.confirm.button')}
            </button>
          </form>
        )}
        {answer.step === 'ask' && answer.link === 'unsubscribe' && (
          // RFC 8058's one-click POST, the token in the address as in the e-mail's header.
          <form
            method="post"
            action={`${unsubscribeAction}?token=${encodeURIComponent(token)}#${SECTION_ID}`}
          >
            <input type="hidden" name="List-Unsubscribe" value="One-Click" />
            <button type="submit" className="btn btn-primary">
              {t('newsletter.unsubscribe.button')}
            </button>
          </form>
        )}
      </div>
    </div>
  );
}
