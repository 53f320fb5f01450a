import { MessagePage } from '@/features/pages/MessagePage';
import { pageMessages } from '@/features/pages/messages';
import { useT } from '@/features/i18n/useT';

/** SPEC §2/§8: every unknown path, and every section not written yet. */
export function NotFoundRoute() {
  const t = useT(pageMessages);
  return (
    <MessagePage
      title={t('notFound.title')}
      body={t('notFound.body')}
      primary={{ to: '/', label: t('notFound.home') }}
      secondary={{ to: '/contact', label: t('notFound.support') }}
    />
  );
}
