import * as icons from '@/shared/components/icons';
import { MessagePage } from '@/shared/components/MessagePage';
import { pageMessages } from '@/shared/site/pageMessages';
import { useT } from '@/shared/i18n/useT';
import { Icon } from '@/shared/components/Icon';
import { PATHS } from '@/shared/site/paths';

/** SPEC §2/§8: a signed-in visitor whose role is not admin, sent here by the /admin guard. */
export function UnauthorizedRoute() {
  const t = useT(pageMessages);
  return (
    <MessagePage
      icon={<Icon path={icons.lock} size={48} className="text-primary mb-3" />}
      title={t('unauthorized.title')}
      body={t('unauthorized.body')}
      primary={{ to: PATHS.home, label: t('unauthorized.home') }}
      secondary={{ to: PATHS.login, label: t('unauthorized.login') }}
    />
  );
}
