import { MessagePage } from '@/shared/components/MessagePage';
import { useT } from '@/shared/i18n/useT';
import { PATHS } from '@/shared/site/paths';
import { pageMessages } from '@/shared/site/pageMessages';

/**
 * An article or a guide that was published and is not any more (the server answers its address with 410
 * Gone): says so plainly, rather than "not found", with the ways on a reader most likely wants.
 */
export function GoneRoute({ guide = false }: { guide?: boolean }) {
  const t = useT(pageMessages);
  return (
    <MessagePage
      title={t(guide ? 'gone.guideTitle' : 'gone.title')}
      body={t(guide ? 'gone.guideBody' : 'gone.body')}
      primary={{ to: PATHS.search, label: t('gone.search') }}
      secondary={{ to: PATHS.home, label: t('gone.home') }}
    />
  );
}
