import { useEffect } from 'react';
import { fetchSession } from './fetchSession';
import { staffHinted } from './staffHint';
import { selectSessionUser, userLoggedIn } from './sessionSlice';
import type { StaffUser } from '@/shared/api/accounts';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';

/**
 * The signed-in staff member on a public page, for what only staff see there (a guide's facts due for
 * checking); null for every visitor. Asked of the server once, and only in a browser that holds the
 * staff hint cookie: a visitor's page makes no request for it.
 */
export function useStaffUser(): StaffUser | null {
  const user = useAppSelector(selectSessionUser);
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (user || !staffHinted()) return;
    let current = true;
    void fetchSession().then((session) => {
      if (current && session) dispatch(userLoggedIn(session));
    });
    return () => {
      current = false;
    };
  }, [user, dispatch]);
  return user;
}
