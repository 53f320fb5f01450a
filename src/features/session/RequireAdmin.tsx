import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useHydrated } from '@/shared/hooks/useHydrated';
import { useT } from '@/shared/i18n/useT';
import { PATHS } from '@/shared/site/paths';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { selectStoredStateRestored } from '@/shared/store/storageSlice';
import { guardMessages } from './guardMessages';
import { selectSessionEndedBy, selectSessionUser, sessionCheckDue } from './sessionSlice';

/**
 * SPEC §4/§6: the admin area needs a stored session with the admin role. Without a session the visitor
 * goes to /login, which brings them back to this exact address (query and hash too) and, when the
 * session ran out, says so; with another role,
 * to /unauthorized. The session lives in the browser, so the prerendered page, its hydration and the
 * moment before the stored session is read say only that the sign-in is being checked. Every arrival
 * in the admin area, and every move inside it (a tab is in the address), checks the session's 8 hours.
 * Demo behaviour: this guards nothing real.
 */
export function RequireAdmin() {
  const t = useT(guardMessages);
  const user = useAppSelector(selectSessionUser);
  const endedBy = useAppSelector(selectSessionEndedBy);
  const location = useLocation();
  const hydrated = useHydrated();
  const restored = useAppSelector(selectStoredStateRestored);
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (restored) dispatch(sessionCheckDue());
  }, [dispatch, restored, location.key]);
  if (!hydrated || !restored) {
    return (
      // Only the app can check: without it (needs-app, src/app/appStart.ts) the page's notice says so.
      <p role="status" className="needs-app text-center py-5">
        {t('guard.checking')}
      </p>
    );
  }
  if (!user) {
    // A session that ran out says so on the login page (redirectTarget.ts reads `from` and `ended`).
    const state = endedBy ? { from: location, ended: endedBy } : { from: location };
    return <Navigate to={PATHS.login} replace state={state} />;
  }
  if (user.role !== 'admin') return <Navigate to={PATHS.unauthorized} replace />;
  return <Outlet />;
}
