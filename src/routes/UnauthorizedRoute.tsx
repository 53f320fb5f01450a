import { MessagePage } from '@/features/pages/MessagePage';
import { pageMessages } from '@/features/pages/messages';
import { useT } from '@/features/i18n/useT';
import { Icon } from '@/features/ui/Icon';

/** SPEC §2/§8: a signed-in visitor whose role is not admin, sent here by the /admin guard. */
export function UnauthorizedRoute() {
  const t = useT(pageMessages);
  return (
    <MessagePage
      icon={<Icon name="lock" size={48} className="text-primary mb-3" />}
      title={t('unauthorized.title')}
      body={t('unauthorized.body')}
      primary={{ to: '/', label: t('unauthorized.home') }}
      secondary={{ to: '/login', label: t('unauthorized.login') }}
    />
  );
}
