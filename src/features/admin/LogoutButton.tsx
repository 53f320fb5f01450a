import * as icons from '@/shared/components/icons';
import Button from 'react-bootstrap/Button';
import { useNavigate } from 'react-router-dom';
import { useSignOutMutation } from '@/features/session/sessionApi';
import { Icon } from '@/shared/components/Icon';
import { useT } from '@/shared/i18n/useT';
import { PATHS } from '@/shared/site/paths';
import { adminMessages } from './messages';

/**
 * Ends the session on the server (DELETE SESSION_PATH) and goes to the login page; it sits beside the
 * dashboard's title on every width. The UI's session ends whatever the server answers.
 */
export function LogoutButton() {
  const t = useT(adminMessages);
  const navigate = useNavigate();
  const [signOut, { isLoading }] = useSignOutMutation();
  return (
    <Button
      variant="outline-secondary"
      className="admin-logout"
      disabled={isLoading}
      onClick={async () => {
        await signOut({ everywhere: false });
        navigate(PATHS.login);
      }}
    >
      <Icon path={icons.logout} size={18} />
      {t('logout')}
    </Button>
  );
}
