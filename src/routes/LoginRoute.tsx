import { useLocation, useNavigate } from 'react-router-dom';
import { useHydrated } from '@/shared/hooks/useHydrated';
import { useAppDispatch } from '@/shared/store/hooks';
import { useT } from '@/shared/i18n/useT';
import { LoginForm, type LoginView } from '@/features/session/LoginForm';
import { sessionMessages } from '@/features/session/messages';
import { redirectTarget, serverPageAfterLogin, sessionRanOut } from '@/features/session/redirectTarget';
import { userLoggedIn } from '@/features/session/sessionSlice';
import type { LoginEvent } from '@/machines/login.machine';
import { LazyActorStore } from '@/shared/machine/lazyActorStore';
import { useLazyActor } from '@/shared/hooks/useLazyActor';
import { passwordWasSaved } from '@/shared/site/loginState';
import '@/shared/components/staffScreens.css';

const NOT_YET_SUBMITTED: LoginView = {
  busy: false,
  redirecting: false,
  error: null,
  errorCount: 0,
  locked: false,
  secondsLeft: 0,
  unlocked: false,
};

/** SPEC §2 Login (/login): the admin login form, then back to the page first asked for, or /admin. */
export function LoginRoute() {
  const location = useLocation();
  // The address's history state survives a reload, which the prerendered page knows nothing of: the
  // "session has ended" and "password saved" notices wait for hydration, so the first render matches the HTML.
  const hydrated = useHydrated();
  // A fresh login (and so a fresh redirect target) for every arrival at /login.
  return (
    <LoginScreen
      key={location.key}
      redirectTo={redirectTarget(location.state)}
      serverPage={serverPageAfterLogin(location.search)}
      sessionEnded={hydrated && sessionRanOut(location.state)}
      passwordSaved={hydrated && passwordWasSaved(location.state)}
    />
  );
}

/**
 * The login machine (and xstate) is fetched when focus first enters the form, or at the latest on
 * submit, which then runs as soon as it has arrived: a visitor who only reads the page never loads it.
 * The server checks the pair and owns the lock-out; the screen shows what it answered.
 */
function LoginScreen({
  redirectTo,
  serverPage,
  sessionEnded,
  passwordSaved,
}: {
  redirectTo: string;
  /** A page the server renders to open instead (a draft's preview), with a full load. */
  serverPage: string | undefined;
  sessionEnded: boolean;
  /** Arrived from the one-time link page, where a password has just been chosen. */
  passwordSaved: boolean;
}) {
  const t = useT(sessionMessages);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [login, store] = useLazyActor(
    () =>
      new LazyActorStore<LoginView, LoginEvent>(
        () =>
          import('@/features/session/loginSession').then(
            (m) => () =>
              m.startLogin({
                sessionStarted: (session) => dispatch(userLoggedIn(session)),
                // Replace: Back from the admin page should not land on the login form again.
                // The router shows a failed move itself (its error boundary): nothing waits for it.
                redirected: () => {
                  if (serverPage) window.location.assign(serverPage);
                  else void navigate(redirectTo, { replace: true });
                },
              }),
          ),
        NOT_YET_SUBMITTED,
      ),
  );

  return (
    <div className="container-xl py-5">
      {/* A width in rem, not a grid column, so the form widens with the text when it is zoomed. */}
      <div className="login-panel mx-auto">
        <h1 className="h2 fw-bold mb-3">{t('login.title')}</h1>
        {sessionEnded && <p className="alert alert-info">{t('session.expired')}</p>}
        {passwordSaved && (
          <p role="status" className="alert alert-info">
            {t('login.passwordSaved')}
          </p>
        )}
        <p className="text-body-secondary">{t('login.intro')}</p>
        {/* Focus events bubble in React: the first focus on any field starts the download. */}
        <div onFocus={store.prepare}>
          <LoginForm {...login} onSubmit={(attempt) => store.send({ type: 'SUBMITTED', ...attempt })} />
        </div>
      </div>
    </div>
  );
}
