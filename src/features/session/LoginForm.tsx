import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useT } from '@/shared/i18n/useT';
import type { LoginAttempt, LoginError } from '@/machines/login.machine';
import { sessionMessages } from './messages';

interface LoginFormProps {
  /** Named in the wrong-credentials message, as SPEC §5 asks. */
  adminEmail: string;
  /** A check is running or the redirect is pending: the button is disabled and reads "Logging in...". */
  busy: boolean;
  /** The credentials were accepted and the redirect is pending. */
  redirecting: boolean;
  error: LoginError | null;
  /** Changes with every refusal, so a repeated identical error is focused again. */
  errorCount: number;
  onSubmit: (attempt: LoginAttempt) => void;
}

/**
 * The e-mail and password form. No native `required`: the browser's own bubbles would hide the spec's
 * messages, which appear in one alert titled Error, tied to the fields and focused when it appears.
 */
export function LoginForm({ adminEmail, busy, redirecting, error, errorCount, onSubmit }: LoginFormProps) {
  const t = useT(sessionMessages);
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const alertRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (errorCount > 0) alertRef.current?.focus();
  }, [errorCount]);

  const errorId = `${id}-error`;
  const forgotNoteId = `${id}-forgot-note`;
  const emailInvalid = error === 'invalidCredentials' || (error === 'missingFields' && !email.trim());
  const passwordInvalid = error === 'invalidCredentials' || (error === 'missingFields' && !password.trim());
  const errorText =
    error === 'invalidCredentials'
      ? t('error.invalidCredentials', { email: adminEmail })
      : error && t(error === 'missingFields' ? 'error.missingFields' : 'error.unavailable');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit({ email, password });
  }

  return (
    <Form noValidate onSubmit={submit}>
      {errorText && (
        <Alert ref={alertRef} id={errorId} variant="danger" tabIndex={-1}>
          <Alert.Heading as="h2" className="h5">
            {t('error.title')}
          </Alert.Heading>
          <p className="mb-0">{errorText}</p>
        </Alert>
      )}
      <Form.Group className="mb-3" controlId={`${id}-email`}>
        <Form.Label>{t('login.email')}</Form.Label>
        <Form.Control
          type="email"
          name="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          isInvalid={emailInvalid}
          aria-invalid={emailInvalid || undefined}
          aria-describedby={emailInvalid ? errorId : undefined}
        />
      </Form.Group>
      <Form.Group className="mb-3" controlId={`${id}-password`}>
        <Form.Label>{t('login.password')}</Form.Label>
        <Form.Control
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          isInvalid={passwordInvalid}
          aria-invalid={passwordInvalid || undefined}
          aria-describedby={passwordInvalid ? errorId : undefined}
        />
      </Form.Group>
      <Button type="submit" variant="primary" className="w-100" disabled={busy}>
        {busy ? t('login.submitting') : t('login.submit')}
      </Button>
      <p role="status" className="visually-hidden">
        {busy ? t(redirecting ? 'login.redirecting' : 'login.submitting') : ''}
      </p>
      <div className="mt-3">
        {/* SPEC §2: this button performs no action; the note beside it says so instead of leaving people guessing. */}
        <Button type="button" variant="link" className="px-0" aria-describedby={forgotNoteId}>
          {t('login.forgot')}
        </Button>
        <p id={forgotNoteId} className="small text-body-secondary mb-0">
          {t('login.forgotNote')}
        </p>
      </div>
    </Form>
  );
}
