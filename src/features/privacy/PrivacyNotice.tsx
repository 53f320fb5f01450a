import { Link } from 'react-router-dom';
import { ExternalLink } from '@/shared/components/ExternalLink';
import { StatementHeading, StatementList, StatementPage } from '@/shared/components/StatementPage';
import { useT } from '@/shared/i18n/useT';
import { PATHS } from '@/shared/site/paths';
import { privacyMessages } from './messages';
import { NDPC_SITE, NOTICE, type NoticeBlock } from './notice';

/**
 * The privacy notice: its heading, a contents list linking to each section, then each section of NOTICE,
 * and the day it was last updated. `updatedOn` is UPDATED_ON written for the reader ("27 November 2026").
 */
export function PrivacyNotice({ updatedOn }: { updatedOn: string }) {
  const t = useT(privacyMessages);

  function block(item: NoticeBlock, index: number) {
    switch (item.kind) {
      case 'paragraph':
        return (
          <p key={index}>
            {t(item.text)}
            {item.link === 'contact' && (
              <>
                {' '}
                <Link to={PATHS.contact}>{t('rights.contactLink')}</Link>
              </>
            )}
            {item.link === 'regulator' && (
              <>
                {' '}
                <ExternalLink href={NDPC_SITE}>{new URL(NDPC_SITE).hostname}</ExternalLink>
              </>
            )}
          </p>
        );
      case 'list':
        return <StatementList key={index} items={item.items} text={(key) => t(key)} />;
      case 'warning':
        return (
          <p key={index} className="alert alert-warning">
            {t(item.text)}
          </p>
        );
    }
  }

  return (
    <StatementPage
      title={t('title')}
      lead={t('intro')}
      sections={NOTICE.map((section) => ({
        key: section.id,
        id: section.id,
        heading: t(section.heading),
        content: section.blocks.map(block),
      }))}
    >
      <p>{t('updated', { updated: updatedOn })}</p>
      <nav aria-labelledby="privacy-contents">
        <StatementHeading id="privacy-contents">{t('contents.heading')}</StatementHeading>
        <ul className="guide-list guide-sidebar-list">
          {NOTICE.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{t(section.heading)}</a>
            </li>
          ))}
        </ul>
      </nav>
    </StatementPage>
  );
}
