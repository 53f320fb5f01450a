import * as icons from '@/shared/components/icons';
import Button from 'react-bootstrap/Button';
import { useNavigate } from 'react-router-dom';
import { userLoggedOut } from '@/features/session/sessionSlice';
import { Icon } from '@/shared/components/Icon';
import { useT } from '@/shared/i18n/useT';
import { PATHS } from '@/shared/site/paths';
import { useAppDispatch } from '@/shared/store/hooks';
import { adminMessages } from './messages';

/** Ends the session and goes to the login page; it sits beside the dashboard's title on every width. */
export function LogoutButton() {
  const t = useT(adminMessages);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return (
    <Button
      variant="outline-secondary"
      className="admin-logout"
      onClick={() => {
        dispatch(userLoggedOut());
        navigate(PATHS.login);
      }}
    >
      <Icon path={icons.logout} size={18} />
      {t('logout')}
    </Button>
  );
}
