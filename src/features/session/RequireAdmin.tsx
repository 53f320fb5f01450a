import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useHydrated } from '@/shared/hooks/useHydrated';
import { useT } from '@/shared/i18n/useT';
import { PATHS } from '@/shared/site/paths';
import { useAppSelector } from '@/shared/store/hooks';
import { selectStoredStateRestored } from '@/shared/store/storageSlice';
import { guardMessages } from './guardMessages';
import { selectSessionUser } from './sessionSlice';

/**
 * SPEC §4/§6: the admin area needs a stored session with the admin role. Without a session the visitor
 * goes to /login, which brings them back to this exact address (query and hash too); with another role,
 * to /unauthorized. The session lives in the browser, so the prerendered page, its hydration and the
 * moment before the stored session is read say only that the sign-in is being checked. Demo behaviour:
 * this guards nothing real.
 */
export function RequireAdmin() {
  const t = useT(guardMessages);
  const user = useAppSelector(selectSessionUser);
  const location = useLocation();
  const hydrated = useHydrated();
  const restored = useAppSelector(selectStoredStateRestored);
  if (!hydrated || !restored) {
    return (
      <p role="status" className="text-center py-5">
        {t('guard.checking')}
      </p>
    );
  }
  if (!user) return <Navigate to={PATHS.login} replace state={{ from: location }} />;
  if (user.role !== 'admin') return <Navigate to={PATHS.unauthorized} replace />;
  return <Outlet />;
}
