import { MessagePage } from '@/shared/components/MessagePage';
import { pageMessages } from './pageMessages';
import { useT } from '@/shared/i18n/useT';
import { PATHS } from '@/shared/site/paths';

/** SPEC §2/§8: every unknown path, and every section not written yet. */
export function NotFoundRoute() {
  const t = useT(pageMessages);
  return (
    <MessagePage
      title={t('notFound.title')}
      body={t('notFound.body')}
      primary={{ to: PATHS.home, label: t('notFound.home') }}
      secondary={{ to: PATHS.contact, label: t('notFound.support') }}
    />
  );
}
