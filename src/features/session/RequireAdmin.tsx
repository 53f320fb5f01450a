import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '@/shared/store/hooks';
import { selectSessionUser } from './sessionSlice';
import { PATHS } from '@/shared/site/paths';

/**
 * SPEC §4/§6: the admin area needs a stored session with the admin role. Without a session the visitor
 * goes to /login, which brings them back to this exact address (query and hash too); with another role,
 * to /unauthorized. Demo behaviour: the session lives in the browser, so this guards nothing real.
 */
export function RequireAdmin() {
  const user = useAppSelector(selectSessionUser);
  const location = useLocation();
  if (!user) return <Navigate to={PATHS.login} replace state={{ from: location }} />;
  if (user.role !== 'admin') return <Navigate to={PATHS.unauthorized} replace />;
  return <Outlet />;
}
