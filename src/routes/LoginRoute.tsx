import { machineInspector } from '@/shared/lib/machineInspector';
import { useMachine } from '@xstate/react';
import Container from 'react-bootstrap/Container';
import { useLocation, useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { useAppDispatch } from '@/shared/store/hooks';
import { useT } from '@/shared/i18n/useT';
import { ADMIN_CREDENTIAL, adminSessionUser, verifyCredentials } from '@/features/session/credentials';
import { LoginForm } from '@/features/session/LoginForm';
import { sessionMessages } from '@/features/session/messages';
import { redirectTarget } from '@/features/session/redirectTarget';
import { userLoggedIn } from '@/features/session/sessionSlice';
import { loginMachine, type LoginAttempt } from '@/machines/login.machine';
import '@/shared/components/staffScreens.css';

/** SPEC §2 Login (/login): the admin login form, then back to the page first asked for, or /admin. */
export function LoginRoute() {
  const location = useLocation();
  // A fresh login (and so a fresh redirect target) for every arrival at /login.
  return <LoginScreen key={location.key} redirectTo={redirectTarget(location.state)} />;
}

function LoginScreen({ redirectTo }: { redirectTo: string }) {
  const t = useT(sessionMessages);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [snapshot, send] = useMachine(
    loginMachine.provide({
      actors: {
        checkCredentials: fromPromise<boolean, LoginAttempt>(({ input }) =>
          verifyCredentials(input.email, input.password),
        ),
      },
      actions: {
        sessionStarted: () => dispatch(userLoggedIn(adminSessionUser())),
        // Replace: Back from the admin page should not land on the login form again.
        redirected: () => navigate(redirectTo, { replace: true }),
      },
    }),
    { inspect: machineInspector },
  );

  return (
    <Container fluid="xl" className="py-5">
      {/* A width in rem, not a grid column, so the form widens with the text when it is zoomed. */}
      <div className="login-panel mx-auto">
        <h1 className="h2 fw-bold mb-3">{t('login.title')}</h1>
        <p className="text-body-secondary">{t('login.intro')}</p>
        <div className="demo-notice mb-4">
          <p className="fw-semibold text-break mb-1">
            {t('login.demoHint', { email: ADMIN_CREDENTIAL.email })}
          </p>
          <p className="small mb-0">{t('login.demoWarning')}</p>
        </div>
        <LoginForm
          adminEmail={ADMIN_CREDENTIAL.email}
          busy={snapshot.hasTag('busy')}
          redirecting={snapshot.matches('redirect') || snapshot.matches('loggedIn')}
          error={snapshot.context.error}
          errorCount={snapshot.context.errorCount}
          onSubmit={(attempt) => send({ type: 'SUBMITTED', ...attempt })}
        />
      </div>
    </Container>
  );
}
