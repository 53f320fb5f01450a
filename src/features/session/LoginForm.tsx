import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { useTypedAhead } from '@/shared/hooks/useTypedAhead';
import { useT } from '@/shared/i18n/useT';
import { MAX_LENGTH } from '@/shared/lib/text';
import type { LoginAttempt, LoginError } from '@/machines/login.machine';
import { sessionMessages } from './messages';

/** What the login form shows: the login machine's view (loginSession.ts), or the form before it starts. */
export interface LoginView {
  /** A check is running or the redirect is pending: the button is disabled and reads "Logging in...". */
  busy: boolean;
  /** The credentials were accepted and the redirect is pending. */
  redirecting: boolean;
  error: LoginError | null;
  /** Changes with every refusal, so a repeated identical error is focused again. */
  errorCount: number;
  /** Too many failed attempts: the button is disabled for `secondsLeft` more seconds; fields keep their text. */
  locked: boolean;
  secondsLeft: number;
  /** A lock ended while the form was open, and nothing has been sent since: said once to screen readers. */
  unlocked: boolean;
}

interface LoginFormProps extends LoginView {
  onSubmit: (attempt: LoginAttempt) => void;
}

/**
 * The e-mail and password form. No native `required`: the browser's own bubbles would hide the spec's
 * messages, which appear in one alert titled Error, tied to the fields and focused when it appears.
 */
export function LoginForm({
  busy,
  redirecting,
  error,
  errorCount,
  locked,
  secondsLeft,
  unlocked,
  onSubmit,
}: LoginFormProps) {
  const t = useT(sessionMessages);
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const alertRef = useRef<HTMLDivElement>(null);
  const lockRef = useRef<HTMLDivElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  useTypedAhead(emailRef, setEmail);
  useTypedAhead(passwordRef, setPassword);

  useEffect(() => {
    if (errorCount > 0) alertRef.current?.focus();
  }, [errorCount]);

  // The button just pressed is disabled by the lock, so focus moves to the notice, which is read once.
  useEffect(() => {
    if (locked) lockRef.current?.focus();
  }, [locked]);

  const errorId = `${id}-error`;
  const forgotNoteId = `${id}-forgot-note`;
  const emailInvalid = error === 'invalidCredentials' || (error === 'missingFields' && !email.trim());
  const passwordInvalid = error === 'invalidCredentials' || (error === 'missingFields' && !password.trim());
  // Issue 24: the wrong-pair message names no address (SPEC §5's demo wording did).
  const errorText = error && t(`error.${error}`);

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit({ email, password });
  }

  return (
    // POST, so a submit before the app has started (the browser's own) never puts the password in an address.
    <form noValidate method="post" onSubmit={submit}>
      {locked && (
        // Not a live region: the countdown changes every second, and the status below says "locked" once.
        <div ref={lockRef} tabIndex={-1} className="alert alert-warning">
          <h2 className="alert-heading h5">{t('lock.title')}</h2>
          <p className="mb-0">
            {secondsLeft === 1 ? t('lock.countdownOne') : t('lock.countdown', { seconds: secondsLeft })}
          </p>
        </div>
      )}
      {errorText && !locked && (
        <div ref={alertRef} id={errorId} role="alert" tabIndex={-1} className="alert alert-danger">
          <h2 className="alert-heading h5">{t('error.title')}</h2>
          <p className="mb-0">{errorText}</p>
        </div>
      )}
      <div className="mb-3">
        <label htmlFor={`${id}-email`} className="form-label">
          {t('login.email')}
        </label>
        <input
          ref={emailRef}
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="username"
          maxLength={MAX_LENGTH.email}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          className={`form-control${emailInvalid ? ' is-invalid' : ''}`}
          aria-invalid={emailInvalid || undefined}
          aria-describedby={emailInvalid ? errorId : undefined}
        />
      </div>
      <div className="mb-3">
        <label htmlFor={`${id}-password`} className="form-label">
          {t('login.password')}
        </label>
        <input
          ref={passwordRef}
          id={`${id}-password`}
          type="password"
          name="password"
          autoComplete="current-password"
          maxLength={MAX_LENGTH.password}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          className={`form-control${passwordInvalid ? ' is-invalid' : ''}`}
          aria-invalid={passwordInvalid || undefined}
          aria-describedby={passwordInvalid ? errorId : undefined}
        />
      </div>
      <button type="submit" className="btn btn-primary w-100" disabled={busy || locked}>
        {busy ? t('login.submitting') : t('login.submit')}
      </button>
      <p role="status" className="visually-hidden">
        {busy
          ? t(redirecting ? 'login.redirecting' : 'login.submitting')
          : locked
            ? t('lock.announce')
            : unlocked
              ? t('lock.ended')
              : ''}
      </p>
      <div className="mt-3">
        {/* SPEC §2: this button performs no action; the note beside it says what to do instead (no mail server yet). */}
        <button type="button" className="btn btn-link px-0" aria-describedby={forgotNoteId}>
          {t('login.forgot')}
        </button>
        <p id={forgotNoteId} className="small text-body-secondary mb-0">
          {t('login.forgotNote')}
        </p>
      </div>
    </form>
  );
}
