import { machineInspector } from '@/shared/lib/machineInspector';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import Form from 'react-bootstrap/Form';
import { useMachine } from '@xstate/react';
import { useT } from '@/shared/i18n/useT';
import { Icon } from '@/shared/components/Icon';
import { newsletterMachine } from '@/machines/newsletter.machine';
import { newsletterMessages } from './messages';

// SPEC §7: a sign-up is only logged; nothing leaves the browser.
const signupMachine = newsletterMachine.provide({
  actions: {
    logSubscription: (_, { email }) => console.info('[newsletter] subscribed', { email }),
  },
});

/**
 * The newsletter sign-up. The browser checks the address first (type="email", required); the machine's
 * guard catches whatever gets past it. The thank-you shows for THANKS_RESET, then the empty form returns.
 */
export function NewsletterSignup() {
  const t = useT(newsletterMessages);
  const id = useId();
  const [snapshot, send, actor] = useMachine(signupMachine, { inspect: machineInspector });
  const inputRef = useRef<HTMLInputElement>(null);
  const thanksRef = useRef<HTMLDivElement>(null);
  const thanking = snapshot.matches('thanks');
  const { email, error } = snapshot.context;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

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
    send({ type: 'SUBMITTED' });
    // Refused: send the visitor back to the field, where the error is read out with it.
    if (actor.getSnapshot().matches('form')) inputRef.current?.focus();
  }

  return (
    <section className="pt-5" aria-labelledby={`${id}-title`}>
      <Container fluid="xl">
        <div className="newsletter-panel card">
          <div className="card-body p-4 p-lg-5">
            <div className="row g-4 align-items-center">
              <div className="col-lg-7">
                <h2
                  id={`${id}-title`}
                  className="newsletter-title h3 fw-bold d-flex align-items-center gap-2 mb-2"
                >
                  <Icon name="mail" />
                  <span>{t('newsletter.title')}</span>
                </h2>
                <p className="mb-0">{t('newsletter.intro')}</p>
              </div>
              <div className="col-lg-5">
                <div role="status" aria-live="polite">
                  {thanking && (
                    <div ref={thanksRef} tabIndex={-1} className="newsletter-thanks d-flex gap-2">
                      <Icon name="check" className="flex-shrink-0" />
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
                  <Form onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
                    <Form.Label htmlFor={`${id}-email`} className="fw-semibold mb-1">
                      {t('newsletter.label')}
                    </Form.Label>
                    <Form.Text id={hintId} as="p" className="mt-0 mb-2">
                      {t('newsletter.hint')}
                    </Form.Text>
                    {error && (
                      <p id={errorId} className="newsletter-error fw-semibold mb-2">
                        <span className="visually-hidden">{t('newsletter.errorPrefix')}</span>{' '}
                        {t(error === 'required' ? 'newsletter.error.required' : 'newsletter.error.format')}
                      </p>
                    )}
                    <div className="newsletter-row">
                      <Form.Control
                        ref={inputRef}
                        id={`${id}-email`}
                        type="email"
                        name="email"
                        required
                        autoComplete="email"
                        spellCheck={false}
                        value={email}
                        isInvalid={Boolean(error)}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${errorId} ${hintId}` : hintId}
                        onChange={(e) => send({ type: 'EMAIL_CHANGED', email: e.target.value })}
                      />
                      <Button type="submit" variant="primary" className="px-4">
                        {t('newsletter.submit')}
                      </Button>
                    </div>
                  </Form>
                )}
              </div>
            </div>
          </div>
        </div>
      </Container>
    </section>
  );
}
