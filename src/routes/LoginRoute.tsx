import { useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '@/shared/store/hooks';
import { useT } from '@/shared/i18n/useT';
import { ADMIN_CREDENTIAL, adminSessionUser } from '@/features/session/credentials';
import { LoginForm } from '@/features/session/LoginForm';
import { sessionMessages } from '@/features/session/messages';
import { redirectTarget } from '@/features/session/redirectTarget';
import { userLoggedIn } from '@/features/session/sessionSlice';
import type { LoginEvent } from '@/machines/login.machine';
import { LazyActorStore } from '@/shared/lib/lazyActorStore';
import type { LoginView } from './loginSession';
import '@/shared/components/staffScreens.css';

const NOT_YET_SUBMITTED: LoginView = { busy: false, redirecting: false, error: null, errorCount: 0 };

/** SPEC §2 Login (/login): the admin login form, then back to the page first asked for, or /admin. */
export function LoginRoute() {
  const location = useLocation();
  // A fresh login (and so a fresh redirect target) for every arrival at /login.
  return <LoginScreen key={location.key} redirectTo={redirectTarget(location.state)} />;
}

/**
 * The login machine (and xstate) is fetched when focus first enters the form, or at the latest on
 * submit, which then runs as soon as it has arrived: a visitor who only reads the page never loads it.
 */
function LoginScreen({ redirectTo }: { redirectTo: string }) {
  const t = useT(sessionMessages);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [store] = useState(
    () =>
      new LazyActorStore<LoginView, LoginEvent>(
        () =>
          import('./loginSession').then(
            (m) => () =>
              m.startLogin({
                sessionStarted: () => dispatch(userLoggedIn(adminSessionUser())),
                // Replace: Back from the admin page should not land on the login form again.
                redirected: () => navigate(redirectTo, { replace: true }),
              }),
          ),
        NOT_YET_SUBMITTED,
      ),
  );
  const login = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);

  return (
    <div className="container-xl py-5">
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
        {/* Focus events bubble in React: the first focus on any field starts the download. */}
        <div onFocus={store.prepare}>
          <LoginForm
            adminEmail={ADMIN_CREDENTIAL.email}
            busy={login.busy}
            redirecting={login.redirecting}
            error={login.error}
            errorCount={login.errorCount}
            onSubmit={(attempt) => store.send({ type: 'SUBMITTED', ...attempt })}
          />
        </div>
      </div>
    </div>
  );
}
