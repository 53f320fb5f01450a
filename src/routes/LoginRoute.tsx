import { useEffect, useState, useSyncExternalStore } from 'react';
import { useStore } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import { useHydrated } from '@/shared/hooks/useHydrated';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { selectStoredStateRestored } from '@/shared/store/storageSlice';
import { useT } from '@/shared/i18n/useT';
import { ADMIN_CREDENTIAL, adminSessionUser } from '@/features/session/credentials';
import { LoginForm } from '@/features/session/LoginForm';
import { sessionMessages } from '@/features/session/messages';
import {
  attemptsFromRecord,
  loginAttemptsRecorded,
  recordFromAttempts,
  selectLoginLock,
} from '@/features/session/loginLockSlice';
import { redirectTarget, sessionRanOut } from '@/features/session/redirectTarget';
import { SESSION_MAX_AGE_MS } from '@/features/session/sessionExpiry';
import { userLoggedIn } from '@/features/session/sessionSlice';
import type { LoginEvent } from '@/machines/login.machine';
import { LazyActorStore } from '@/shared/lib/lazyActorStore';
import type { LoginView } from './loginSession';
import '@/shared/components/staffScreens.css';

const NOT_YET_SUBMITTED: LoginView = {
  busy: false,
  redirecting: false,
  error: null,
  errorCount: 0,
  locked: false,
  secondsLeft: 0,
  failures: 0,
  locks: 0,
  lockEndedHere: false,
};

const HOUR_MS = 60 * 60 * 1000;

// The clock for the lock's end; read in effects and callbacks only, never while rendering.
const now = () => Date.now();

/** SPEC §2 Login (/login): the admin login form, then back to the page first asked for, or /admin. */
export function LoginRoute() {
  const location = useLocation();
  // The address's history state survives a reload, which the prerendered page knows nothing of: the
  // "session has ended" message waits for hydration, so the first render matches the HTML.
  const hydrated = useHydrated();
  // A fresh login (and so a fresh redirect target) for every arrival at /login.
  return (
    <LoginScreen
      key={location.key}
      redirectTo={redirectTarget(location.state)}
      sessionEnded={hydrated && sessionRanOut(location.state)}
    />
  );
}

/**
 * The login machine (and xstate) is fetched when focus first enters the form, or at the latest on
 * submit, which then runs as soon as it has arrived: a visitor who only reads the page never loads it
 * — unless a lock from too many failed attempts is still running (in this tab before a reload, or in
 * another), which it then shows at once. The failed attempts live in the store (loginLockSlice, kept in
 * storage and shared with the other tabs); the machine starts from them and reports every change.
 */
function LoginScreen({ redirectTo, sessionEnded }: { redirectTo: string; sessionEnded: boolean }) {
  const t = useT(sessionMessages);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const appStore = useStore<Parameters<typeof selectLoginLock>[0]>();
  const lock = useAppSelector(selectLoginLock);
  const restored = useAppSelector(selectStoredStateRestored);
  const [store] = useState(
    () =>
      new LazyActorStore<LoginView, LoginEvent>(
        () =>
          import('./loginSession').then(
            (m) => () =>
              m.startLogin(
                {
                  sessionStarted: () => dispatch(userLoggedIn(adminSessionUser())),
                  // Replace: Back from the admin page should not land on the login form again.
                  redirected: () => navigate(redirectTo, { replace: true }),
                  attemptsChanged: (attempts) =>
                    dispatch(loginAttemptsRecorded(recordFromAttempts(attempts, now()))),
                },
                attemptsFromRecord(selectLoginLock(appStore.getState()), now()),
              ),
          ),
        NOT_YET_SUBMITTED,
      ),
  );
  const login = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);

  // The stored record, as read at start or written by another tab (or echoed from this machine, which
  // then changes nothing). A running lock fetches the machine now; anything else waits for the form.
  useEffect(() => {
    if (!restored) return;
    const synced = { type: 'ATTEMPTS_SYNCED', ...attemptsFromRecord(lock, now()) } as const;
    if (synced.lockLeftMs > 0) store.send(synced);
    else store.sendIfRunning(synced);
  }, [lock, restored, store]);

  return (
    <div className="container-xl py-5">
      {/* A width in rem, not a grid column, so the form widens with the text when it is zoomed. */}
      <div className="login-panel mx-auto">
        <h1 className="h2 fw-bold mb-3">{t('login.title')}</h1>
        {sessionEnded && (
          <p className="alert alert-info">{t('session.expired', { hours: SESSION_MAX_AGE_MS / HOUR_MS })}</p>
        )}
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
            locked={login.locked}
            secondsLeft={login.secondsLeft}
            unlocked={!login.locked && !login.busy && login.lockEndedHere && login.error === null}
            onSubmit={(attempt) => store.send({ type: 'SUBMITTED', ...attempt })}
          />
        </div>
      </div>
    </div>
  );
}
