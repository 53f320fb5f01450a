import { Outlet } from 'react-router-dom';

/** TODO(issue 3): redirect to /login (remembering the origin) or /unauthorized. */
export function RequireAdmin() {
  return <Outlet />;
}
