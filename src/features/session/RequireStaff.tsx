import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { Role } from '@/shared/api/accounts';
import { useHydrated } from '@/shared/hooks/useHydrated';
import { useT } from '@/shared/i18n/useT';
import { PATHS } from '@/shared/site/paths';
import { useAppDispatch, useAppSelector, useAppStore } from '@/shared/store/hooks';
import { guardMessages } from './guardMessages';
import { useGetSessionQuery } from './sessionApi';
import { selectSessionEndedBy, selectSessionUser, sessionCheckDue } from './sessionSlice';

interface RequireStaffProps {
  /** Whether a role may see what the address asks for (a dashboard tab); no: /unauthorized. */
  allows: (role: Role) => boolean;
  children: ReactNode;
}

/**
 * SPEC §4/§6 with real accounts (issue 24): the staff area needs a session the server confirms. On every
 * arrival the guard asks the server (GET SESSION_PATH; the cookie is the authority). No session (or a
 * 401 later, on any call) → /login, which brings the person back to this exact address and says the
 * session ended; a role that may not see what the address asks for → /unauthorized. The prerendered page
 * and its hydration say only that the sign-in is being checked.
 */
export function RequireStaff({ allows, children }: RequireStaffProps) {
  const t = useT(guardMessages);
  useApiState();
  const user = useAppSelector(selectSessionUser);
  const endedBy = useAppSelector(selectSessionEndedBy);
  const location = useLocation();
  const hydrated = useHydrated();
  const dispatch = useAppDispatch();
  const session = useGetSessionQuery(undefined, { skip: !hydrated, refetchOnMountOrArgChange: true });
  useEffect(() => {
    dispatch(sessionCheckDue());
  }, [dispatch, location.key]);
  if (!hydrated || (!user && (session.isUninitialized || session.isFetching))) {
    return (
      // Only the app can check: without it (needs-app, src/app/appStart.ts) the page's notice says so.
      <p role="status" className="needs-app text-center py-5">
        {t('guard.checking')}
      </p>
    );
  }
  if (!user && session.isError && 'status' in session.error && session.error.status !== 401) {
    return (
      <div role="alert" className="text-center py-5">
        <p>{t('guard.unavailable')}</p>
        <button type="button" className="btn btn-primary" onClick={() => void session.refetch()}>
          {t('guard.retry')}
        </button>
      </div>
    );
  }
  if (!user) {
    // A session that ended says so on the login page (redirectTarget.ts reads `from` and `ended`).
    const state = endedBy ? { from: location, ended: endedBy } : { from: location };
    return <Navigate to={PATHS.login} replace state={state} />;
  }
  if (!allows(user.role)) return <Navigate to={PATHS.unauthorized} replace />;
  return children;
}

/**
 * The API's state joins the store with the staff area (src/app/staffApi.ts injects its reducer); a store
 * made before that gets it with one action, before the first query reads it.
 */
function useApiState() {
  const store = useAppStore();
  useState(() => {
    if (!('api' in store.getState())) store.dispatch({ type: 'api/stateJoined' });
    return true;
  });
}
