import * as icons from '@/shared/components/icons';
import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useHref, useLocation } from 'react-router-dom';
import type { NewsletterAnswer } from '@/shared/api/newsletter';
import { NEWSLETTER_ACTION } from '@/shared/api/newsletterAction';
import { useFormAnswer } from '@/shared/hooks/formAnswers';
import { useTypedAhead } from '@/shared/hooks/useTypedAhead';
import { useT } from '@/shared/i18n/useT';
import { MAX_LENGTH } from '@/shared/lib/text';
import { Icon } from '@/shared/components/Icon';
import type { NewsletterEvent } from '@/machines/newsletter.machine';
import { LazyActorStore, type LoadActor } from '@/shared/lib/lazyActorStore';
import { newsletterMessages } from './messages';
import type { SignupView } from './signupMachine';

/** Fetches the sign-up's machine, and xstate with it. */
export type LoadSignupMachine = LoadActor<SignupView, NewsletterEvent>;

const loadSignupMachine: LoadSignupMachine = () => import('./signupMachine').then((m) => m.startSignup);

const EMPTY_FORM: SignupView = { thanking: false, email: '', error: null };

/** Until the machine is here, the field shows what is typed; the machine gets it when it starts. */
const typedAhead = (view: SignupView, event: NewsletterEvent): SignupView =>
  event.type === 'EMAIL_CHANGED' ? { ...view, email: event.email } : view;

/**
 * The form as the server answered it when it was sent before (or without) the app, and the events that
 * bring the machine there when it starts: the address the server took is thanked for again without a
 * second sign-up; a refused one is typed and submitted again, refused by the same rule.
 */
function answeredForm(answer: NewsletterAnswer): { view: SignupView; history: NewsletterEvent[] } {
  if (answer.error === null)
    return {
      view: { thanking: true, email: answer.email, error: null },
      history: [{ type: 'SERVER_THANKED', email: answer.email }],
    };
  return {
    view: { thanking: false, email: answer.email, error: answer.error },
    history: [{ type: 'EMAIL_CHANGED', email: answer.email }, { type: 'SUBMITTED' }],
  };
}

/** The section's id: the form sent without the app comes back scrolled to it. */
const SECTION_ID = 'newsletter';

/** How far below the screen the form may still be when its machine starts downloading. */
const PREPARE_MARGIN = '400px';

/**
 * The newsletter sign-up. The browser checks the address first (type="email", required); the machine's
 * guard catches whatever gets past it. The thank-you shows for THANKS_RESET, then the empty form returns.
 *
 * The machine (and xstate with it) is not in the first download: it is fetched when the form comes near
 * the screen or the e-mail field takes focus, whichever is first, or at the latest on submit. Until then
 * the form is the same markup, keeping what is typed, so nothing on screen changes when it arrives.
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
  const [store] = useState(() => {
    const { view, history } = answer ? answeredForm(answer) : { view: EMPTY_FORM, history: [] };
    return new LazyActorStore(loadMachine, view, typedAhead, history);
  });
  const { thanking, email, error } = useSyncExternalStore(
    store.subscribe,
    store.getSnapshot,
    store.getServerSnapshot,
  );
  const sectionRef = useRef<HTMLElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const thanksRef = useRef<HTMLDivElement>(null);
  const hintId = `${id}-hint`;
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
    if (thanking) thanksRef.current?.focus();
    else if (wasThanking.current && document.activeElement === document.body) inputRef.current?.focus();
    wasThanking.current = thanking;
  }, [thanking]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Refused: send the visitor back to the field, where the error is read out with it.
    store.send({ type: 'SUBMITTED' }, (view) => {
      if (!view.thanking) inputRef.current?.focus();
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
                {!thanking && (
                  <form
                    method="post"
                    action={`${NEWSLETTER_ACTION}#${SECTION_ID}`}
                    onSubmit={onSubmit}
                    aria-labelledby={`${id}-title`}
                  >
                    {/* The server answers with this page; it renders only the site's own pages. */}
                    <input type="hidden" name="page" value={page} />
                    <label htmlFor={`${id}-email`} className="form-label fw-semibold mb-1">
                      {t('newsletter.label')}
                    </label>
                    <p id={hintId} className="form-text mt-0 mb-2">
                      {t('newsletter.hint')}
                    </p>
                    {error && (
                      <p id={errorId} className="newsletter-error fw-semibold mb-2">
                        <span className="visually-hidden">{t('newsletter.errorPrefix')}</span>{' '}
                        {t(error === 'required' ? 'newsletter.error.required' : 'newsletter.error.format')}
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
                        aria-describedby={error ? `${errorId} ${hintId}` : hintId}
                        onFocus={store.prepare}
                        onChange={(e) => store.send({ type: 'EMAIL_CHANGED', email: e.target.value })}
                      />
                      <button type="submit" className="btn btn-primary px-4">
                        {t('newsletter.submit')}
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
