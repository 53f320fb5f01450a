import * as icons from '@/shared/components/icons';
import Button from 'react-bootstrap/Button';
import { Icon } from '@/shared/components/Icon';
import { useT } from '@/shared/i18n/useT';
import { adminMessages } from './messages';

/**
 * Logout, beside the dashboard's title on every width. What it does (end the session on the server, go
 * to /login) is the route's: it composes this with the session feature.
 */
export function LogoutButton({ busy, onLogout }: { busy: boolean; onLogout: () => void }) {
  const t = useT(adminMessages);
  return (
    <Button variant="outline-secondary" className="admin-logout" disabled={busy} onClick={onLogout}>
      <Icon path={icons.logout} size={18} />
      {t('logout')}
    </Button>
  );
}
